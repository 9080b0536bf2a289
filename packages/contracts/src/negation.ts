import { z } from 'zod';
import { calendarDate, dateRange, freeJsonObject, requiredText, text } from './primitives.ts';

/**
 * Negative-keyword automation: rules (business config), the negation log (home page, bell, keyword log
 * and comparison modals), handling (confirm, reject, revert, run now), charts, saved filters and the
 * operation logs. Field names of the SPEC calls are kept exactly, `iteamName` included.
 */

/** Amazon ASINs as they show up in search terms (a shopper searched for a product). */
export const ASIN_PATTERN = /^b0[a-z0-9]{8}$/i;

const isoDate = calendarDate;
/** Charts and term lists cover at most this many days (loops over their days stay bounded). */
export const MAX_RANGE_DAYS = 731;
/** Date filters of lists: ten years, more than any shop's history. */
export const MAX_FILTER_RANGE_DAYS = 3660;
const id = z.uuid('must be an id');
const amazonId = requiredText(64);
const page = z.number().int().min(1).default(1);
const pageSize = z.number().int().min(1).max(200).default(20);

export const negationFlag = z.union([z.literal(1), z.literal(2)]);
export const negativeMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE']);
/** What a negation row carries: a negative keyword match type, or ASIN_SAME_AS for a negative product target. */
export const negationMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE', 'ASIN_SAME_AS']);
export const negationLevel = z.enum(['adGroup', 'campaign']);
export const negationStatus = z.enum(['pending', 'applying', 'applied', 'rejected', 'failed', 'reverted']);

// ---------- rules: /v1/negRule/* ----------

export const ruleMetric = z.enum(['clicks', 'spend', 'orders', 'acos', 'cvr', 'cpc', 'impressions']);
export const ruleOperator = z.enum(['>=', '>', '<=', '<', '=']);

/**
 * One condition over the look-back window. ACOS and CVR are fractions (0.3 = 30 %). With `relativeTo`
 * the value multiplies the rule's target: `{metric: 'spend', operator: '>=', value: 2, relativeTo:
 * 'cpcTarget'}` is "spend >= 2 x CPC target". A term with no sales has no ACOS: ACOS conditions never
 * match it (use orders = 0 for that).
 */
export const ruleCondition = z.object({
  metric: ruleMetric,
  operator: ruleOperator,
  value: z.number().min(0).max(1_000_000),
  relativeTo: z.enum(['cpcTarget', 'acosTarget']).optional(),
});

/** Empty lists mean "all": all shops of the organisation, all their ASINs, campaigns and ad groups. */
export const ruleScope = z.object({
  shopIds: z.array(id).max(200).default([]),
  asins: z.array(z.string().regex(ASIN_PATTERN, 'must be an ASIN like B0XXXXXXXX')).max(500).default([]),
  campaignIds: z.array(amazonId).max(500).default([]),
  adGroupIds: z.array(amazonId).max(500).default([]),
});

const ruleFields = z.object({
  name: requiredText(60),
  enabled: z.boolean().default(true),
  scope: ruleScope,
  conditions: z.array(ruleCondition).min(1, 'needs at least one condition').max(10),
  lookbackDays: z.number().int().min(1).max(365),
  /** The most recent days Amazon still restates are left out of the window. */
  skipRecentDays: z.number().int().min(0).max(14).default(2),
  /** Orders counted with 7-day attribution (as the console shows) or 1-day (purchases1d). */
  attributionDays: z.union([z.literal(1), z.literal(7)]).default(7),
  /** In the shop's currency; required when a condition is relative to it. */
  cpcTarget: z.number().positive().max(1000).nullable().default(null),
  /** A fraction: 0.3 = 30 %; required when a condition is relative to it. */
  acosTarget: z.number().positive().max(100).nullable().default(null),
  flag: negationFlag,
  matchType: negativeMatchType,
  level: negationLevel,
  /**
   * Brand words never negated. A term is protected when it contains a protected entry as a whole word
   * sequence, case-insensitively: "acme" protects "acme socks" and "socks by acme", not "acmeware".
   */
  protectedTerms: z.array(requiredText(80)).max(200).default([]),
  /**
   * Words the seller marks as core to its products (from their titles). A core term, one containing such a
   * word or equal to a keyword the product targets in exact, is negated only when it clears every
   * condition `coreTermFactor` times over: clicks >= 15 becomes clicks >= 45 with factor 3.
   */
  coreTerms: z.array(requiredText(80)).max(200).default([]),
  coreTermFactor: z.number().min(1).max(20).default(3),
  /** Hours between scheduled runs; 0 = runs only after a sync or on demand. */
  scheduleHours: z.number().int().min(0).max(720).default(24),
});

