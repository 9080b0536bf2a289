import { useEffect } from 'react';

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchLogout, sendLogoutOnUnload } from '@/service/api/auth';
import { localStg } from '@/utils/storage';
import { useAuthStore } from './store';
import { useFeedback } from '@/features/feedback';

/** Asks for confirmation, ends the server session and returns to login. */
export function useLogout(): () => void {
  const { modal } = useFeedback();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return () =>
    modal.confirm({
      title: t('common.tip'),
      content: t('common.logoutConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await fetchLogout().catch(() => undefined);
        useAuthStore.getState().reset();
        navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      },
    });
}

/** SPEC section 4: leaving the page while logged in ends the server session too. */
export function useLogoutOnUnload(): void {
  useEffect(() => {
    const onUnload = () => {
      const token = localStg.get('token');
      if (token) sendLogoutOnUnload(token);
    };
    window.addEventListener('pagehide', onUnload);
    return () => window.removeEventListener('pagehide', onUnload);
  }, []);
}
