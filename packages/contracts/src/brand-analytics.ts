import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { calendarDate, requiredText, text } from './primitives.ts';
import { id, page, pageOf, pageSize } from './validation.ts';
import { schemaText } from './validation-messages.ts';

/**
 * Brand Analytics (ABA) search terms: reports imported per marketplace and period from the Selling Partner
 * API, browsed by search frequency rank. Every call needs the role AUTOMATIC:PRODUCT:SELECTION (or R_SUPER).
 */

export const ABA_PERIODS = ['WEEK', 'MONTH'] as const;
export const abaPeriod = z.enum(ABA_PERIODS);
export type AbaPeriod = z.infer<typeof abaPeriod>;
/**
 * The most weeks one backfill asks for: the newest week and the 52 before it, so the seasonal view (the
 * same week a year ago) has its year.
 */
export const ABA_BACKFILL_MAX_WEEKS = 53;

const marketplaceId = requiredText(32);

export const abaPeriodView = z.object({
  reportPeriod: abaPeriod,
  startDate: z.string(),
  endDate: z.string(),
  terms: z.number().int(),
});

export const abaMarketplace = z.object({
  marketplaceId: z.string(),
  countryCode: z.string(),
  /** A Seller Central (SP-API) authorization reaches this marketplace's reports. */
  authorized: z.boolean(),
  /** Periods loaded, newest first. */
  periods: z.array(abaPeriodView),
  /** The departments the newest loaded report names: what an import's department filter picks from. */
  departments: z.array(z.string()),
});

export const abaImportRequest = z.object({
  marketplaceId,
  reportPeriod: abaPeriod,
  /** A Sunday for a WEEK, the first of a month for a MONTH; the period must have ended. */
  startDate: calendarDate,
  /** Keep only these departments while loading; empty: all of them. */
  departments: z.array(requiredText(100)).max(50).default([]),
});

/** The largest Seller Central download accepted: a US week is about 1 GB of CSV. */
export const ABA_UPLOAD_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/**
 * A Seller Central "Search Terms" CSV download, uploaded by hand (the file is the request body), for the
 * period the seller picked. The file holds every department it was downloaded with.
 */
export const abaUploadQuery = z.object({ marketplaceId, reportPeriod: abaPeriod, startDate: calendarDate });

export const abaBackfillRequest = z.object({
  marketplaceId,
  weeks: z.number().int().min(1).max(ABA_BACKFILL_MAX_WEEKS).default(ABA_BACKFILL_MAX_WEEKS),
  departments: z.array(requiredText(100)).max(50).default([]),
});

export const abaImportView = z.object({
  id: z.string(),
  marketplaceId: z.string(),
  reportPeriod: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(['loading', 'ready', 'replaced', 'failed']),
  source: z.enum(['api', 'csv']),
  departments: z.array(z.string()),
  terms: z.number().int(),
  error: z.string().nullable(),
  /** The job loading it, whose progress the screen polls. */
  jobId: z.string().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
});

export const ABA_SORT_FIELDS = [
  'rank',
  'change1',
  'change4',
  'change12',
  'clickShareTop3',
  'conversionShareTop3',
] as const;

