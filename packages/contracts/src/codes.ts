/** Backend result codes: SPEC section 8 plus DESIGN section 5. */
export const ResultCode = {
  success: '0000',
  tokenExpired: '9999',
  sessionInvalid: '8888',
  accountDisabled: '7777',
  validation: '4000',
  forbidden: '4003',
  notFound: '4004',
  conflict: '4009',
  tooManyAttempts: '4029',
  /** Amazon refused the shop's authorization (its token was revoked or expired): `data.grantId` to re-authorize. */
  amazonAuthorization: '4401',
  serverError: '5000',
} as const;

export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** Codes the web answers by ending or renewing the session (SPEC section 8), the spec's variants included. */
export const SessionCodes = {
  /** Log out without a word. */
  silentLogout: [ResultCode.sessionInvalid, '8889'],
  /** A dialog with the message; confirming logs out. */
  modalLogout: [ResultCode.accountDisabled, '7778'],
  /** Refresh the access token once (shared) and retry. */
  refresh: [ResultCode.tokenExpired, '9998', '3333'],
} as const satisfies Record<string, readonly string[]>;
