import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { calendarDate, requiredText, text } from './primitives.ts';
import { page, pageOf, pageSize } from './validation.ts';
import { schemaText } from './validation-messages.ts';

/**
 * Brand Analytics (ABA) search terms: reports imported per marketplace and period from the Selling Partner
 * API, browsed by search frequency rank. Every call needs the role AUTOMATIC:PRODUCT:SELECTION (or R_SUPER).
 */

export const ABA_PERIODS = ['WEEK', 'MONTH'] as const;
export const abaPeriod = z.enum(ABA_PERIODS);
export type AbaPeriod = z.infer<typeof abaPeriod>;
/** The most weeks one backfill asks for. */
export const ABA_BACKFILL_MAX_WEEKS = 52;

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
});

export const abaImportRequest = z.object({
  marketplaceId,
  reportPeriod: abaPeriod,
  /** A Sunday for a WEEK, the first of a month for a MONTH; the period must have ended. */
  startDate: calendarDate,
  /** Keep only these departments while loading; empty: all of them. */
  departments: z.array(requiredText(100)).max(50).default([]),
});

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

export const abaSearchTermsRequest = z
  .object({
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
    page,
    pageSize,
  })
  .superRefine((body, context) => {
    if (body.minWords && body.maxWords && body.minWords > body.maxWords)
      context.addIssue({ code: 'custom', path: ['maxWords'], message: schemaText('atLeastMinWords') });
    if (body.rankMin && body.rankMax && body.rankMin > body.rankMax)
      context.addIssue({ code: 'custom', path: ['rankMax'], message: schemaText('atLeastRankMin') });
  });

export const abaClickedAsin = z.object({
  asin: z.string(),
  title: z.string(),
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

export const abaSearchTermsResponse = pageOf(abaSearchTermRow).extend({
  /** The period shown; null when nothing is loaded for the marketplace yet. */
  period: abaPeriodView.nullable(),
});

export const abaTermHistoryRequest = z.object({
  marketplaceId,
  reportPeriod: abaPeriod.default('WEEK'),
  searchTerm: requiredText(200),
});

export const abaTermHistoryResponse = z.object({
  points: z.array(z.object({ startDate: z.string(), rank: z.number().int().nullable() })),
});

export type AbaMarketplaceView = z.infer<typeof abaMarketplace>;
export type AbaImportView = z.infer<typeof abaImportView>;
export type AbaSearchTermsRequest = z.input<typeof abaSearchTermsRequest>;
export type AbaSearchTermRow = z.infer<typeof abaSearchTermRow>;
export type AbaSearchTermsResponse = z.infer<typeof abaSearchTermsResponse>;

export const AbaApi = {
  marketplaces: {
    path: '/v1/aba/marketplaces',
    response: z.object({ marketplaces: z.array(abaMarketplace) }),
  },
  import: { path: '/v1/aba/import', body: abaImportRequest, response: z.object({ jobId: z.string() }) },
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
} as const satisfies Record<string, Endpoint>;
