import { matchPath } from 'react-router';
import {
  constantRoutes,
  filterRoutesByRoles,
  flattenRoutes,
  HOME_ROUTE_NAME,
  userRoutes,
  type AppRoute,
} from '@termwise/contracts';

export const allUserRoutes = flattenRoutes(userRoutes);
export const allRoutes = [...flattenRoutes(constantRoutes), ...allUserRoutes];

export const homeRoute = allUserRoutes.find((route) => route.name === HOME_ROUTE_NAME)!;
export const HOME_PATH = homeRoute.path;
export const LOGIN_PATH = '/login';

export function findRouteByPath(routes: AppRoute[], pathname: string): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

export function findRouteByName(name: string): AppRoute | undefined {
  return allRoutes.find((route) => route.name === name);
}

/** The user routes this user may open, as a flat list. */
export function authorisedRoutes(roles: readonly string[]): AppRoute[] {
  return flattenRoutes(filterRoutesByRoles(userRoutes, roles));
}

/** First page under a group, so that opening `/keyword-manage` lands somewhere useful. */
export function firstLeaf(route: AppRoute): AppRoute {
  const children = [...(route.children ?? [])].filter((child) => !child.meta.hideInMenu).sort(byOrder);
  return children[0] ? firstLeaf(children[0]) : route;
}

export function byOrder(a: AppRoute, b: AppRoute): number {
  return (a.meta.order ?? 0) - (b.meta.order ?? 0);
}
