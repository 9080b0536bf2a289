import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import { useDialogFocusTrap } from '@/components/use-dialog-focus-trap';
import { RequestBridge } from '@/features/auth';
import { ThemeProvider } from '@/features/theme';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } },
});

/** After the server ended the session: back to login, remembering where the user was. */
function goToLogin(): void {
  const { pathname, search } = router.state.location;
  if (pathname.startsWith('/login')) return;
  void router.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
}

export function AppProviders({ children }: { children: ReactNode }) {
  useDialogFocusTrap();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AntdApp>
          <RequestBridge onSessionEnd={goToLogin} />
          {children}
        </AntdApp>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
