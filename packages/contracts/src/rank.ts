import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { requiredText, text } from './primitives.ts';
import { id, page, pageOf, pageSize } from './validation.ts';
import { schemaText } from './validation-messages.ts';

/**
 * Keyword rankings: a product's organic and sponsored position in Amazon's search results for the keywords
 * a seller tracks, per day. Amazon has no API for them: they come from a rank source (a rank tracker's
 * feed) or from the CSV exports of Helium 10 Keyword Tracker and SellerSprite.
 */

/** Positions above this read as "beyond 300": trackers stop counting after a few result pages. */
export const RANK_BEYOND = 300;
/** At most this many keywords are tracked per shop and ASIN. */
export const MAX_TRACKED_PER_ASIN = 200;
/** The largest rank export one import takes (a year of 2,000 keywords is about 50 MB). */
export const RANK_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** Bad rows listed by line in an import's answer; the rest are counted. */
export const RANK_IMPORT_LISTED_ERRORS = 200;

const asin = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{10}$/i, schemaText('asinAny'))
  .transform((value) => value.toUpperCase());
const keywordText = requiredText(200);

export const rankListRequest = z.object({
  shopId: id.optional(),
  asin: text(20).optional(),
  /** Substring of the keyword, case-insensitive. */
  text: text(200).optional(),
  page,
  pageSize,
  sortField: z.enum(['organicRank', 'sponsoredRank', 'organicChange7', 'keyword']).default('organicRank'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

/** A rank on a day: null when the product was not found in the results (not indexed, or no ad shown). */
const rankValue = z.number().int().min(1).nullable();

export const rankedKeyword = z.object({
  id: id,
  shopId: id,
  shopName: z.string(),
  currencyCode: z.string(),
  asin: z.string(),
  keyword: z.string(),
  /** The last day with a rank, and the ranks that day. */
  date: z.string().nullable(),
  organicRank: rankValue,
  sponsoredRank: rankValue,
  /** Positions gained (positive) or lost since 1, 7 and 30 days before `date`; null without both ranks. */
  organicChange: z.object({
    d1: z.number().nullable(),
    d7: z.number().nullable(),
    d30: z.number().nullable(),
  }),
  sponsoredChange: z.object({
    d1: z.number().nullable(),
    d7: z.number().nullable(),
    d30: z.number().nullable(),
  }),
  /** Organic rank of the last 30 days, oldest first (null: not indexed that day or no rank known). */
  trend: z.array(rankValue),
  /** The keyword's own ads for this ASIN over the last 30 days (spTargeting, 7-day attribution). */
  ads: z.object({
    keywordIds: z.array(z.string()),
    impressions: z.number(),
    clicks: z.number(),
    cost: z.number(),
    orders: z.number(),
    sales: z.number(),
    acos: z.number().nullable(),
    /**
     * Amazon's top-of-search impression share, the average of the days it was reported, as a fraction like
     * every ratio here (0.23 = 23 %; Amazon's report gives 23).
     */
    topOfSearchImpressionShare: z.number().nullable(),
  }),
  source: z.enum(['feed', 'csv']).nullable(),
});

export const rankHistoryRequest = z.object({ id, days: z.number().int().min(7).max(365).default(90) });
export const rankHistoryResponse = z.object({
  keyword: rankedKeyword,
  days: z.array(z.object({ date: z.string(), organicRank: rankValue, sponsoredRank: rankValue })),
  /**
   * What the seller changed on the keyword: negations of its text, and the pauses of its keywords made from the
   * duplicates page (resumed when reverted). Termwise changes no bids, so no bid changes are marked.
   */
  events: z.array(
    z.object({ date: z.string(), kind: z.enum(['negated', 'paused', 'resumed']), detail: z.string() }),
  ),
});

export const rankTrackRequest = z.object({
  shopId: id,
  asin,
  keywords: z.array(keywordText).min(1).max(MAX_TRACKED_PER_ASIN),
});
export const rankUntrackRequest = z.object({ ids: z.array(id).min(1).max(200) });
export const rankSuggestionsRequest = z.object({ shopId: id, asin });
export const rankSuggestionsResponse = z.object({
  rows: z.array(z.object({ keyword: z.string(), orders: z.number(), clicks: z.number(), sales: z.number() })),
});

export const rankCsvFormat = z.enum(['helium10', 'sellersprite']);
/**
 * The export is the request's body as it was downloaded (`Content-Type: text/csv`, UTF-8 with or without
 * BOM), streamed: the server never holds the whole file. The shop goes in the query string.
 */
export const rankImportQuery = z.object({ shopId: id });
export const rankImportResponse = z.object({
  format: rankCsvFormat.nullable(),
  /** Rows that would be (preview) or were (commit) written, new or changed. */
  accepted: z.number().int(),
  unchanged: z.number().int(),
  keywords: z.number().int(),
  /** The first bad rows, each named by its line and why (in the caller's language). */
  errors: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Every bad row, also those past the ones listed. */
  errorCount: z.number().int(),
  sample: z.array(
    z.object({
      date: z.string(),
      asin: z.string(),
      keyword: z.string(),
      organicRank: rankValue,
      sponsoredRank: rankValue,
    }),
  ),
});

export type RankListRequest = z.infer<typeof rankListRequest>;
export type RankedKeyword = z.infer<typeof rankedKeyword>;
export type RankHistoryResponse = z.infer<typeof rankHistoryResponse>;
export type RankImportResponse = z.infer<typeof rankImportResponse>;
export type RankSuggestionsResponse = z.infer<typeof rankSuggestionsResponse>;

export const RankApi = {
  list: { path: '/v1/rank/list', body: rankListRequest, response: pageOf(rankedKeyword) },
  history: { path: '/v1/rank/history', body: rankHistoryRequest, response: rankHistoryResponse },
  track: {
    path: '/v1/rank/track',
    body: rankTrackRequest,
    response: z.object({ tracked: z.number().int() }),
  },
  untrack: {
    path: '/v1/rank/untrack',
    body: rankUntrackRequest,
    response: z.object({ untracked: z.number().int() }),
  },
  suggestions: {
    path: '/v1/rank/suggestions',
    body: rankSuggestionsRequest,
    response: rankSuggestionsResponse,
  },
  importPreview: {
    path: '/v1/rank/import_preview',
    query: rankImportQuery,
    upload: 'text/csv',
    response: rankImportResponse,
  },
  importCommit: {
    path: '/v1/rank/import_commit',
    query: rankImportQuery,
    upload: 'text/csv',
    response: rankImportResponse,
  },
} as const satisfies Record<string, Endpoint>;
