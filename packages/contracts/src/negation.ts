import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failureReason } from './failure.ts';
import { adRatios, adTotals, chartMetric } from './metrics.ts';
import { calendarDate, dateRange, requiredText, text } from './primitives.ts';
import {
  ASIN_PATTERN,
  amazonId,
  id,
  MAX_FILTER_RANGE_DAYS,
  MAX_RANGE_DAYS,
  page,
  pageOf,
  pageSize,
} from './validation.ts';
import { schemaText } from './validation-messages.ts';

/**
 * Negative keywords: the negation log (home page, bell, keyword log and comparison modals), handling
 * (confirm, reject, revert, run now, data refresh) and charts. Field names of the SPEC calls are kept
 * exactly, `iteamName` included.
 */

export const negationFlag = z.union([z.literal(1), z.literal(2)]);
export const negativeMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE']);
/** What a negation row carries: a negative keyword match type, or ASIN_SAME_AS for a negative product target. */
export const negationMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE', 'ASIN_SAME_AS']);
export const negationLevel = z.enum(['adGroup', 'campaign']);
/** `adjusted`: a keyword review acted on (the keyword's bid lowered or the keyword paused), not negated. */
export const negationStatus = z.enum([
  'pending',
  'applying',
  'applied',
  'rejected',
  'failed',
  'reverted',
  'adjusted',
]);

/**
 * The numbers behind a `reachProbability` (see `ruleMetric`): "4 % chance to reach 30 % ACOS: 60 clicks,
 * 2 orders; product converts 9.5 %, break-even 12.1 %". `baseline` says whether the product's own rates
 * or the shop's (a product under 100 clicks in 90 days) stood in for `productCvr` and the order value.
 */
export const negationConfidence = z.object({
  reachProbability: z.number(),
  clicks: z.number(),
  orders: z.number(),
  cpc: z.number(),
  productCvr: z.number(),
  averageOrderValue: z.number(),
  breakEvenCvr: z.number(),
  /** The rule's ACOS target the break-even rate is for (a fraction). */
  acosTarget: z.number(),
  priorClicks: z.number(),
  baseline: z.enum(['product', 'shop']),
});
export type NegationConfidence = z.infer<typeof negationConfidence>;

/** Window totals that made a term match, stored on the negation as its evidence. */
export const triggerMetrics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  attributionDays: z.number().int(),
  ...adTotals,
  ...adRatios,
  currencyCode: z.string(),
  /** Set when the rule had a `reachProbability` condition (and the term had a baseline to measure by). */
  confidence: negationConfidence.optional(),
});

/**
 * What a matched term becomes. `negate`; or, when the term is a keyword the seller targets at that place,
 * a review of that keyword for a person: `lowerBid` when it still sells, `pauseKeyword` when it does not.
 */
export const negationRecommendation = z.enum(['negate', 'lowerBid', 'pauseKeyword']);
export type NegationRecommendation = z.infer<typeof negationRecommendation>;

/**
 * What a keyword review did to the seller's keyword, written down before Amazon is called (`state`
 * `sending`) so that a retry finishes the same change instead of lowering the bid a second time.
 */
export const keywordChange = z.object({
  action: z.enum(['lowerBid', 'pause']),
  keywordId: z.string(),
  keywordText: z.string(),
  /** lowerBid: the percentage chosen, and the bid before and after in the shop's currency. */
  bidChangePercent: z.number().nullable(),
  bidBefore: z.number().nullable(),
  bidAfter: z.number().nullable(),
  /** The keyword's state before the change (a revert restores it). */
  stateBefore: z.enum(['ENABLED', 'PAUSED']).nullable(),
  currencyCode: z.string(),
  state: z.enum(['sending', 'applied', 'failed', 'reverting', 'reverted']),
  changedAt: z.string().nullable(),
  revertedAt: z.string().nullable(),
});
export type KeywordChange = z.infer<typeof keywordChange>;

