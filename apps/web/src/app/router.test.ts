import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { constantRoutes, flattenRoutes, userRoutes } from '@termwise/contracts';
import { routeObjects } from './router';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe('router built from the route meta', () => {
  it('has a page for every constant route and every user page', () => {
    const pages = [
      ...flattenRoutes(constantRoutes),
      ...flattenRoutes(userRoutes).filter((route) => !route.children),
    ];
    const paths = pathsOf(routeObjects);
    for (const route of pages) expect(paths).toContain(route.path);
  });

  it('runs the guard on every navigation', () => {
    const root = routeObjects[0]!;
    expect(root.loader).toBeTypeOf('function');
    expect(typeof root.shouldRevalidate === 'function' && root.shouldRevalidate({} as never)).toBe(true);
  });
});
