import { ResultCode } from '@termwise/contracts';
import type { Language, Localised } from './language.ts';

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
      { 'zh-CN': `${field}: ${text['zh-CN']}`, 'en-US': `${field}: ${text['en-US']}` },
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
export const forbidden = (
  message: Localised = { 'zh-CN': '没有执行此操作的权限', 'en-US': 'no permission for this action' },
) => new AppError(ResultCode.forbidden, message);
export const notFound = (message: Localised) => new AppError(ResultCode.notFound, message);
export const conflict = (message: Localised) => new AppError(ResultCode.conflict, message);
export const tooManyAttempts = (retryAfter: number) =>
  new AppError(
    ResultCode.tooManyAttempts,
    {
      'zh-CN': `尝试次数过多，请 ${retryAfter} 秒后重试`,
      'en-US': `too many attempts, retry in ${retryAfter} s`,
    },
    { retryAfter },
  );
/** Amazon refused the account's authorization: nothing works for its shops until the seller re-authorizes. */
export const amazonAuthorizationRefused = (grantId: string) =>
  new AppError(
    ResultCode.amazonAuthorization,
    {
      'zh-CN': '亚马逊已不再接受该亚马逊账号的授权，请重新授权',
      'en-US': 'Amazon no longer accepts the authorization of this Amazon account: re-authorize it',
    },
    { grantId },
  );
export const tokenExpired = () =>
  new AppError(ResultCode.tokenExpired, {
    'zh-CN': '访问令牌已过期',
    'en-US': 'The requested token has expired',
  });
export const sessionInvalid = () =>
  new AppError(ResultCode.sessionInvalid, {
    'zh-CN': '用户状态无效，请重新登录',
    'en-US': 'user status is invalid, please log in again',
  });
export const accountDisabled = () =>
  new AppError(ResultCode.accountDisabled, {
    'zh-CN': '该账号已被停用，请联系管理员',
    'en-US': 'this account has been disabled, contact your administrator',
  });
