import { ResultCode } from '@termwise/contracts';
import { inEachLanguage, type Language, type Localised } from './language.ts';
import { messages } from './messages.ts';

/**
 * A failure the client is meant to see: its result code, message and optional data. The message is
 * answered in the caller's language; the English one is what logs see.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly localised: Localised,
    readonly data: unknown = null,
  ) {
    super(localised['en-US']);
  }

  messageIn(language: Language): string {
    return this.localised[language];
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
      inEachLanguage((language) => `${field}: ${text[language]}`),
      { issues: [{ field, message: text['en-US'] }] },
    );
  }

  override dataIn(language: Language) {
    return { issues: [{ field: this.field, message: this.text[language] }] };
  }
}

export const validationFailed = (message: Localised, data: unknown = null) =>
  new AppError(ResultCode.validation, message, data);
export const fieldInvalid = (field: string, text: Localised) => new FieldInvalid(field, text);
export const forbidden = (message: Localised = messages.access.noPermission) =>
  new AppError(ResultCode.forbidden, message);
export const notFound = (message: Localised) => new AppError(ResultCode.notFound, message);
export const conflict = (message: Localised) => new AppError(ResultCode.conflict, message);
export const tooManyAttempts = (retryAfter: number) =>
  new AppError(ResultCode.tooManyAttempts, messages.access.tooManyAttempts(retryAfter), { retryAfter });
/** Amazon refused the account's authorization: nothing works for its shops until the seller re-authorizes. */
export const amazonAuthorizationRefused = (grantId: string) =>
  new AppError(ResultCode.amazonAuthorization, messages.access.amazonAuthorizationRefused, { grantId });
export const tokenExpired = () => new AppError(ResultCode.tokenExpired, messages.access.tokenExpired);
export const sessionInvalid = () => new AppError(ResultCode.sessionInvalid, messages.access.sessionInvalid);
export const accountDisabled = () =>
  new AppError(ResultCode.accountDisabled, messages.access.accountDisabled);
