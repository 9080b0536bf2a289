import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { Role } from './roles.ts';
import { schemaText } from './validation-messages.ts';

/** Route meta of SPEC section 3. */
export interface RouteMeta {
  title: string;
  i18nKey: string;
  icon?: string;
  roles?: string[];
  order?: number;
  hideInMenu?: boolean;
  keepAlive?: boolean;
  constant?: boolean;
  activeMenu?: string;
  multiTab?: boolean;
  fixedIndexInTab?: number;
  /** Opened with route props only; never becomes a tab. */
  noTab?: boolean;
}

export interface AppRoute {
  name: string;
  path: string;
  meta: RouteMeta;
  children?: AppRoute[];
}

export const HOME_ROUTE_NAME = 'keyword-manage_negative-keywords';

export const constantRoutes: AppRoute[] = [
  {
    name: 'login',
    path: '/login/:module?',
    meta: { title: 'login', i18nKey: 'route.login', constant: true, hideInMenu: true },
  },
  {
    name: '403',
    path: '/403',
    meta: { title: '403', i18nKey: 'route.403', constant: true, hideInMenu: true },
  },
  {
    name: '404',
    path: '/404',
    meta: { title: '404', i18nKey: 'route.404', constant: true, hideInMenu: true },
  },
  {
    name: '500',
    path: '/500',
    meta: { title: '500', i18nKey: 'route.500', constant: true, hideInMenu: true },
  },
  {
    name: 'iframe-page',
    path: '/iframe-page/:url',
    meta: {
      title: 'iframe-page',
      i18nKey: 'route.iframe-page',
      constant: true,
      hideInMenu: true,
      multiTab: true,
    },
  },
];

export const userRoutes: AppRoute[] = [
  {
    name: 'home',
    path: '/home',
    meta: { title: 'home', i18nKey: 'route.home', icon: 'HomeOutlined', hideInMenu: true },
  },
  {
    name: 'auto-product-selection',
    path: '/auto-product-selection',
    meta: {
      title: 'auto-product-selection',
      i18nKey: 'route.auto-product-selection',
      icon: 'ShoppingOutlined',
      order: 1,
      roles: [Role.productSelection],
    },
    children: [
      {
        name: 'auto-product-selection_aba-search-terms',
        path: '/auto-product-selection/aba-search-terms',
        meta: {
          title: 'aba-search-terms',
          i18nKey: 'route.auto-product-selection_aba-search-terms',
          icon: 'BarChartOutlined',
          order: 1,
          roles: [Role.productSelection],
        },
      },
      {
        name: 'auto-product-selection_product-radar',
        path: '/auto-product-selection/product-radar',
        meta: {
          title: 'product-radar',
          i18nKey: 'route.auto-product-selection_product-radar',
          icon: 'RadarChartOutlined',
          order: 2,
          roles: [Role.productSelection],
        },
      },
    ],
  },
  {
    name: 'keyword-manage',
    path: '/keyword-manage',
    meta: { title: 'keyword-manage', i18nKey: 'route.keyword-manage', icon: 'KeyOutlined', order: 2 },
    children: [
      {
        name: 'keyword-manage_keyword-rankings',
        path: '/keyword-manage/keyword-rankings',
        meta: {
          title: 'keyword-rankings',
          i18nKey: 'route.keyword-manage_keyword-rankings',
          icon: 'OrderedListOutlined',
          order: 1,
        },
      },
      {
        name: 'keyword-manage_search-term-rankings',
        path: '/keyword-manage/search-term-rankings',
        meta: {
          title: 'search-term-rankings',
          i18nKey: 'route.keyword-manage_search-term-rankings',
          icon: 'RiseOutlined',
          order: 2,
        },
      },
      {
        name: HOME_ROUTE_NAME,
        path: '/keyword-manage/negative-keywords',
        meta: {
          title: 'negative-keywords',
          i18nKey: 'route.keyword-manage_negative-keywords',
          icon: 'StopOutlined',
          order: 3,
          keepAlive: true,
        },
      },
      {
        name: 'keyword-manage_duplicate-keywords',
        path: '/keyword-manage/duplicate-keywords',
        meta: {
          title: 'duplicate-keywords',
          i18nKey: 'route.keyword-manage_duplicate-keywords',
          icon: 'CopyOutlined',
          order: 4,
        },
      },
      {
        name: 'keyword-manage_board',
        path: '/keyword-manage/board',
        meta: {
          title: 'board',
          i18nKey: 'route.keyword-manage_board',
          icon: 'DashboardOutlined',
          hideInMenu: true,
        },
      },
      {
        name: 'keyword-manage_ad-chart-detail',
        path: '/keyword-manage/ad-chart-detail',
        meta: {
          title: 'ad-chart-detail',
          i18nKey: 'route.keyword-manage_ad-chart-detail',
          icon: 'LineChartOutlined',
          hideInMenu: true,
          noTab: true,
          activeMenu: HOME_ROUTE_NAME,
        },
      },
    ],
  },
  {
    name: 'system-settings',
    path: '/system-settings',
    meta: { title: 'system-settings', i18nKey: 'route.system-settings', icon: 'SettingOutlined', order: 3 },
    children: [
      {
        name: 'system-settings_business-config',
        path: '/system-settings/business-config',
        meta: {
          title: 'business-config',
          i18nKey: 'route.system-settings_business-config',
          icon: 'ControlOutlined',
          order: 1,
        },
      },
      {
        name: 'system-settings_operation-logs',
        path: '/system-settings/operation-logs',
        meta: {
          title: 'operation-logs',
          i18nKey: 'route.system-settings_operation-logs',
          icon: 'FileSearchOutlined',
          order: 2,
        },
      },
      {
        name: 'system-settings_members',
        path: '/system-settings/members',
        meta: {
          title: 'members',
          i18nKey: 'route.system-settings_members',
          icon: 'TeamOutlined',
          order: 4,
          roles: [Role.admin],
        },
      },
      {
        name: 'system-settings_shop-authorize',
        path: '/system-settings/shop-authorize',
        meta: {
          title: 'shop-authorize',
          i18nKey: 'route.system-settings_shop-authorize',
          icon: 'ShopOutlined',
          order: 3,
        },
      },
    ],
  },
];

