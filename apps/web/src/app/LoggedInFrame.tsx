import { QueryClientProvider } from '@tanstack/react-query';
import { followLanguageInDates } from '@/features/i18n';
import { BaseLayout } from '@/layouts/base';
import { queryClient } from '@/service/query-client';
import { registerFeatureLocales } from './locales';

registerFeatureLocales();
followLanguageInDates();

/** Everything after login: the server-state cache and the layout around business pages. */
export default function LoggedInFrame() {
  return (
    <QueryClientProvider client={queryClient}>
      <BaseLayout />
    </QueryClientProvider>
  );
}
