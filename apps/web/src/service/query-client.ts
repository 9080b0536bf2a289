import { QueryClient } from '@tanstack/react-query';

/**
 * One server-state cache for the whole visit (module scope): it survives the frame unmounting on logout,
 * and a page's prefetch (pages/<route>/prefetch.ts) fills it before the page mounts.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } },
});
