import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  useEffect(() => {
    document.getElementById('app-splash')?.remove();
  }, []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
