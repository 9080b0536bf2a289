import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { constantRoutes, flattenRoutes, userRoutes, type AppRoute } from '@termwise/contracts';
import { useAuthStore } from '@/features/auth';
import { homeRoute } from '@/features/routes';
import { BlankLayout } from '@/layouts/blank';
import { whenIdle } from '@/utils/when-idle';
import { guardLoader } from './guard-loader';
import { RootRoute } from './RootRoute';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('../pages/**/index.tsx');

// The logged-in frame (menus, tabs, theme drawer, server-state cache) is code the login page never needs.
const loadBaseLayout = () => import('./LoggedInFrame');
const BaseLayout = lazy(loadBaseLayout);
// antd's Result and its illustrations load only when a page crashed.
const RouteErrorPage = lazy(() => import('./RouteErrorPage'));

/**
 * Fetches what the first screen after login needs (Vite's import() preloads each chunk's dependencies
 * with modulepreload), so the home page does not wait on forty downloads after the login call.
 */
function preloadScreenAfterLogin(): void {
  void loadBaseLayout();
  // The home page itself (negative keywords): pages/home only redirects there.
  void pageModules[`../pages/${pageFolder(homeRoute)}/index.tsx`]?.();
  // The header's clock: the first US-West time loads the zone's data, tens of milliseconds of one task.
  void import('@/utils/format').then((format) => format.formatUsWestTime());
}

useAuthStore.subscribe((state, previous) => {
  // A person spends seconds on the login form: once it shows and the page is idle, the next screen loads.
  if (state.loginFormShown && !previous.loginFormShown) whenIdle(preloadScreenAfterLogin);
  // Else once the login call has gone out: a browser opens six connections per host, and the forty chunk
  // downloads queued before it held the login call about 300 ms.
  if (state.loginLoading && !previous.loginLoading) setTimeout(preloadScreenAfterLogin);
});

/** Pages live in folders that mirror the URL without its parameters: `/login/:module?` -> pages/login. */
function pageFolder(route: AppRoute): string {
  return route.path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('/');
}

function toRouteObject(route: AppRoute): RouteObject[] {
  const load = pageModules[`../pages/${pageFolder(route)}/index.tsx`];
  if (!load) {
    console.error(`route "${route.name}" has no page at pages/${pageFolder(route)}/index.tsx; skipped`);
    return [];
  }
  // React.lazy (not route.lazy) so that page code is fetched only after the guard loader let it through.
  return [{ path: route.path, Component: lazy(load), handle: { route } }];
}

const isPage = (route: AppRoute) => !route.children?.length;
const blankRouteNames = new Set(['login', '403', '404', '500']);
const constantPages = flattenRoutes(constantRoutes);

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: guardLoader,
    // The guard must run on every navigation, not only when the root's own params change.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: BlankLayout,
        children: constantPages.filter((route) => blankRouteNames.has(route.name)).flatMap(toRouteObject),
      },
      {
        Component: BaseLayout,
        children: [
          ...constantPages.filter((route) => !blankRouteNames.has(route.name)),
          ...flattenRoutes(userRoutes).filter(isPage),
        ].flatMap(toRouteObject),
      },
      { path: '*', Component: () => null },
    ],
  },
];

export const router = createBrowserRouter(routeObjects);