/** Why a matched term is not simply negated on its own; every part set is shown beside the term. */
export const negationCaution = z.object({
  /** The seller's own keyword at that place (same text, or containing the negative phrase). */
  ownKeyword: z
    .object({ keywordId: z.string(), keywordText: z.string(), matchType: z.string(), adGroupId: z.string() })
    .optional(),
  /** The same term sells in another ad group of the campaign: a person decides. */
  convertsElsewhere: z
    .object({ adGroupId: z.string(), orders: z.number(), sales: z.number(), acos: z.number().nullable() })
    .optional(),
  /** A core term had to clear the rule's higher bar. */
  coreTerm: z
    .object({ because: z.enum(['markedWord', 'exactKeyword']), word: z.string(), factor: z.number() })
    .optional(),
  /**
   * Held for a person: an automatic rule's trial run, or a run over the shop's maximum; a "negate now" under
   * the evidence bar (belowBar) or on a protected brand word (protectedTerm).
   */
  heldBack: z.enum(['trialRun', 'runMaximum', 'belowBar', 'protectedTerm']).optional(),
});
export type NegationCaution = z.infer<typeof negationCaution>;

// ---------- the SPEC calls: /v1/negLog/* ----------

export const notificationItem = z.object({
  asin: z.string(),
  /** The product title (SPEC spelling). */
  iteamName: z.string(),
  /** 1 = negated automatically in the last 7 days, 2 = awaiting confirmation. */
  flag: negationFlag,
  num: z.number().int(),
  pictureUrl: z.string(),
  /** Latest event, America/Los_Angeles, YYYY-MM-DD HH:mm. */
  time: z.string(),
  shopId: z.string(),
});
export const notificationResponse = z.object({ notification: z.array(notificationItem) });

export const negLogCheckRequest = z.object({
  asin: z.string().regex(ASIN_PATTERN, schemaText('asin')),
  flag: negationFlag,
  endDate: calendarDate,
  shopId: id.optional(),
});
/**
 * One keyword log row: the term's 30 days in the ad group (or campaign) negated, ending on its own negation
 * date when it went live (its evidence), else on the request's endDate; the window is in the row.
 */
export const keywordLogRow = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  clicks: z.number(),
  impressions: z.number(),
  costPerClick: z.number(),
  cost: z.number(),
  purchases1d: z.number(),
  purchases7d: z.number(),
  searchTerm: z.string(),
  uniqueSign: z.string(),
  matchType: negationMatchType,
  level: negationLevel,
  status: negationStatus,
  campaignName: z.string(),
  adGroupName: z.string().nullable(),
  /** Its chance to reach the ACOS target and the numbers behind it, when a probability rule found it. */
  confidence: negationConfidence.nullable(),
});
export const negLogCheckResponse = z.array(keywordLogRow);

export const dataComparisonRequest = z.object({
  uniqueSign: requiredText(128),
  /** 1 = windows ending on the negation date (the evidence), 2 = windows starting the day after it. */
  comparisonType: negationFlag,
});
/**
 * One comparison window at the negated term's place. Money is in the shop's currency; orders and sales
 * count the day of the click (1-day attribution, SPEC's purchases1d).
 */
