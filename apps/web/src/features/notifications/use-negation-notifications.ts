import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth';
import { fetchNotifications } from '@/service/api/notification';
import { notificationKeys } from './keys';
import { useFeedback } from '@/features/feedback';

export function useNegationNotifications() {
  const { message } = useFeedback();
  const { t } = useTranslation();
  // Constant pages such as the iframe page show the frame to visitors who are not logged in.
  const loggedIn = useAuthStore((state) => Boolean(state.token));
  const query = useQuery({
    queryKey: notificationKeys.negations(),
    meta: { showsNegations: true },
    enabled: loggedIn,
    queryFn: async () => (await fetchNotifications()).notification,
  });
  useEffect(() => {
    if (query.isError) void message.error(t('notification.fetchFailed'));
  }, [query.isError, query.errorUpdatedAt, message, t]);
  return query;
}
