import type { ReactNode } from 'react';
import { RequestBridge } from '@/features/auth';
import { FeedbackProvider } from '@/features/feedback';
import { useAntdLocale } from '@/features/i18n';
import { ThemeProvider } from '@/features/theme';
import { router } from './router';

/** After the server ended the session: back to login, remembering where the user was. */
function goToLogin(): void {
  const { pathname, search } = router.state.location;
  if (pathname.startsWith('/login')) return;
  void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const antdLocale = useAntdLocale();
  return (
    <ThemeProvider locale={antdLocale}>
      <FeedbackProvider>
        <RequestBridge onSessionEnd={goToLogin} />
        {children}
      </FeedbackProvider>
    </ThemeProvider>
  );
}
