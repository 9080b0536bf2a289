import type { AppRoute } from '@termwise/contracts';
import { useMatches } from 'react-router';

/** The route of the page being shown, from the route handle the router was built with. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { route?: AppRoute } | undefined;
  return handle?.route;
}
