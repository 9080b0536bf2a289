import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BaseLayout } from '@/layouts/base';
import { registerFeatureLocales } from './locales';

registerFeatureLocales();

// One cache for the whole visit (module scope): it survives the frame unmounting on logout, as before.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } },
});

/** Everything after login: the server-state cache and the layout around business pages. */
export default function LoggedInFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <BaseLayout />
    </QueryClientProvider>
  );
}