function requireTargets(rule: z.infer<typeof ruleFields>, context: z.RefinementCtx) {
  rule.conditions.forEach((condition, index) => {
    if (condition.relativeTo && rule[condition.relativeTo] === null) {
      context.addIssue({
        code: 'custom',
        path: [condition.relativeTo],
        message: `is required by condition ${index + 1} (${condition.metric} relative to ${condition.relativeTo})`,
      });
    }
  });
}

/** Without `id` it creates a rule, with `id` it replaces that rule's fields. */
export const negRuleSaveRequest = ruleFields.extend({ id: id.optional() }).superRefine(requireTargets);
export const negRuleDraft = ruleFields.superRefine(requireTargets);

export const negRule = ruleFields.extend({
  id: z.string(),
  /**
   * A new or widened automatic rule proposes for confirmation on its next run (a trial run); only the runs
   * after it negate on their own.
   */
  trialRun: z.boolean(),
  lastRunAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const negRuleListRequest = z.object({ enabled: z.boolean().optional() }).default({});
export const negRuleListResponse = z.object({ rows: z.array(negRule), total: z.number().int() });
export const negRuleSaveResponse = negRule;
export const negRuleDeleteRequest = z.object({ id });
export const negRuleDeleteResponse = z.object({ id: z.string() });

/** Preview a saved rule by `id`, or an unsaved draft from the form by `rule`. */
export const negRulePreviewRequest = z
  .object({ id: id.optional(), rule: negRuleDraft.optional() })
  .refine((body) => Boolean(body.id) !== Boolean(body.rule), {
    message: 'give either id or rule',
    path: ['id'],
  });

/** Window totals that made a term match, stored on the negation as its evidence. */
export const triggerMetrics = z.object({
  startDate: z.string(),
  endDate: z.string(),
  attributionDays: z.number().int(),
  impressions: z.number(),
  clicks: z.number(),
  cost: z.number(),
  orders: z.number(),
  sales: z.number(),
  /** null when there were no sales. */
  acos: z.number().nullable(),
  /** null when there were no clicks. */
  cvr: z.number().nullable(),
  cpc: z.number().nullable(),
  currencyCode: z.string(),
});

/**
 * What a matched term becomes. `negate`; or, when the term is a keyword the seller targets at that place,
 * a review of that keyword for a person: `lowerBid` when it still sells, `pauseKeyword` when it does not.
 */
export const negationRecommendation = z.enum(['negate', 'lowerBid', 'pauseKeyword']);
export type NegationRecommendation = z.infer<typeof negationRecommendation>;

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
  /** An automatic rule's proposal held for a person: its trial run, or a run over the shop's maximum. */
  heldBack: z.enum(['trialRun', 'runMaximum']).optional(),
});
export type NegationCaution = z.infer<typeof negationCaution>;

export const negationCandidate = z.object({
  shopId: z.string(),
  shopName: z.string(),
  asin: z.string(),
  searchTerm: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string().nullable(),
  adGroupName: z.string().nullable(),
  level: negationLevel,
  matchType: negationMatchType,
  uniqueSign: z.string(),
  metrics: triggerMetrics,
  /** The conditions as they matched, e.g. "clicks 23 >= 15; orders 0 = 0". */
  reason: z.string(),
  recommendation: negationRecommendation,
  caution: negationCaution,
  /** 1 when a run would negate it on its own, 2 when a person decides. */
  flag: negationFlag,
});

