import { ResultCode } from '@termwise/contracts';
import type { Language, Localised } from './language.ts';

/**
 * A failure the client is meant to see: its result code, message and optional data. A message given in
 * both languages is answered in the caller's; the English one is what logs see.
 */
export class AppError extends Error {
  readonly localised: Localised | undefined;

  constructor(
    readonly code: ResultCode,
    message: string | Localised,
    readonly data: unknown = null,
  ) {
    super(typeof message === 'string' ? message : message['en-US']);
    this.localised = typeof message === 'string' ? undefined : message;
  }

  messageIn(language: Language): string {
    return this.localised?.[language] ?? this.message;
  }
}

export const validationFailed = (message: string, data: unknown = null) =>
  new AppError(ResultCode.validation, message, data);
export const forbidden = (message = 'no permission for this action') =>
  new AppError(ResultCode.forbidden, message);
export const notFound = (message: string | Localised = 'not found') =>
  new AppError(ResultCode.notFound, message);
export const conflict = (message: string) => new AppError(ResultCode.conflict, message);
export const tooManyAttempts = (retryAfter: number) =>
  new AppError(ResultCode.tooManyAttempts, `too many attempts, retry in ${retryAfter} s`, { retryAfter });
/** Amazon refused the account's authorization: nothing works for its shops until the seller re-authorizes. */
export const amazonAuthorizationRefused = (grantId: string) =>
  new AppError(
    ResultCode.amazonAuthorization,
    'Amazon no longer accepts the authorization of this Amazon account: re-authorize it',
    { grantId },
  );
export const tokenExpired = () => new AppError(ResultCode.tokenExpired, 'The requested token has expired');
export const sessionInvalid = () =>
  new AppError(ResultCode.sessionInvalid, 'user status is invalid, please log in again');
export const accountDisabled = () =>
  new AppError(ResultCode.accountDisabled, 'this account has been disabled, contact your administrator');
