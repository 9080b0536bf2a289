import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import {
  negationCaution,
  negationFlag,
  negationLevel,
  negationPlace,
  negationRecommendation,
  negativeMatchType,
  triggerMetrics,
} from './negation.ts';
import { currencyCode } from './currency.ts';
import { requiredText } from './primitives.ts';
import { ASIN_PATTERN, amazonId, id, page, pageOf, pageSize } from './validation.ts';
import { schemaIssue, schemaText } from './validation-messages.ts';

/** Negation rules, the business configuration of the negation engine: `/v1/negRule/*`. */

/**
 * `reachProbability` (0 to 1): the probability that the term's true conversion rate at its place reaches
 * the break-even rate for the rule's `acosTarget`. Over the rule's window at that place the term has
 * clicks `c`, orders `o`, spend `s`, cost per click `cpc = s / c`. The product's own ad conversion rate
 * `p0` = orders / clicks of that ASIN over all its ad traffic of the last 90 days (the shop's when the
 * product has under 100 clicks), and its average order value `aov` = sales / orders over the same days
 * (likewise). Break-even conversion rate `be = cpc / (aov * acosTarget)` (a term's ACOS is
 * `cpc / (cvr * aov)`). A Beta prior of strength `k` clicks centred on `p0` (`alpha = k * p0`,
 * `beta = k * (1 - p0)`, `k` = the rule's `priorClicks`), updated by the term's clicks and orders:
 * `reachProbability = P(cvr >= be) = 1 - I_be(alpha + o, beta + c - o)`, `I` the regularized incomplete
 * beta. `reachProbability < 0.1` negates terms with under a 10 % chance of ever reaching the target.
 * Terms with no clicks or no spend never match, nor do terms of a product and shop without an order in
 * those 90 days (no `aov`); `p0` is kept within [0.5 / k, 1 - 0.5 / k] so the prior stays a distribution.
 */
export const ruleMetric = z.enum([
  'clicks',
  'spend',
  'orders',
  'acos',
  'cvr',
  'cpc',
  'impressions',
  'reachProbability',
]);
export const ruleOperator = z.enum(['>=', '>', '<=', '<', '=']);

/** Metrics whose values are fractions on the wire (0.3 = 30 %), shown in percent. */
export const isFractionMetric = (metric: string) =>
  metric === 'acos' || metric === 'cvr' || metric === 'reachProbability';

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
  /**
   * The currency of a money amount (spend, CPC): `{metric: 'spend', operator: '>=', value: 10,
   * currencyCode: 'USD'}` is $10 in a US shop and its value at the organisation's rates elsewhere.
   * Without it the amount is in each shop's own currency, which only a scope of one currency allows.
   */
  currencyCode: currencyCode.optional(),
});

/** Conditions whose value is an amount of money (not relative to a target). */
export const isMoneyCondition = (condition: { metric: string; relativeTo?: string }) =>
  (condition.metric === 'spend' || condition.metric === 'cpc') && !condition.relativeTo;

/** Empty lists mean "all": all shops of the organisation, all their ASINs, campaigns and ad groups. */
export const ruleScope = z.object({
  shopIds: z.array(id).max(200).default([]),
  asins: z
    .array(z.string().regex(ASIN_PATTERN, schemaText('asin')))
    .max(500)
    .default([]),
  campaignIds: z.array(amazonId).max(500).default([]),
  adGroupIds: z.array(amazonId).max(500).default([]),
});

/**
 * What a rule does with the terms it matches: `negate` them where they waste money, or `harvest` them,
 * terms that sell becoming exact keywords of their product and negatives where they were found (the
 * harvest module runs these; the match type, level, core terms and prior do not apply to them).
 */
export const RULE_ACTIONS = ['negate', 'harvest'] as const;
export const ruleAction = z.enum(RULE_ACTIONS);

