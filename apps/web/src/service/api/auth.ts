import { AuthApi, UserApi, type EndpointInput } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchLogin = (body: EndpointInput<typeof AuthApi.login>) => call(AuthApi.login, body);

export const fetchCodeLogin = (body: EndpointInput<typeof AuthApi.codeLogin>) =>
  call(AuthApi.codeLogin, body);

export const fetchSendCode = (body: EndpointInput<typeof AuthApi.sendCode>) => call(AuthApi.sendCode, body);

export const fetchRegister = (body: EndpointInput<typeof AuthApi.register>) => call(AuthApi.register, body);

export const fetchResetPassword = (body: EndpointInput<typeof AuthApi.resetPassword>) =>
  call(AuthApi.resetPassword, body);

export const fetchUserInfo = () => call(UserApi.info);

export const fetchLogout = () => call(AuthApi.logout, undefined, { silent: true });

/**
 * Sent while the page unloads (SPEC section 4); `keepalive` lets the browser finish it after the tab is
 * gone. Marked `unload` so the server keeps the session: a reload must not log the user out.
 */
export function sendLogoutOnUnload(token: string): void {
  void window.fetch(AuthApi.logout.path, {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'unload' }),
  });
}
