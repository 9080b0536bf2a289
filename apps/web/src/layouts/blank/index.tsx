import { Outlet } from 'react-router';

/** Pages without the app frame (login, error pages): the page is the main landmark. */
export function BlankLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
