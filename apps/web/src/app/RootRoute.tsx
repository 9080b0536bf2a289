import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLogoutOnUnload } from '@/features/auth';
import { useCurrentRoute } from '@/features/routes';
import { useVersionCheck } from '@/features/version-check';

function usePageTitle(): void {
  const route = useCurrentRoute();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const product = t('system.title');
    document.title = route ? `${t(route.meta.i18nKey)} - ${product}` : product;
  }, [route, t, i18n.language]);
}

export function RootRoute() {
  usePageTitle();
  useVersionCheck();
  useLogoutOnUnload();
  return <Outlet />;
}
