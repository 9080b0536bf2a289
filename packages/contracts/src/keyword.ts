import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { adRatios, adTotals } from './metrics.ts';
import { text } from './primitives.ts';
import { id, page, pageOf, pageSize } from './validation.ts';

/**
 * Keyword structure: groups of keywords that compete with each other (duplicates, overlaps), positive
 * keywords or targets blocked by a negative (conflicts), and converting search terms that still run
 * through a broad, phrase or auto group while an exact keyword for them exists (leaks).
 */

export const keywordGroupKind = z.enum(['duplicate', 'overlap', 'conflict', 'leak']);
/** Days the occurrence metrics cover, ending yesterday in the shop's calendar. */
export const keywordWindowDays = z.union([
  z.literal(7),
  z.literal(14),
  z.literal(30),
  z.literal(60),
  z.literal(90),
]);
export const KEYWORD_WINDOWS = [7, 14, 30, 60, 90] as const;
export const keywordMatchType = z.enum(['EXACT', 'PHRASE', 'BROAD', 'TARGETING_EXPRESSION']);
/** How the suggested keeper was picked; the page spells the rule out. */
export const keeperRule = z.enum(['lowestAcos', 'mostOrders', 'mostClicks', 'exactKeyword', 'positive']);
export const keywordActionKind = z.enum(['pause', 'negateExact']);
export const keywordActionStatus = z.enum(['applying', 'applied', 'failed', 'reverted']);

export const keywordGroupFilter = z.object({
  shopId: id.optional(),
  asin: text(20).optional(),
  matchType: keywordMatchType.optional(),
  /** Substring of the normalised text, case-insensitive. */
  text: text(200).optional(),
  kind: keywordGroupKind.default('duplicate'),
  /**
   * Groups whose occurrences spent at least this much together over the window, in the shop's currency:
   * only with `shopId`, since one number means different money in shops of different currencies.
   */
  minSpend: z.number().min(0).max(1e9).optional(),
  windowDays: keywordWindowDays.default(30),
});

export const keywordGroupSortField = z.enum(['spend', 'orders', 'occurrences', 'text']);
export const keywordGroupListRequest = keywordGroupFilter.extend({
  page,
  pageSize,
  sortField: keywordGroupSortField.default('spend'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});

export const keywordOccurrence = z.object({
  /** Stable within the group: the keyword, target or negative id, or `adGroupId:targetingId` of a term. */
  id: z.string(),
  role: z.enum(['keyword', 'target', 'negative', 'searchTerm']),
  keywordId: z.string().nullable(),
  targetId: z.string().nullable(),
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string().nullable(),
  adGroupName: z.string().nullable(),
  asins: z.array(z.string()),
  /** Keyword text, target expression, negative text or the search term. */
  text: z.string(),
  matchType: z.string(),
  state: z.string(),
  bid: z.number().nullable(),
  ...adTotals,
  ...adRatios,
  keeper: z.boolean(),
  /** The last action taken on it from this page, while the next sync has not shown its result yet. */
  action: z
    .object({
      id: z.string(),
      kind: keywordActionKind,
      status: keywordActionStatus,
      message: z.string().nullable(),
    })
    .nullable(),
});

export const keywordGroup = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  currencyCode: z.string(),
  kind: keywordGroupKind,
  text: z.string(),
  matchType: z.string(),
  asins: z.array(z.string()),
  keeperId: z.string().nullable(),
  keeperRule: keeperRule.nullable(),
  /** Clicks an occurrence needs before its ACOS counts for the keeper. */
  keeperMinClicks: z.number().int(),
  occurrences: z.array(keywordOccurrence),
  ...adTotals,
  ...adRatios,
  windowDays: keywordWindowDays,
  /** The shop-local days the metrics cover, and since when Amazon may still restate their orders. */
  startDate: z.string(),
  endDate: z.string(),
  restatedFrom: z.string(),
  analysedAt: z.string(),
});
export const keywordGroupListResponse = pageOf(keywordGroup);

export const keywordGroupCountsResponse = z.object({
  duplicate: z.number().int(),
  overlap: z.number().int(),
  conflict: z.number().int(),
  leak: z.number().int(),
});

export const keywordExportRequest = keywordGroupFilter.extend({
  lang: z.enum(['zh-CN', 'en-US']).default('zh-CN'),
});
export const keywordExportResponse = z.object({
  fileName: z.string(),
  csv: z.string(),
  rows: z.number().int(),
});

export const keywordActRequest = z.object({
  /** One group, or many at once (admins only). */
  groupIds: z.array(z.string().min(1).max(200)).min(1).max(500),
  action: keywordActionKind,
});
export const keywordActOutcome = z.object({
  groupId: z.string(),
  occurrenceId: z.string().nullable(),
  actionId: z.string().nullable(),
  outcome: z.enum(['applied', 'failed', 'skipped']),
  status: keywordActionStatus.nullable(),
  message: z.string().nullable(),
});
export const keywordActResponse = z.object({ results: z.array(keywordActOutcome) });
export const keywordRevertRequest = z.object({ actionIds: z.array(id).min(1).max(500) });

export type KeywordGroupKind = z.infer<typeof keywordGroupKind>;
export type KeywordWindowDays = z.infer<typeof keywordWindowDays>;
export type KeeperRule = z.infer<typeof keeperRule>;
export type KeywordActionKind = z.infer<typeof keywordActionKind>;
export type KeywordActionStatus = z.infer<typeof keywordActionStatus>;
export type KeywordGroupFilter = z.infer<typeof keywordGroupFilter>;
export type KeywordGroupListRequest = z.infer<typeof keywordGroupListRequest>;
export type KeywordOccurrence = z.infer<typeof keywordOccurrence>;
export type KeywordGroup = z.infer<typeof keywordGroup>;
export type KeywordGroupListResponse = z.infer<typeof keywordGroupListResponse>;
export type KeywordGroupCountsResponse = z.infer<typeof keywordGroupCountsResponse>;
export type KeywordExportRequest = z.infer<typeof keywordExportRequest>;
export type KeywordActRequest = z.infer<typeof keywordActRequest>;
export type KeywordActOutcome = z.infer<typeof keywordActOutcome>;
export type KeywordActResponse = z.infer<typeof keywordActResponse>;

export const KeywordApi = {
  list: { path: '/v1/keyword/group_list', body: keywordGroupListRequest, response: keywordGroupListResponse },
  counts: {
    path: '/v1/keyword/group_counts',
    body: keywordGroupFilter,
    response: keywordGroupCountsResponse,
  },
  export: { path: '/v1/keyword/group_export', body: keywordExportRequest, response: keywordExportResponse },
  act: { path: '/v1/keyword/group_act', body: keywordActRequest, response: keywordActResponse },
  revert: { path: '/v1/keyword/action_revert', body: keywordRevertRequest, response: keywordActResponse },
} as const satisfies Record<string, Endpoint>;
