/**
 * The Amazon adapter. The shop module composes its clients (it owns the connection); other modules see
 * only the AdsApi port, which the shop module hands them.
 */
export type {
  AdsApi,
  ExistingNegative,
  ExistingTargeting,
  ItemResult,
  KeywordSettings,
  KeywordState,
  KeywordUpdate,
  TargetingDraft,
} from './ads-api.ts';
/** Amazon's smallest keyword bid per currency (and Termwise's own ceiling), and rounding to the minor unit. */
export { keywordBidBounds, roundToCurrency } from './keyword-bids.ts';
export { isAuthorizationRefused } from './http.ts';
/** The sealing scheme for secrets at rest, shared with other modules that keep credentials (bots). */
export { createTokenCipher, type TokenCipher } from './token-cipher.ts';
/** Brand Analytics: the report document's rows as they are read, and Amazon's end of a report it could not make. */
export { reportFileBatches, type ReportShape } from './reports.ts';
export { SellingPartnerReportEnded, type AbaReportPeriod } from './sp-reports.ts';
/** The ASIN a stored product target's expression names (the keyword module's conflicts, the shop's own targets). */
export { targetedAsin } from './targeting.ts';
