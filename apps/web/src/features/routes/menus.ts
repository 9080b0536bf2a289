import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterRoutesByRoles, userRoutes, type AppRoute } from '@termwise/contracts';
import { useAuthStore } from '@/features/auth';
import { byOrder } from './route-tree';

export interface MenuEntry {
  key: string;
  path: string;
  label: string;
  icon?: string;
  children?: MenuEntry[];
}

function toMenus(routes: AppRoute[], translate: (key: string) => string): MenuEntry[] {
  return [...routes]
    .filter((route) => !route.meta.hideInMenu)
    .sort(byOrder)
    .map((route) => {
      const children = route.children ? toMenus(route.children, translate) : undefined;
      return {
        key: route.name,
        path: route.path,
        label: translate(route.meta.i18nKey),
        icon: route.meta.icon,
        ...(children?.length ? { children } : {}),
      };
    });
}

/** The menu tree this user may see, ordered by meta.order, in the current language; none before login. */
export function useMenus(): MenuEntry[] {
  const roles = useAuthStore((state) => state.user?.roles);
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => (roles ? toMenus(filterRoutesByRoles(userRoutes, roles), (key) => t(key, { lng: language })) : []),
    [roles, t, language],
  );
}
