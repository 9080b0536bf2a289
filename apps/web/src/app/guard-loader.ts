import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { decideRoute } from '@/features/routes';

type PagePrefetch = { prefetch: () => Promise<void> };

/** A page that knows what its first screen asks for has a `prefetch.ts` beside its index. */
const pagePrefetches = import.meta.glob<PagePrefetch>('../pages/**/prefetch.ts');

/** Starts the data of the page at `pathname` beside its code, not after it mounted. */
function prefetchPageData(pathname: string): void {
  const folder = pathname.split('/').filter(Boolean).join('/');
  void pagePrefetches[`../pages/${folder}/prefetch.ts`]?.().then((page) => page.prefetch());
}

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
  if (token) prefetchPageData(url.pathname);
  return null;
}
