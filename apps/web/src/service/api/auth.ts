import type {
  CodeLoginRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  UserInfo,
} from '@termwise/contracts';
import { request } from '../request';

export const fetchLogin = (body: LoginRequest) => request<LoginResponse>('/v1/enter/login', { body });

export const fetchCodeLogin = (body: CodeLoginRequest) =>
  request<LoginResponse>('/v1/enter/code_login', { body });

export const fetchSendCode = (body: SendCodeRequest) =>
  request<{ resendAfter: number }>('/v1/enter/send_code', { body });

export const fetchRegister = (body: RegisterRequest) => request<unknown>('/v1/enter/register', { body });

export const fetchResetPassword = (body: ResetPasswordRequest) =>
  request<unknown>('/v1/enter/reset_pwd', { body });

export const fetchUserInfo = () => request<UserInfo>('/v1/user/info');

export const fetchLogout = () => request<unknown>('/v1/enter/login_out', { silent: true });

/**
 * Sent while the page unloads (SPEC section 4); `keepalive` lets the browser finish it after the tab is
 * gone. Marked `unload` so the server keeps the session: a reload must not log the user out.
 */
export function sendLogoutOnUnload(token: string): void {
  void window.fetch('/v1/enter/login_out', {
    method: 'POST',
    keepalive: true,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reason: 'unload' }),
  });
}
