export { useAuthStore } from './store';
export { RequestBridge } from './RequestBridge';
export { useLogout, useLogoutOnUnload } from './use-logout';
export type { CurrentUser } from './user';
export { useIsAdmin } from './use-is-admin';
