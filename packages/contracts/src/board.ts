import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { adRatios, adTotals } from './metrics.ts';
import { calendarDate, dateRange, requiredText } from './primitives.ts';
import { amazonId, id } from './validation.ts';

/** The board: how the ads did over a range against the period before it, and what negation saved. */

/** A board range is at most a year; the previous period doubles what is read. */
export const MAX_BOARD_RANGE_DAYS = 366;
/** Days a click's orders keep arriving (Amazon's 7-day attribution): younger days are provisional. */
export const ATTRIBUTION_DAYS = 7;
/** How many wasting terms the board lists. */
export const BOARD_WORST_TERMS = 10;
/**
 * A term is "wasting" only on the evidence a rule would ask for (the seeded automatic rule's bar): at least
 * this many clicks without an order over this many days up to the board's end, whatever its period.
 */
export const WASTING_MIN_CLICKS = 15;
export const WASTING_WINDOW_DAYS = 30;
/** Savings compare a term's average daily spend over this many days up to its negation with after it. */
export const SAVINGS_BEFORE_DAYS = 30;
/** Savings count the negations in force during the range that were made up to this many days before its end. */
export const SAVINGS_LOOKBACK_DAYS = 365;

export const boardRequest = z
  .object({
    /** Empty: every shop of the organisation. */
    shopIds: z.array(id).max(200).default([]),
    /** Shop-local dates, inclusive. */
    startDate: calendarDate,
    endDate: calendarDate,
  })
  .superRefine(dateRange(MAX_BOARD_RANGE_DAYS));

/** Spend is `cost`; orders and sales use Amazon's 7-day attribution, as the Amazon console does. */
export const boardMetrics = z.object({ ...adTotals, ...adRatios });

export const boardTrendPoint = z.object({
  date: z.string(),
  cost: z.number(),
  sales: z.number(),
  acos: z.number().nullable(),
  /** Negations that went live on Amazon that day in this currency's shops. */
  negations: z.number().int(),
});

export const boardSavings = z.object({
  /** Negations in force during the range: made before its last day, up to a year before its end. */
  terms: z.number().int(),
  /** Sum over those terms of their average daily spend in the 30 days up to the negation date. */
  dailySpendBefore: z.number(),
  /** Sum over those terms of their average daily spend on the range's days after the negation. */
  dailySpendAfter: z.number(),
  /** Sum over the terms of daily before x the range's days after, minus their real spend on those days. */
  saved: z.number(),
  /**
   * What those terms cost on the range's days after their negation in places none of their negatives
   * covers (other ad groups or campaigns): spend that moved rather than stopped. Not taken off `saved`.
   */
  spendElsewhere: z.number(),
});

/** One currency's shops: figures of different currencies are never added together. */
export const boardCurrencyGroup = z.object({
  currencyCode: z.string(),
  shopIds: z.array(z.string()),
  current: boardMetrics,
  previous: boardMetrics,
  trend: z.array(boardTrendPoint),
  savings: boardSavings,
});

/**
 * Every shop of the board in the organisation's home currency, converted at its rates: spend, sales and
 * savings converted, counts as they are, ratios worked out again from the converted sums.
 */
export const boardHomeGroup = boardCurrencyGroup.extend({
  /** The oldest date of the rates used: the conversion is only as current as that. */
  ratesAsOf: z.string(),
});

export const boardWastingTerm = z.object({
  shopId: z.string(),
  shopName: z.string(),
  currencyCode: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string(),
  adGroupName: z.string(),
  searchTerm: z.string(),
  ...adTotals,
});

export const boardShopRow = z.object({
  shopId: z.string(),
  shopName: z.string(),
  currencyCode: z.string(),
  current: boardMetrics,
  previous: boardMetrics,
  /** Negations that went live within the range. */
  negated: z.number().int(),
  /** Proposals waiting for a person now. */
  pending: z.number().int(),
});

