import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchNotifications } from '@/service/api/notification';

export function useNegationNotifications() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['negation-notifications'],
    queryFn: async () => (await fetchNotifications()).notification,
  });
  useEffect(() => {
    if (query.isError) void message.error(t('notification.fetchFailed'));
  }, [query.isError, query.errorUpdatedAt, message, t]);
  return query;
}
