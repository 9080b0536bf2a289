import { z } from 'zod';
import { rawText } from './primitives.ts';
import { password, phone, smsCode, userName } from './validation.ts';

export const loginRequest = z.object({ phone, password: rawText(64).min(1, 'cannot be empty') });
export const loginResponse = z.object({ token: z.string(), refreshToken: z.string() });

export const smsScene = z.enum(['login', 'register', 'reset_pwd']);
export const sendCodeRequest = z.object({ phone, scene: smsScene });
export const sendCodeResponse = z.object({ resendAfter: z.number().int() });

export const codeLoginRequest = z.object({ phone, code: smsCode });
export const registerRequest = z.object({ phone, code: smsCode, password, userName });
export const resetPasswordRequest = z.object({ phone, code: smsCode, password });

export const refreshTokenRequest = z.object({ refreshToken: rawText(256).min(1, 'cannot be empty') });

export const userInfoResponse = z.object({
  userId: z.string(),
  username: z.string(),
  roleList: z.array(z.string()),
});

export type LoginRequest = z.infer<typeof loginRequest>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type SmsScene = z.infer<typeof smsScene>;
export type SendCodeRequest = z.infer<typeof sendCodeRequest>;
export type CodeLoginRequest = z.infer<typeof codeLoginRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type UserInfo = z.infer<typeof userInfoResponse>;

/** Seconds before another code may be sent to the same phone. */
export const SMS_RESEND_SECONDS = 60;
/** Seconds a code stays valid. */
export const SMS_CODE_TTL_SECONDS = 300;