export const negRulePreviewResponse = z.object({
  rows: z.array(negationCandidate),
  total: z.number().int(),
  /** Terms that matched but are left alone, and why. */
  skipped: z.object({ protected: z.number().int(), alreadyNegated: z.number().int() }),
  /** Set when a run now would hold the automatic negations for a person (trial run, over the maximum). */
  heldBack: z.enum(['trialRun', 'runMaximum']).nullable(),
});

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
  asin: z.string().regex(ASIN_PATTERN, 'must be an ASIN like B0XXXXXXXX'),
  flag: negationFlag,
  endDate: isoDate,
  shopId: id.optional(),
});
/** One keyword log row: the term's last 30 days to endDate in the ad group (or campaign) negated. */
export const keywordLogRow = z.object({
  id: z.string(),
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
export const negLogListRequest = z
  .object({
    shopId: id.optional(),
    asin: text(20).optional(),
    /** Substring, case-insensitive. */
    searchTerm: text(200).optional(),
    status: negationStatus.optional(),
    flag: negationFlag.optional(),
    matchType: negationMatchType.optional(),
    campaignId: amazonId.optional(),
    /** Creation date of the negation, America/Los_Angeles, inclusive. */
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    page,
    pageSize,
    sortField: negLogSortField.default('lastNegatedAt'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .superRefine(dateRange(MAX_FILTER_RANGE_DAYS));

export const negationTerm = z.object({
  id: z.string(),
  uniqueSign: z.string(),
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
  ruleId: z.string().nullable(),
  ruleName: z.string().nullable(),
  flag: negationFlag,
  status: negationStatus,
  recommendation: negationRecommendation,
  caution: negationCaution,
  triggerMetrics: triggerMetrics,
  amazonId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** The shop-local date it went live on Amazon. */
  negatedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
  terms: z.array(negationTerm),
});
export const negLogListResponse = z.object({ rows: z.array(negLogAsinRow), total: z.number().int() });

/** The KPI strip follows every filter of the list (its paging and sorting aside). */
export const negLogKpiRequest = z
  .object({
    shopId: id.optional(),
    asin: text(20).optional(),
    searchTerm: text(200).optional(),
    status: negationStatus.optional(),
    flag: negationFlag.optional(),
    matchType: negationMatchType.optional(),
    campaignId: amazonId.optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
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
  z.object({ ids: z.array(id).min(1, 'needs at least one id').max(200), action: negProcessingAction }),
  z.object({ shopId: id, run: z.literal(true) }),
]);
export const negProcessingOutcome = z.object({
  id: z.string(),
  /** `skipped`: the row was not in a state the action applies to (e.g. confirming an applied one). */
  outcome: z.enum(['applied', 'rejected', 'reverted', 'failed', 'skipped', 'not_found']),
  status: negationStatus.nullable(),
  message: z.string().nullable(),
  /** `amazonAuthorization`: Amazon refused the shop's authorization; the seller must re-authorize it. */
  reason: z.enum(['amazonAuthorization']).optional(),
});
/** `results` for ids (one per id, same order); `jobId` for a run of the rules. */
export const negProcessingResponse = z.object({
  results: z.array(negProcessingOutcome),
  jobId: z.string().nullable(),
});

export const dataRefreshRequest = z.object({ shopId: id });
export const jobRef = z.object({ jobId: z.string() });

export const chartMetric = z.enum(['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc']);
export const chartLevel = z.enum(['campaign', 'adGroup', 'keyword', 'target', 'searchTerm']);
export const controlChartRequest = z
  .object({
    shopId: id,
    level: chartLevel,
    /** Amazon id of the campaign, ad group, keyword or target; the term itself for searchTerm. */
    id: requiredText(200),
    startDate: isoDate,
    endDate: isoDate,
    metrics: z
      .array(chartMetric)
      .min(1)
      .default(['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc']),
  })
  .superRefine(dateRange(MAX_RANGE_DAYS));
/** Every day of the range appears; metrics not asked for are left out; acos/cpc are null without a base. */
export const chartPoint = z.object({
  date: z.string(),
  impressions: z.number().optional(),
  clicks: z.number().optional(),
  cost: z.number().optional(),
  orders: z.number().optional(),
  sales: z.number().optional(),
  acos: z.number().nullable().optional(),
  cpc: z.number().nullable().optional(),
});
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
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((body) => Boolean(body.keywordId) !== Boolean(body.targetId), {
    message: 'give either keywordId or targetId',
    path: ['keywordId'],
  })
  .superRefine(dateRange(MAX_RANGE_DAYS));
export const matchedSearchTerm = z.object({
  searchTerm: z.string(),
  campaignId: z.string(),
  adGroupId: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  cost: z.number(),
  orders: z.number(),
  sales: z.number(),
  acos: z.number().nullable(),
  cpc: z.number().nullable(),
  cvr: z.number().nullable(),
  negated: z.boolean(),
  /** The negation covering it here (pending, applying or applied), if any. */
  negationId: z.string().nullable(),
  negationStatus: negationStatus.nullable(),
});
export const keywordToSearchTermResponse = z.object({
  rows: z.array(matchedSearchTerm),
  total: z.number().int(),
});

// ---------- saved filters: /v1/common/def_filter, /v1/common/cur_filter ----------

export const savedFilterRequest = z.object({
  page: requiredText(64),
  /** With it the call saves, without it reads. null clears. */
  filter: freeJsonObject.nullable().optional(),
});
export const savedFilterResponse = z.object({ filter: z.record(z.string(), z.unknown()).nullable() });

// ---------- operation logs: /v1/operLog/list ----------

export const operLogListRequest = z
  .object({
    /** 'negation' (confirm, reject, revert, auto_negate, run_rules), 'negation-rule' (create, update, delete), 'shop'. */
    module: text(40).optional(),
    userName: text(40).optional(),
    /** UTC dates, inclusive. */
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
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
  result: z.enum(['success', 'failure']),
  message: z.string().nullable(),
  /** UTC, ISO 8601. */
  time: z.string(),
  /** Set on unhandled rows: the pending negation to confirm or reject via neg_processing with its id. */
  negation: negationTerm.nullable(),
});
export const operLogListResponse = z.object({ rows: z.array(operLogRow), total: z.number().int() });

export type NegationFlag = z.infer<typeof negationFlag>;
export type NegationStatusName = z.infer<typeof negationStatus>;
export type NegationMatchType = z.infer<typeof negationMatchType>;
export type RuleConditionInput = z.infer<typeof ruleCondition>;
export type RuleScopeInput = z.infer<typeof ruleScope>;
export type NegRuleDraft = z.infer<typeof negRuleDraft>;
export type NegRuleSaveRequest = z.infer<typeof negRuleSaveRequest>;
export type NegRule = z.infer<typeof negRule>;
export type NegRuleListResponse = z.infer<typeof negRuleListResponse>;
export type NegRulePreviewRequest = z.infer<typeof negRulePreviewRequest>;
export type NegRulePreviewResponse = z.infer<typeof negRulePreviewResponse>;
export type TriggerMetrics = z.infer<typeof triggerMetrics>;
export type NegationCandidate = z.infer<typeof negationCandidate>;
export type NotificationItem = z.infer<typeof notificationItem>;
export type NotificationResponse = z.infer<typeof notificationResponse>;
export type NegLogCheckRequest = z.infer<typeof negLogCheckRequest>;
export type KeywordLogRow = z.infer<typeof keywordLogRow>;
export type DataComparisonRequest = z.infer<typeof dataComparisonRequest>;
export type DataComparisonResponse = z.infer<typeof dataComparisonResponse>;
export type NegLogListRequest = z.infer<typeof negLogListRequest>;
export type NegationTerm = z.infer<typeof negationTerm>;
export type NegLogAsinRow = z.infer<typeof negLogAsinRow>;
export type NegLogListResponse = z.infer<typeof negLogListResponse>;
export type NegLogKpiRequest = z.infer<typeof negLogKpiRequest>;
export type NegLogKpiResponse = z.infer<typeof negLogKpiResponse>;
export type NegProcessingRequest = z.infer<typeof negProcessingRequest>;
export type NegProcessingOutcome = z.infer<typeof negProcessingOutcome>;
export type NegProcessingResponse = z.infer<typeof negProcessingResponse>;
export type ControlChartRequest = z.infer<typeof controlChartRequest>;
export type ControlChartResponse = z.infer<typeof controlChartResponse>;
export type ChartMarkerShape = z.infer<typeof chartMarker>;
export type KeywordToSearchTermRequest = z.infer<typeof keywordToSearchTermRequest>;
export type KeywordToSearchTermResponse = z.infer<typeof keywordToSearchTermResponse>;
export type SavedFilterRequest = z.infer<typeof savedFilterRequest>;
export type SavedFilterResponse = z.infer<typeof savedFilterResponse>;
export type OperLogListRequest = z.infer<typeof operLogListRequest>;
export type OperLogRow = z.infer<typeof operLogRow>;
export type OperLogListResponse = z.infer<typeof operLogListResponse>;

/** Every path of this area, POST with a JSON body. */
export const NegationPaths = {
  ruleList: '/v1/negRule/list',
  ruleSave: '/v1/negRule/save',
  ruleDelete: '/v1/negRule/delete',
  rulePreview: '/v1/negRule/preview',
  notification: '/v1/negLog/notification',
  check: '/v1/negLog/check',
  dataComparison: '/v1/negLog/data_comparison',
  list: '/v1/negLog/list',
  kpi: '/v1/negLog/kpi',
  processing: '/v1/negOper/neg_processing',
  dataRefresh: '/v1/negOper/data_refresh',
  controlChart: '/v1/negOper/control_chart',
  keywordToSearchTerm: '/v1/negOper/keyword_to_sechTerm',
  defaultFilter: '/v1/common/def_filter',
  currentFilter: '/v1/common/cur_filter',
  operLogList: '/v1/operLog/list',
} as const;