const ruleFields = z.object({
  name: requiredText(60),
  action: ruleAction.default('negate'),
  enabled: z.boolean().default(true),
  scope: ruleScope,
  conditions: z.array(ruleCondition).min(1, schemaText('oneCondition')).max(10),
  lookbackDays: z.number().int().min(1).max(365),
  /** The most recent days Amazon still restates are left out of the window. */
  skipRecentDays: z.number().int().min(0).max(14).default(2),
  /** Orders counted with 7-day attribution (as the console shows) or 1-day (purchases1d). */
  attributionDays: z.union([z.literal(1), z.literal(7)]).default(7),
  /**
   * In `cpcTargetCurrency`, else the shop's; required when a condition is relative to it. At least 0.0001, the stored
   * precision: a smaller positive target would be saved as 0.
   */
  cpcTarget: z.number().min(0.0001).max(1000).nullable().default(null),
  /** The CPC target's currency, as a condition's (`currencyCode`); null: each shop's own. */
  cpcTargetCurrency: currencyCode.nullable().default(null),
  /** A fraction: 0.3 = 30 %; required when a condition is relative to it. At least 0.0001, as above. */
  acosTarget: z.number().min(0.0001).max(100).nullable().default(null),
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
  /** The strength in clicks of the prior a `reachProbability` condition starts from (see `ruleMetric`). */
  priorClicks: z.number().int().min(1).max(1000).default(20),
  /** Hours between scheduled runs; 0 = runs only after a sync or on demand. */
  scheduleHours: z.number().int().min(0).max(720).default(24),
});

