import { z } from 'zod';

/**
 * Why something failed, as stored beside what failed (a negation, a log entry, a job, a shop's last sync):
 * a code and its parameters, rendered in the reader's language when shown. The English message stored next
 * to it keeps the technical details for support and logs.
 *
 * - amazonAuthorization: Amazon refused the account's authorization; only re-authorizing helps.
 * - amazonUnreachable: Amazon could not be reached (network, time-out) after every retry. `detail`.
 * - amazonAnswered: Amazon answered an error. `status`, `detail` (the call and Amazon's own words).
 * - amazonRefusedItem: Amazon refused this one item of a batch. `detail` (Amazon's words).
 * - amazonNoResult: Amazon's answer had no result for this item.
 * - reportFailed: Amazon could not build the report. `detail`.
 * - interrupted: a server shutdown stopped it; it resumes where it stopped.
 * - ownKeyword: the term is the seller's own keyword there; `term`, `advice` (lowerBid or pause).
 * - notApplicable: the negation is not in a state the action applies to. `action`, `status`.
 * - notFound: what it names no longer exists.
 * - keywordUnchangeable: the keyword of a review is gone or archived on Amazon. `keyword`.
 * - bidAtMinimum: the keyword's bid is already the marketplace minimum. `keyword`, `bid`, `currency`.
 * - keywordChangedSince: the keyword was changed on Amazon after this change; a revert would overwrite
 *   that. `keyword`.
 * - authorizationNotCompleted: a consent came back unusable. `reason` (expired, other_account...).
 * - noSellerCentralAuthorization: no Seller Central authorization reaches the marketplace. `marketplaceId`.
 * - abaFileInvalid: Amazon's Brand Analytics document could not be read (bad gzip, cut short). `detail`.
 * - botUnreachable: the receiver could not be reached after every retry, or its address is not public.
 * - botRefused: the receiver refused the message. `detail` (status class, and the platform's code).
 * - botGaveUp: the receiver kept answering "busy" until the retries ran out. `detail` (status class).
 * - botReportFailed: the daily report could not be built.
 * - botInterrupted: a server stopped mid-send; not sent again, as the platform may have received it.
 * - unexpected: anything else. `detail`.
 */
export const FAILURE_CODES = [
  'amazonAuthorization',
  'amazonUnreachable',
  'amazonAnswered',
  'amazonRefusedItem',
  'amazonNoResult',
  'reportFailed',
  'interrupted',
  'ownKeyword',
  'notApplicable',
  'notFound',
  'keywordUnchangeable',
  'bidAtMinimum',
  'keywordChangedSince',
  'authorizationNotCompleted',
  'noSellerCentralAuthorization',
  'abaFileInvalid',
  'botUnreachable',
  'botRefused',
  'botGaveUp',
  'botReportFailed',
  'botInterrupted',
  'unexpected',
] as const;

export const failureCode = z.enum(FAILURE_CODES);
export const failureReason = z.object({
  code: failureCode,
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export type FailureCode = z.infer<typeof failureCode>;
export type FailureReason = z.infer<typeof failureReason>;
