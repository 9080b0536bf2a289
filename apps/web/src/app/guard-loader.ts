import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { decideRoute } from '@/features/routes';
import { prefetchSavedFilter } from '@/features/saved-filter';

/** Runs the route guard before any page code or data of the target loads. */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const auth = useAuthStore.getState();
  if (auth.token && !auth.user && !(await auth.loadUser())) auth.reset();
  const { token, user } = useAuthStore.getState();
  const decision = decideRoute({
    pathname: url.pathname,
    fullPath: url.pathname + url.search,
    hasToken: Boolean(token),
    roles: user?.roles ?? [],
  });
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (token) prefetchSavedFilter(url.pathname);
  return null;
}