function requireTargets(rule: z.infer<typeof ruleFields>, context: z.RefinementCtx) {
  if (rule.action === 'harvest' && rule.attributionDays !== 7)
    context.addIssue({ code: 'custom', path: ['attributionDays'], ...schemaIssue('harvestSevenDays') });
  rule.conditions.forEach((condition, index) => {
    if (condition.metric === 'reachProbability' && rule.action === 'harvest') {
      context.addIssue({
        code: 'custom',
        path: ['conditions', index, 'metric'],
        ...schemaIssue('harvestWithoutProbability', { index: index + 1 }),
      });
      return;
    }
    if (condition.metric === 'reachProbability') {
      if (condition.relativeTo)
        context.addIssue({
          code: 'custom',
          path: ['conditions', index, 'relativeTo'],
          ...schemaIssue('probabilityIsAbsolute', { index: index + 1 }),
        });
      if (rule.acosTarget === null)
        context.addIssue({
          code: 'custom',
          path: ['acosTarget'],
          ...schemaIssue('probabilityNeedsAcosTarget', { index: index + 1 }),
        });
    }
    if (condition.relativeTo && rule[condition.relativeTo] === null) {
      context.addIssue({
        code: 'custom',
        path: [condition.relativeTo],
        ...schemaIssue('targetRequired', {
          index: index + 1,
          metric: condition.metric,
          relativeTo: condition.relativeTo,
        }),
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
export const listedNegRule = negRule.extend({
  /**
   * True when an amount has no currency while the shops in scope use several (a rule saved before amounts
   * carried one): the rule does not run until it is given one.
   */
  needsCurrency: z.boolean(),
});
export const negRuleListResponse = pageOf(listedNegRule);
export const negRuleSaveResponse = negRule;
export const negRuleDeleteRequest = z.object({ id });
export const negRuleDeleteResponse = z.object({ id: z.string() });

/** Preview a saved rule by `id`, or an unsaved draft from the form by `rule`. */
export const negRulePreviewRequest = z
  .object({ id: id.optional(), rule: negRuleDraft.optional() })
  .refine((body) => Boolean(body.id) !== Boolean(body.rule), {
    message: schemaText('idOrRule'),
    path: ['id'],
  });

export const negationCandidate = z.object({
  ...negationPlace,
  shopName: z.string(),
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
  heldBack: negationCaution.shape.heldBack.unwrap().nullable(),
});

/** What "run rules now" would do on one shop, asked before it starts. */
export const negRuleRunPreviewRequest = z.object({ shopId: id });
const runCounts = {
  /** Negated on Amazon as soon as the run starts. */
  automatic: z.number().int(),
  /** Proposed for a person to confirm (a confirming rule, a trial, held back by a safeguard). */
  forReview: z.number().int(),
};
export const negRuleRunPreviewResponse = z.object({
  ...runCounts,
  rules: z.array(z.object({ id: z.string(), name: z.string(), ...runCounts })),
  /** Set when a safeguard holds the whole run's automatic negations for a person. */
  heldBack: negationCaution.shape.heldBack.unwrap().nullable(),
  /** Rules in the shop's scope that will not run because an amount has no currency. */
  needsCurrency: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** How many past days a backtest replays. */
export const BACKTEST_DAYS = { min: 30, max: 180, default: 90 } as const;

/**
 * Replay a saved rule (`id`) or a draft (`rule`) as if it had run on each of the last `days` days with only
 * the data it had then. Rows are paged, most spend saved first; `shops` sums all of them.
 */
export const negRuleBacktestRequest = z
  .object({
    id: id.optional(),
    rule: negRuleDraft.optional(),
    days: z.number().int().min(BACKTEST_DAYS.min).max(BACKTEST_DAYS.max),
    page,
    pageSize,
  })
  .refine((body) => Boolean(body.id) !== Boolean(body.rule), {
    message: schemaText('idOrRule'),
    path: ['id'],
  });

/** A term the rule would have negated, and what it then did at that place from that day to yesterday. */
export const backtestRow = z.object({
  shopId: z.string(),
  asin: z.string(),
  searchTerm: z.string(),
  campaignId: z.string(),
  /** null for a campaign-level negation. */
  adGroupId: z.string().nullable(),
  /** The shop-local day the rule would have negated it on. */
  negatedOn: z.string(),
  /** In the shop's currency: the spend a negation would have saved. */
  spend: z.number(),
  clicks: z.number(),
  /** Orders and sales (at the rule's attribution) a negation would have put at risk. */
  orders: z.number(),
  sales: z.number(),
});

/** One shop's sums of its rows, in its own currency (never added across shops). */
export const backtestShop = z.object({
  shopId: z.string(),
  shopName: z.string(),
  currencyCode,
  termsNegated: z.number().int(),
  spendSaved: z.number(),
  ordersLost: z.number(),
  salesLost: z.number(),
});

export const negRuleBacktestResponse = z.object({
  /** The first and last day the rule is replayed on (the last is today: a run now). */
  startDate: z.string(),
  endDate: z.string(),
  shops: z.array(backtestShop),
  rows: z.array(backtestRow),
  total: z.number().int(),
});

export type RuleAction = z.infer<typeof ruleAction>;
export type RuleConditionInput = z.infer<typeof ruleCondition>;
export type RuleScopeInput = z.infer<typeof ruleScope>;
export type NegRuleDraft = z.infer<typeof negRuleDraft>;
export type NegRuleSaveRequest = z.infer<typeof negRuleSaveRequest>;
export type NegRule = z.infer<typeof negRule>;
export type NegRuleListResponse = z.infer<typeof negRuleListResponse>;
export type ListedNegRule = z.infer<typeof listedNegRule>;
export type NegRuleRunPreviewResponse = z.infer<typeof negRuleRunPreviewResponse>;
export type NegRulePreviewRequest = z.infer<typeof negRulePreviewRequest>;
export type NegRulePreviewResponse = z.infer<typeof negRulePreviewResponse>;
export type NegationCandidate = z.infer<typeof negationCandidate>;
export type NegRuleBacktestRequest = z.infer<typeof negRuleBacktestRequest>;
export type NegRuleBacktestResponse = z.infer<typeof negRuleBacktestResponse>;
export type BacktestRow = z.infer<typeof backtestRow>;
export type BacktestShop = z.infer<typeof backtestShop>;

/**
 * The demo organisation's seeded rules are stored under these names; the web shows them in the reader's
 * language (a rule the seller renames shows its new name).
 */
export const SEEDED_RULE_NAMES = {
  clicksWithoutOrders: 'Clicks without orders: 15+ clicks, no order in 30 days',
  acosOverTarget: 'ACOS over 2 x target (30 %) in 30 days',
  unlikelyToReachTarget: 'Under 10 % chance to reach 30 % ACOS in 30 days',
} as const;

export const NegationRuleApi = {
  list: { path: '/v1/negRule/list', body: negRuleListRequest, response: negRuleListResponse },
  save: { path: '/v1/negRule/save', body: negRuleSaveRequest, response: negRuleSaveResponse },
  delete: { path: '/v1/negRule/delete', body: negRuleDeleteRequest, response: negRuleDeleteResponse },
  preview: { path: '/v1/negRule/preview', body: negRulePreviewRequest, response: negRulePreviewResponse },
  runPreview: {
    path: '/v1/negRule/run_preview',
    body: negRuleRunPreviewRequest,
    response: negRuleRunPreviewResponse,
  },
  backtest: {
    path: '/v1/negRule/backtest',
    body: negRuleBacktestRequest,
    response: negRuleBacktestResponse,
  },
} as const satisfies Record<string, Endpoint>;