/** Tabs of the business-config page, in SPEC order. */
export const businessConfigTabs = [
  { key: 'negative-keywords-operation', order: 1 },
  { key: 'daily-report-bot', order: 2 },
] as const;

/** SPEC section 5: no roles = open, R_SUPER sees all, else one matching role; empty parents dropped. */
export function filterRoutesByRoles(routes: AppRoute[], roles: readonly string[]): AppRoute[] {
  const isSuper = roles.includes(Role.super);
  const allowed = (route: AppRoute) =>
    isSuper || !route.meta.roles?.length || route.meta.roles.some((role) => roles.includes(role));
  return routes.flatMap((route) => {
    if (!allowed(route)) return [];
    if (!route.children) return [route];
    const children = filterRoutesByRoles(route.children, roles);
    return children.length ? [{ ...route, children }] : [];
  });
}

export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

const routeMeta = z.object({
  title: z.string(),
  i18nKey: z.string(),
  icon: z.string().optional(),
  roles: z.array(z.string()).optional(),
  order: z.number().optional(),
  hideInMenu: z.boolean().optional(),
  keepAlive: z.boolean().optional(),
  constant: z.boolean().optional(),
  activeMenu: z.string().optional(),
  multiTab: z.boolean().optional(),
  fixedIndexInTab: z.number().optional(),
  noTab: z.boolean().optional(),
}) satisfies z.ZodType<RouteMeta>;

export const appRoute: z.ZodType<AppRoute> = z.object({
  name: z.string(),
  path: z.string(),
  meta: routeMeta,
  get children() {
    return z.array(appRoute).optional();
  },
});

export const userRoutesResponse = z.object({ routes: z.array(appRoute), home: z.string() });

/** The menu (SPEC section 5): GET calls under `/route/`. */
export const RouteApi = {
  constantRoutes: { method: 'GET', path: '/route/getConstantRoutes', response: z.array(appRoute) },
  userRoutes: { method: 'GET', path: '/route/getUserRoutes', response: userRoutesResponse },
  isRouteExist: {
    method: 'GET',
    path: '/route/isRouteExist',
    query: z.object({ routeName: z.string().min(1, schemaText('notEmpty')).max(200) }),
    response: z.boolean(),
  },
} as const satisfies Record<string, Endpoint>;
