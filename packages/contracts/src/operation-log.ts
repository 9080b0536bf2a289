import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failureReason } from './failure.ts';
import { negationTerm } from './negation.ts';
import { calendarDate, dateRange, text } from './primitives.ts';
import { id, MAX_FILTER_RANGE_DAYS, page, pageOf, pageSize } from './validation.ts';

/** What people and the system did: `/v1/operLog/list`. */

export const operLogListRequest = z
  .object({
    /** 'negation' (confirm, reject, revert, auto_negate, run_rules), 'negation-rule' (create, update, delete), 'shop'. */
    module: text(40).optional(),
    userName: text(40).optional(),
    /** UTC dates, inclusive. */
    startDate: calendarDate.optional(),
    endDate: calendarDate.optional(),
    result: z.enum(['success', 'failure']).optional(),
    /** true: the pending negations waiting for someone to confirm or reject them. */
    unhandled: z.boolean().optional(),
    /** With unhandled: only that shop's, that ASIN's or that rule's pending negations. */
    shopId: id.optional(),
    asin: text(20).optional(),
    ruleId: id.optional(),
    page,
    pageSize,
  })
  .superRefine(dateRange(MAX_FILTER_RANGE_DAYS));
export const operLogRow = z.object({
  id: z.string(),
  userName: z.string(),
  module: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  /** The shop's IANA zone, for showing the time in it. */
  shopTimezone: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Names of the shops, campaigns and ad groups whose ids `before` and `after` mention. */
  names: z.record(z.string(), z.string()),
  result: z.enum(['success', 'failure']),
  message: z.string().nullable(),
  /** Why it failed, for the seller in their language; `message` keeps the details. */
  failure: failureReason.nullable(),
  /** UTC, ISO 8601. */
  time: z.string(),
  /** Set on unhandled rows: the pending negation to confirm or reject via neg_processing with its id. */
  negation: negationTerm.nullable(),
});
export const operLogListResponse = pageOf(operLogRow);

export type OperLogListRequest = z.infer<typeof operLogListRequest>;
export type OperLogRow = z.infer<typeof operLogRow>;
export type OperLogListResponse = z.infer<typeof operLogListResponse>;

export const OperationLogApi = {
  list: { path: '/v1/operLog/list', body: operLogListRequest, response: operLogListResponse },
} as const satisfies Record<string, Endpoint>;
