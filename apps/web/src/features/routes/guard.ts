import { constantRoutes, type AppRoute } from '@termwise/contracts';
import {
  allUserRoutes,
  authorisedRoutes,
  findRouteByPath,
  firstLeaf,
  HOME_PATH,
  LOGIN_PATH,
} from './route-tree';

export type GuardDecision = { kind: 'ok'; route: AppRoute | undefined } | { kind: 'redirect'; to: string };

export interface GuardInput {
  pathname: string;
  /** Path plus query, what the user asked for. */
  fullPath: string;
  hasToken: boolean;
  /** Roles of the signed-in user; only read when there is a token. */
  roles: readonly string[];
}

/** SPEC section 4 route guard, decided before any protected page code or data loads. */
export function decideRoute({ pathname, fullPath, hasToken, roles }: GuardInput): GuardDecision {
  if (pathname === '/') return { kind: 'redirect', to: HOME_PATH };
  const constant = findRouteByPath(constantRoutes, pathname);
  if (constant) {
    if (constant.name === 'login' && hasToken) return { kind: 'redirect', to: '/' };
    return { kind: 'ok', route: constant };
  }
  if (!hasToken) return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}` };
  const allowed = findRouteByPath(authorisedRoutes(roles), pathname);
  if (allowed?.children?.length) return { kind: 'redirect', to: firstLeaf(allowed).path };
  // /home is the old name of home; it never becomes a tab of its own.
  if (allowed?.name === 'home') return { kind: 'redirect', to: HOME_PATH };
  if (allowed) return { kind: 'ok', route: allowed };
  // Known to the app but filtered out for this user: say "no permission" rather than "not found".
  if (findRouteByPath(allUserRoutes, pathname)) return { kind: 'redirect', to: '/403' };
  return { kind: 'redirect', to: '/404' };
}
