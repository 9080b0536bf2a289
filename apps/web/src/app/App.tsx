import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

/** The splash of index.html stays until the guard has decided where the first navigation lands. */
function useSplashUntilRouterReady(): void {
  useEffect(() => {
    const removeSplash = () => document.getElementById('app-splash')?.remove();
    if (router.state.initialized) {
      removeSplash();
      return;
    }
    return router.subscribe((state) => {
      if (state.initialized) removeSplash();
    });
  }, []);
}

export function App() {
  useSplashUntilRouterReady();
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
