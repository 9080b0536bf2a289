// The sign-up and login fields' patterns, apart from their schemas: the login page's form checks them
// without loading zod.

/** Mainland mobile (1[3-9] + 9 digits) or E.164 (+ then 8 to 15 digits). */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|\+[1-9]\d{7,14})$/;
/** 6-18 letters, digits or underscores (SPEC section 5). */
export const PASSWORD_PATTERN = /^\w{6,18}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** 4-16 Chinese characters, letters, digits, underscore or hyphen. */
export const USER_NAME_PATTERN = /^[\u4E00-\u9FA5a-zA-Z0-9_-]{4,16}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
