import { z } from 'zod';
import { EarlyPaths } from './early-paths.ts';
import { noData, type Endpoint } from './endpoint.ts';
import { rawText } from './primitives.ts';
import { password, phone, smsCode, userName } from './validation.ts';
import { schemaText } from './validation-messages.ts';

export const loginRequest = z.object({ phone, password: rawText(64).min(1, schemaText('notEmpty')) });
export const loginResponse = z.object({ token: z.string(), refreshToken: z.string() });

export const smsScene = z.enum(['login', 'register', 'reset_pwd']);
export const sendCodeRequest = z.object({ phone, scene: smsScene });
export const sendCodeResponse = z.object({ resendAfter: z.number().int() });

export const codeLoginRequest = z.object({ phone, code: smsCode });
export const registerRequest = z.object({ phone, code: smsCode, password, userName });
export const resetPasswordRequest = z.object({ phone, code: smsCode, password });

export const refreshTokenRequest = z.object({ refreshToken: rawText(256).min(1, schemaText('notEmpty')) });

/**
 * SPEC sends login_out on every page unload, which would end the session on each reload. The client
 * marks that request `reason: 'unload'`: it is logged, and only an explicit logout ends the session.
 */
export const logoutRequest = z.object({ reason: z.enum(['user', 'unload']).default('user') }).nullish();

export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type SmsScene = z.infer<typeof smsScene>;
export type SendCodeRequest = z.infer<typeof sendCodeRequest>;
export type CodeLoginRequest = z.infer<typeof codeLoginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 60;
/** Seconds a code stays valid. */
export const SMS_CODE_TTL_SECONDS = 300;

/** Sign-in, codes and sessions: `/v1/enter/*` and the token refresh. */
export const AuthApi = {
  login: { path: EarlyPaths.login, body: loginRequest, response: loginResponse },
  sendCode: { path: EarlyPaths.sendCode, body: sendCodeRequest, response: sendCodeResponse },
  codeLogin: { path: EarlyPaths.codeLogin, body: codeLoginRequest, response: loginResponse },
  register: { path: EarlyPaths.register, body: registerRequest, response: loginResponse },
  resetPassword: { path: EarlyPaths.resetPassword, body: resetPasswordRequest, response: noData },
  refreshToken: { path: EarlyPaths.refreshToken, body: refreshTokenRequest, response: loginResponse },
  logout: { path: EarlyPaths.logout, body: logoutRequest, response: noData },
} as const satisfies Record<string, Endpoint>;
