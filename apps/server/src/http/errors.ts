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

  /** The data as a caller in `_language` reads it; subclasses with texts in their data translate them. */
  dataIn(_language: Language): unknown {
    return this.data;
  }
}

/** One field the schema cannot check (it needs the database), answered like a schema's own issue. */
class FieldInvalid extends AppError {
  constructor(
    readonly field: string,
    readonly text: Localised,
  ) {
    super(
      ResultCode.validation,
      { 'zh-CN': `${field}: ${text['zh-CN']}`, 'en-US': `${field}: ${text['en-US']}` },
      { issues: [{ field, message: text['en-US'] }] },
    );
  }

  override dataIn(language: Language) {
    return { issues: [{ field: this.field, message: this.text[language] }] };
  }
}

export const validationFailed = (message: string | Localised, data: unknown = null) =>
  new AppError(ResultCode.validation, message, data);
export const fieldInvalid = (field: string, text: Localised) => new FieldInvalid(field, text);
export const forbidden = (message = 'no permission for this action') =>
  new AppError(ResultCode.forbidden, message);
export const notFound = (message: string | Localised = 'not found') =>
  new AppError(ResultCode.notFound, message);
export const conflict = (message: string | Localised) => new AppError(ResultCode.conflict, message);
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