export const boardResponse = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** The period of the same length just before the range. */
  previousStartDate: z.string(),
  previousEndDate: z.string(),
  /**
   * The first day whose orders and sales Amazon may still add to (7-day attribution: a click converts for
   * 7 days), in the earliest zone of the shops: days from it on are provisional wherever compared or drawn.
   */
  provisionalFrom: z.string(),
  groups: z.array(boardCurrencyGroup),
  /** Set when the organisation has a home currency and the shops use another or several. */
  home: boardHomeGroup.nullable(),
  /**
   * Search terms with at least WASTING_MIN_CLICKS clicks and no order over `wastingFrom` to the range's end
   * (WASTING_WINDOW_DAYS, or the range when longer), not negated where they ran and not a keyword the
   * seller targets; most clicks first (clicks compare across currencies, spend does not).
   */
  worstTerms: z.array(boardWastingTerm),
  wastingFrom: z.string(),
  shops: z.array(boardShopRow),
});

export const boardNegateRequest = z.object({
  shopId: id,
  campaignId: amazonId,
  adGroupId: amazonId,
  searchTerm: requiredText(200),
  /** propose: a pending proposal for someone to confirm; negate: proposed and sent to Amazon now. */
  action: z.enum(['propose', 'negate']),
  /** The range whose figures made the term stand out, kept with the proposal as its evidence. */
  startDate: calendarDate,
  endDate: calendarDate,
});

/** The same term and window, asked before the click: what "negate now" would do with it, and why. */
export const boardTermReviewRequest = boardNegateRequest.omit({ action: true });

/**
 * What "negate now" does with a term: negate it on Amazon; hold it as a proposal for a person (under the
 * evidence bar, a core term under its higher bar, or a protected brand word); or make it a keyword review
 * (the seller's own keyword there). The bar is WASTING_MIN_CLICKS clicks and no order over the window,
 * times the rules' core-term factor for a core term.
 */
export const boardTermReview = z.object({
  verdict: z.enum(['negate', 'hold', 'ownKeyword']),
  clicks: z.number(),
  orders: z.number(),
  /** Clicks needed, with no order, for "negate now" to negate. */
  bar: z.number(),
  coreTerm: z.object({ because: z.enum(['markedWord', 'exactKeyword']), word: z.string() }).nullable(),
  protectedWord: z.string().nullable(),
  ownKeyword: z.object({ keywordText: z.string(), matchType: z.string() }).nullable(),
});

export const boardNegateResponse = z.object({
  negationId: z.string(),
  /** pending, applied, or failed (Amazon refused; the reason is in `message`). */
  status: z.string(),
  message: z.string().nullable(),
});

export type BoardRequest = z.infer<typeof boardRequest>;
export type BoardMetrics = z.infer<typeof boardMetrics>;
export type BoardTrendPoint = z.infer<typeof boardTrendPoint>;
export type BoardSavings = z.infer<typeof boardSavings>;
export type BoardCurrencyGroup = z.infer<typeof boardCurrencyGroup>;
export type BoardHomeGroup = z.infer<typeof boardHomeGroup>;
export type BoardWastingTerm = z.infer<typeof boardWastingTerm>;
export type BoardShopRow = z.infer<typeof boardShopRow>;
export type BoardResponse = z.infer<typeof boardResponse>;
export type BoardNegateRequest = z.infer<typeof boardNegateRequest>;
export type BoardNegateResponse = z.infer<typeof boardNegateResponse>;
export type BoardTermReviewRequest = z.infer<typeof boardTermReviewRequest>;
export type BoardTermReview = z.infer<typeof boardTermReview>;

export const BoardApi = {
  overview: { path: '/v1/board/overview', body: boardRequest, response: boardResponse },
  negateTerm: { path: '/v1/board/negate_term', body: boardNegateRequest, response: boardNegateResponse },
  termReview: { path: '/v1/board/term_review', body: boardTermReviewRequest, response: boardTermReview },
} as const satisfies Record<string, Endpoint>;
