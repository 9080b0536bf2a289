import { Outlet } from 'react-router';

export function BlankLayout() {
  return <Outlet />;
}