export const comparisonPeriod = z.object({
  clicks: z.number(),
  purchases1d: z.number(),
  spend: z.number(),
  sales1d: z.number(),
  /** false: the window reaches past yesterday (or the term is not negated yet); its numbers are 0. */
  available: z.boolean(),
  /** true: the window reaches back before the first stored day, so it holds fewer days than its name. */
  partial: z.boolean(),
  /** The window's first and last day, shop time; null when it has no days yet. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
/** Spend avoided since the negation: what it spent per day before, over the days since, against actual. */
export const negationSaving = z.object({
  daysSince: z.number().int(),
  spendPerDayBefore: z.number(),
  expectedSpend: z.number(),
  actualSpend: z.number(),
  saved: z.number(),
  /**
   * What the saving is measured against: the term at the negated place only. Its spend in the shop's other
   * ad groups and campaigns over the same days is here, beside it: traffic that may have moved, not saved.
   */
  spendElsewhere: z.number(),
});
export const dataComparisonResponse = z.object({
  last7: comparisonPeriod,
  last30: comparisonPeriod,
  last65: comparisonPeriod,
  all: comparisonPeriod,
  /**
   * Type 1: the negation date, the last day of every window. Type 2: the last complete day (yesterday,
   * shop time); its windows start the day after the negation date.
   */
  endDate: z.string(),
  /** The shop-local date the negative went live; null while it is not negated. */
  negatedOn: z.string().nullable(),
  currencyCode: z.string(),
  /** null until the negative has been live for a whole day. */
  saving: negationSaving.nullable(),
});

export const negLogSortField = z.enum([
  'lastNegatedAt',
  'wastedSpend',
  'negatedCount',
  'pendingCount',
  'asin',
]);
/** The negative-keywords page's filters; the list, its terms and its KPI strip take the same ones. */
const negLogFilters = {
  shopId: id.optional(),
  asin: text(20).optional(),
  /** Substring, case-insensitive. */
  searchTerm: text(200).optional(),
  status: negationStatus.optional(),
  flag: negationFlag.optional(),
  matchType: negationMatchType.optional(),
  campaignId: amazonId.optional(),
  /** Creation date of the negation, America/Los_Angeles, inclusive. */
  startDate: calendarDate.optional(),
  endDate: calendarDate.optional(),
};
export const negLogListRequest = z
  .object({
    ...negLogFilters,
    page,
    pageSize,
    sortField: negLogSortField.default('lastNegatedAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(dateRange(MAX_FILTER_RANGE_DAYS));

/** Which term a negation (or a rule's candidate) is about, and where: shop, ASIN, campaign, ad group. */
export const negationPlace = {
  shopId: z.string(),
  asin: z.string(),
  /** The negated keyword, or the negated ASIN when matchType is ASIN_SAME_AS. */
  searchTerm: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string().nullable(),
  adGroupName: z.string().nullable(),
  level: negationLevel,
  matchType: negationMatchType,
};

/**
 * The keyword or target that bought a term most where it is negated (clicks over the trigger windows of the
 * terms listed with it): the search terms drawer opens on it. `kind` says which call parameter names it
 * (keywordId or targetId).
 */
export const matchedTargeting = z.object({
  targetingId: z.string(),
  text: z.string(),
  matchType: z.string(),
  kind: z.enum(['keyword', 'target']),
});

export const negationTerm = z.object({
  id: z.string(),
  uniqueSign: z.string(),
  ...negationPlace,
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  flag: negationFlag,
  status: negationStatus,
  recommendation: negationRecommendation,
  caution: negationCaution,
  triggerMetrics: triggerMetrics,
  amazonId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** Why sending it failed, for the seller in their language; `failureReason` keeps the details. */
  failure: failureReason.nullable(),
  /** The shop-local date it went live on Amazon. */
  negatedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null where the report holds no row of the term (or the view does not look it up). */
  matchedBy: matchedTargeting.nullable(),
  /** A keyword review's change to the keyword, once a person asked for one. */
  keywordChange: keywordChange.nullable(),
});

export const negLogAsinRow = z.object({
  shopId: z.string(),
  shopName: z.string(),
  currencyCode: z.string(),
  asin: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  negatedCount: z.number().int(),
  pendingCount: z.number().int(),
  /** Spend of the negated terms in their trigger windows. */
  wastedSpend: z.number(),
  lastNegatedAt: z.string().nullable(),
  /** The first page (`TERMS_FIRST_PAGE`, newest first) of the ASIN's terms that match the filters. */
  terms: z.array(negationTerm),
  /** How many of the ASIN's terms match the filters; further pages come from `/v1/negLog/terms`. */
  termTotal: z.number().int(),
});
export const negLogListResponse = pageOf(negLogAsinRow);

/** Terms an ASIN row of the list carries; the rest are paged on the server inside the ASIN. */
export const TERMS_FIRST_PAGE = 10;

/** One page of one ASIN's terms under the list's filters, newest first. */
export const negLogTermsRequest = z
  .object({ ...negLogFilters, shopId: id, asin: text(20), page, pageSize })
  .superRefine(dateRange(MAX_FILTER_RANGE_DAYS));
export const negLogTermsResponse = pageOf(negationTerm);

/** The KPI strip follows every filter of the list (its paging and sorting aside). */
export const negLogKpiRequest = z
  .object(negLogFilters)
  .superRefine(dateRange(MAX_FILTER_RANGE_DAYS))
  .default({});
export const negLogKpiResponse = z.object({
  negatedCount: z.number().int(),
  pendingCount: z.number().int(),
  failedCount: z.number().int(),
  /** Per currency, as shops of one organisation may sell in several. */
  wastedSpend: z.array(z.object({ currencyCode: z.string(), amount: z.number() })),
});

// ---------- handling and charts: /v1/negOper/* ----------

export const negProcessingAction = z.enum(['confirm', 'reject', 'revert']);
export const negProcessingRequest = z.union([
  z.object({ ids: z.array(id).min(1, schemaText('oneId')).max(200), action: negProcessingAction }),
  z.object({ shopId: id, run: z.literal(true) }),
]);
export const negProcessingOutcome = z.object({
  id: z.string(),
  /** `skipped`: the row was not in a state the action applies to (e.g. confirming an applied one). */
  outcome: z.enum(['applied', 'rejected', 'reverted', 'failed', 'skipped', 'not_found']),
  status: negationStatus.nullable(),
  /** Why it was not done, in English with the details. */
  message: z.string().nullable(),
  /** Why it was not done, for the seller in their language (`amazonAuthorization`: re-authorize). */
  failure: failureReason.nullable(),
});
/** `results` for ids (one per id, same order); `jobId` for a run of the rules. */
export const negProcessingResponse = z.object({
  results: z.array(negProcessingOutcome),
  jobId: z.string().nullable(),
});

/** The percentage a keyword review lowers a bid by, unless the person picks another. */
export const BID_CHANGE_PERCENT = { default: 20, min: 5, max: 90 } as const;
export const keywordReviewAction = z.enum(['lowerBid', 'pause', 'revert']);
/**
 * Acting on keyword reviews (the term is the seller's own keyword there): lower the keyword's bid by a
 * percentage, pause it, or revert such a change. Admins only; one outcome per id as neg_processing.
 */
export const keywordReviewRequest = z.object({
  ids: z.array(id).min(1, schemaText('oneId')).max(200),
  action: keywordReviewAction,
  bidChangePercent: z
    .number()
    .int()
    .min(BID_CHANGE_PERCENT.min)
    .max(BID_CHANGE_PERCENT.max)
    .default(BID_CHANGE_PERCENT.default),
});

export const dataRefreshRequest = z.object({ shopId: id });

export const chartLevel = z.enum(['campaign', 'adGroup', 'keyword', 'target', 'searchTerm']);
export const controlChartRequest = z
  .object({
    shopId: id,
    level: chartLevel,
    /** Amazon id of the campaign, ad group, keyword or target; the term itself for searchTerm. */
    id: requiredText(200),
    /**
     * With searchTerm: the term in this ad group only (where a negation acts), its markers only those of
     * that place; without it, the term across the whole shop.
     */
    adGroupId: amazonId.optional(),
    startDate: calendarDate,
    endDate: calendarDate,
    metrics: z
      .array(chartMetric)
      .min(1)
      .default(['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc']),
  })
  .superRefine(dateRange(MAX_RANGE_DAYS));
/** Every day of the range appears; metrics not asked for are left out; acos/cpc are null without a base. */
export const chartPoint = z
  .object({ ...adTotals, acos: adRatios.acos, cpc: adRatios.cpc })
  .partial()
  .extend({ date: z.string() });
export const chartMarker = z.object({
  date: z.string(),
  event: z.enum(['negated', 'reverted']),
  negationId: z.string(),
  searchTerm: z.string(),
  matchType: negationMatchType,
  level: negationLevel,
});
export const controlChartResponse = z.object({
  series: z.array(chartPoint),
  markers: z.array(chartMarker),
  currencyCode: z.string(),
});

export const keywordToSearchTermRequest = z
  .object({
    shopId: id,
    keywordId: amazonId.optional(),
    targetId: amazonId.optional(),
    startDate: calendarDate,
    endDate: calendarDate,
  })
  .refine((body) => Boolean(body.keywordId) !== Boolean(body.targetId), {
    message: schemaText('keywordOrTarget'),
    path: ['keywordId'],
  })
  .superRefine(dateRange(MAX_RANGE_DAYS));
export const matchedSearchTerm = z.object({
  searchTerm: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  ...adTotals,
  ...adRatios,
  negated: z.boolean(),
  /** The negation covering it here (pending, applying or applied), if any. */
  negationId: z.string().nullable(),
  negationStatus: negationStatus.nullable(),
});
export const keywordToSearchTermResponse = pageOf(matchedSearchTerm);

export type NegationFlag = z.infer<typeof negationFlag>;
export type NegationStatusName = z.infer<typeof negationStatus>;
export type NegationMatchType = z.infer<typeof negationMatchType>;
export type TriggerMetrics = z.infer<typeof triggerMetrics>;
export type NotificationItem = z.infer<typeof notificationItem>;
export type NotificationResponse = z.infer<typeof notificationResponse>;
export type NegLogCheckRequest = z.infer<typeof negLogCheckRequest>;
export type KeywordLogRow = z.infer<typeof keywordLogRow>;
export type DataComparisonRequest = z.infer<typeof dataComparisonRequest>;
export type DataComparisonResponse = z.infer<typeof dataComparisonResponse>;
export type NegLogListRequest = z.infer<typeof negLogListRequest>;
export type NegationTerm = z.infer<typeof negationTerm>;
export type MatchedTargeting = z.infer<typeof matchedTargeting>;
export type NegLogAsinRow = z.infer<typeof negLogAsinRow>;
export type NegLogListResponse = z.infer<typeof negLogListResponse>;
export type NegLogTermsRequest = z.infer<typeof negLogTermsRequest>;
export type NegLogTermsResponse = z.infer<typeof negLogTermsResponse>;
export type NegLogKpiRequest = z.infer<typeof negLogKpiRequest>;
export type NegLogKpiResponse = z.infer<typeof negLogKpiResponse>;
export type NegProcessingRequest = z.infer<typeof negProcessingRequest>;
export type NegProcessingOutcome = z.infer<typeof negProcessingOutcome>;
export type NegProcessingResponse = z.infer<typeof negProcessingResponse>;
export type KeywordReviewAction = z.infer<typeof keywordReviewAction>;
export type KeywordReviewRequest = z.input<typeof keywordReviewRequest>;
export type ControlChartRequest = z.infer<typeof controlChartRequest>;
export type ControlChartResponse = z.infer<typeof controlChartResponse>;
export type ChartMarkerShape = z.infer<typeof chartMarker>;
export type KeywordToSearchTermRequest = z.infer<typeof keywordToSearchTermRequest>;
export type KeywordToSearchTermResponse = z.infer<typeof keywordToSearchTermResponse>;

export const NegationApi = {
  notification: { path: '/v1/negLog/notification', response: notificationResponse },
  check: { path: '/v1/negLog/check', body: negLogCheckRequest, response: negLogCheckResponse },
  dataComparison: {
    path: '/v1/negLog/data_comparison',
    body: dataComparisonRequest,
    response: dataComparisonResponse,
  },
  list: { path: '/v1/negLog/list', body: negLogListRequest, response: negLogListResponse },
  terms: { path: '/v1/negLog/terms', body: negLogTermsRequest, response: negLogTermsResponse },
  kpi: { path: '/v1/negLog/kpi', body: negLogKpiRequest, response: negLogKpiResponse },
  processing: {
    path: '/v1/negOper/neg_processing',
    body: negProcessingRequest,
    response: negProcessingResponse,
  },
  keywordReview: {
    path: '/v1/negOper/keyword_review',
    body: keywordReviewRequest,
    response: negProcessingResponse,
  },
  /** Starts the shop's report sync; the page follows the job's progress. */
  dataRefresh: {
    path: '/v1/negOper/data_refresh',
    body: dataRefreshRequest,
    response: z.object({ jobId: z.string() }),
  },
  controlChart: {
    path: '/v1/negOper/control_chart',
    body: controlChartRequest,
    response: controlChartResponse,
  },
  keywordToSearchTerm: {
    path: '/v1/negOper/keyword_to_sechTerm',
    body: keywordToSearchTermRequest,
    response: keywordToSearchTermResponse,
  },
} as const satisfies Record<string, Endpoint>;
