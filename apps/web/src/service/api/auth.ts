import { EarlyPaths, type AuthApi, type EndpointInput, type UserApi } from '@termwise/contracts';
import { callEarly } from '../request/call';

type Auth = typeof AuthApi;

export const fetchLogin = (body: EndpointInput<Auth['login']>) =>
  callEarly<Auth['login']>(EarlyPaths.login, body);

export const fetchCodeLogin = (body: EndpointInput<Auth['codeLogin']>) =>
  callEarly<Auth['codeLogin']>(EarlyPaths.codeLogin, body);

export const fetchSendCode = (body: EndpointInput<Auth['sendCode']>) =>
  callEarly<Auth['sendCode']>(EarlyPaths.sendCode, body);

export const fetchRegister = (body: EndpointInput<Auth['register']>) =>
  callEarly<Auth['register']>(EarlyPaths.register, body);

export const fetchResetPassword = (body: EndpointInput<Auth['resetPassword']>) =>
  callEarly<Auth['resetPassword']>(EarlyPaths.resetPassword, body);

export const fetchUserInfo = () => callEarly<typeof UserApi.info>(EarlyPaths.userInfo);

export const fetchLogout = () => callEarly<Auth['logout']>(EarlyPaths.logout, undefined, { silent: true });

/**
 * Sent while the page unloads (SPEC section 4); `keepalive` lets the browser finish it after the tab is
 * gone. Marked `unload` so the server keeps the session: a reload must not log the user out.
 */
export function sendLogoutOnUnload(token: string): void {
  void window.fetch(EarlyPaths.logout, {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'unload' }),
  });
}