const abaTermFilter = z.object({
  marketplaceId,
  reportPeriod: abaPeriod.default('WEEK'),
  /** The period's first day; the newest loaded one when left out. */
  startDate: calendarDate.optional(),
  /** Every word must occur in the term (space-separated). */
  include: text(200).default(''),
  /** No word may occur in the term. */
  exclude: text(200).default(''),
  department: text(100).default(''),
  minWords: z.number().int().min(1).max(20).optional(),
  maxWords: z.number().int().min(1).max(20).optional(),
  rankMin: z.number().int().min(1).optional(),
  rankMax: z.number().int().min(1).optional(),
  /** Ranks climbed since the previous period at least (negative: fell at most that far). */
  minRankGain: z.number().int().optional(),
  /** Top-3 click share (0-1) at most: markets no ASIN dominates. */
  maxClickShareTop3: z.number().min(0).max(3).optional(),
  maxConversionShareTop3: z.number().min(0).max(3).optional(),
  /** An ASIN, or a word of a brand or title, among the top three clicked products. */
  asinOrBrand: text(100).default(''),
  sortField: z.enum(ABA_SORT_FIELDS).default('rank'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});

/** Minimums at most their maximums. */
function checkRanges(body: z.infer<typeof abaTermFilter>, context: z.RefinementCtx) {
  if (body.minWords && body.maxWords && body.minWords > body.maxWords)
    context.addIssue({ code: 'custom', path: ['maxWords'], message: schemaText('atLeastMinWords') });
  if (body.rankMin && body.rankMax && body.rankMin > body.rankMax)
    context.addIssue({ code: 'custom', path: ['rankMax'], message: schemaText('atLeastRankMin') });
}

export const abaSearchTermsRequest = abaTermFilter.extend({ page, pageSize }).superRefine(checkRanges);

/** The most rows one export gives: a filter narrows the rest (Seller Central's own download has them all). */
export const ABA_EXPORT_MAX_ROWS = 50_000;

/** The filtered terms, sorted as asked (by rank unless told), as a CSV file with headers in `lang`. */
export const abaExportRequest = abaTermFilter
  .extend({ lang: z.enum(['zh-CN', 'en-US']).default('zh-CN') })
  .superRefine(checkRanges);

export const abaExportResponse = z.object({
  fileName: z.string(),
  csv: z.string(),
  rows: z.number().int(),
  /** The filter finds more than ABA_EXPORT_MAX_ROWS terms: the file has the first of them. */
  truncated: z.boolean(),
});

export const abaClickedAsin = z.object({
  asin: z.string(),
  title: z.string(),
  /** Its main image from Amazon's catalog, fetched after the import; '' until then, or when it has none. */
  imageUrl: z.string(),
  clickShare: z.number(),
  conversionShare: z.number(),
});

export const abaSearchTermRow = z.object({
  searchTerm: z.string(),
  department: z.string(),
  rank: z.number().int(),
  /** Ranks climbed since 1, 4 and 12 periods back (positive: rising); null when it was not ranked then. */
  change1: z.number().int().nullable(),
  change4: z.number().int().nullable(),
  change12: z.number().int().nullable(),
  top: z.array(abaClickedAsin),
  clickShareTop3: z.number(),
  conversionShareTop3: z.number(),
});

/**
 * A filtered week is counted up to this many terms: counting every match of a word among a US week's
 * million terms would take longer than finding the page. The unfiltered week's count is exact.
 */
export const ABA_COUNT_LIMIT = 2_000;

export const abaSearchTermsResponse = pageOf(abaSearchTermRow).extend({
  /** The period shown; null when nothing is loaded for the marketplace yet. */
  period: abaPeriodView.nullable(),
  /** The filter finds more than `total` (ABA_COUNT_LIMIT) terms; the pages reach the first `total`. */
  totalCapped: z.boolean(),
});

export const abaTermHistoryRequest = z.object({
  marketplaceId,
  reportPeriod: abaPeriod.default('WEEK'),
  searchTerm: requiredText(200),
});

export const abaTermHistoryResponse = z.object({
  points: z.array(z.object({ startDate: z.string(), rank: z.number().int().nullable() })),
});

/**
 * Product radar views over the loaded ABA history: terms rising over 4 or 12 periods, markets no ASIN
 * dominates, terms new since the previous periods, and terms that climbed in the coming weeks a year ago.
 */
export const RADAR_VIEWS = ['rising', 'unowned', 'new', 'seasonal'] as const;
export const radarView = z.enum(RADAR_VIEWS);
export type RadarView = z.infer<typeof radarView>;
/** Periods of rank trend each radar row carries. */
export const RADAR_TREND_PERIODS = 12;

export const abaRadarRequest = z.object({
  marketplaceId,
  reportPeriod: abaPeriod.default('WEEK'),
  view: radarView.default('rising'),
  /** Rising: the periods the growth is measured over. */
  horizon: z.union([z.literal(4), z.literal(12)]).default(4),
  /** Unowned: the top three clicked ASINs take at most this click share (0-1). */
  maxClickShareTop3: z.number().min(0).max(1).default(0.35),
  /** Only terms ranked this high or better: radar rows are worth a look only with real demand. */
  rankMax: z.number().int().min(1).default(100_000),
  /** Every word must occur in the term (space-separated). */
  include: text(200).default(''),
  department: text(100).default(''),
  page,
  pageSize,
});

export const abaRadarRow = abaSearchTermRow.extend({
  /** Rising: times better the rank is than `horizon` periods back; seasonal: how much it climbed a year ago. */
  growth: z.number().nullable(),
  /** Rank in the last periods, oldest first (null: not ranked then). */
  trend: z.array(z.number().int().nullable()),
});

export const abaRadarResponse = pageOf(abaRadarRow).extend({
  period: abaPeriodView.nullable(),
  /** The view needs periods that are not loaded (e.g. the same weeks a year ago): import them first. */
  missingPeriods: z.array(z.string()),
});

/** Search-term rankings: the shop's own search terms by ad performance, beside their ABA demand. */
export const TERM_RANKING_SORT_FIELDS = [
  'spend',
  'sales',
  'orders',
  'acos',
  'cvr',
  'clicks',
  'abaRank',
] as const;
export const TERM_RANKING_FLAGS = ['opportunity', 'waste'] as const;
export const termRankingFlag = z.enum(TERM_RANKING_FLAGS);

export const termRankingsRequest = z.object({
  shopId: id,
  /** Days of ad data summed, ending with the shop's last reported day. */
  days: z.union([z.literal(7), z.literal(14), z.literal(30), z.literal(60), z.literal(90)]).default(30),
  /** High demand: ABA search frequency rank at this or better. */
  highDemandRank: z.number().int().min(1).max(10_000_000).default(10_000),
  flag: termRankingFlag.optional(),
  /** Every word must occur in the term (space-separated). */
  include: text(200).default(''),
  sortField: z.enum(TERM_RANKING_SORT_FIELDS).default('spend'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize,
});

export const termRankingRow = z.object({
  searchTerm: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  spend: z.number(),
  sales: z.number(),
  orders: z.number(),
  /** Spend / sales; null without sales. */
  acos: z.number().nullable(),
  /** Orders / clicks; null without clicks. */
  cvr: z.number().nullable(),
  /** In the newest loaded ABA week of the shop's marketplace; null: not among its terms (or none loaded). */
  abaRank: z.number().int().nullable(),
  /** Ranks climbed since the week before (positive: rising). */
  abaChange1: z.number().int().nullable(),
  /** The shop's own product among the term's top three clicked ASINs, with its shares. */
  own: abaClickedAsin.nullable(),
  flag: termRankingFlag.nullable(),
});

export const termRankingsResponse = pageOf(termRankingRow).extend({
  currencyCode: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The ABA week joined; null when none is loaded for the shop's marketplace. */
  period: abaPeriodView.nullable(),
  /** The shop's figures the flags compare with: its CVR and its average spend per term over the window. */
  shopCvr: z.number().nullable(),
  averageSpend: z.number(),
});

export type AbaRadarRequest = z.input<typeof abaRadarRequest>;
export type AbaRadarRow = z.infer<typeof abaRadarRow>;
export type TermRankingsRequest = z.input<typeof termRankingsRequest>;
export type TermRankingRow = z.infer<typeof termRankingRow>;
export type TermRankingFlag = z.infer<typeof termRankingFlag>;

export type AbaMarketplaceView = z.infer<typeof abaMarketplace>;
export type AbaImportView = z.infer<typeof abaImportView>;
export type AbaSearchTermsRequest = z.input<typeof abaSearchTermsRequest>;
export type AbaExportRequest = z.input<typeof abaExportRequest>;
export type AbaSearchTermRow = z.infer<typeof abaSearchTermRow>;
export type AbaSearchTermsResponse = z.infer<typeof abaSearchTermsResponse>;

export const AbaApi = {
  marketplaces: {
    path: '/v1/aba/marketplaces',
    response: z.object({ marketplaces: z.array(abaMarketplace) }),
  },
  import: { path: '/v1/aba/import', body: abaImportRequest, response: z.object({ jobId: z.string() }) },
  upload: {
    path: '/v1/aba/upload',
    query: abaUploadQuery,
    upload: 'text/csv',
    response: z.object({ jobId: z.string() }),
  },
  backfill: {
    path: '/v1/aba/backfill',
    body: abaBackfillRequest,
    response: z.object({ jobIds: z.array(z.string()) }),
  },
  imports: {
    path: '/v1/aba/imports',
    body: z.object({ marketplaceId: marketplaceId.optional() }),
    response: z.object({ rows: z.array(abaImportView) }),
  },
  searchTerms: {
    path: '/v1/aba/search_terms',
    body: abaSearchTermsRequest,
    response: abaSearchTermsResponse,
  },
  termHistory: {
    path: '/v1/aba/term_history',
    body: abaTermHistoryRequest,
    response: abaTermHistoryResponse,
  },
  radar: { path: '/v1/aba/radar', body: abaRadarRequest, response: abaRadarResponse },
  export: { path: '/v1/aba/search_terms_export', body: abaExportRequest, response: abaExportResponse },
  termRankings: {
    path: '/v1/aba/search_term_rankings',
    body: termRankingsRequest,
    response: termRankingsResponse,
  },
} as const satisfies Record<string, Endpoint>;
