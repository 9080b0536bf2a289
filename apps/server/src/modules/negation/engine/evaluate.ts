import type {
  NegationCaution,
  NegationMatchType,
  NegationRecommendation,
  RuleConditionInput,
  RuleScopeInput,
  TriggerMetrics,
} from '@termwise/contracts';
import { checkConditions } from './conditions.ts';
import { ruleWindow } from './dates.ts';
import {
  aggregateFacts,
  deriveMetrics,
  type DailyFact,
  type DerivedMetrics,
  type TermTotals,
} from './metrics.ts';
import {
  convertsElsewhere,
  coreTermOf,
  exactKeywordsByAsin,
  ownKeywordHit,
  raiseBar,
  type OwnKeyword,
} from './safeguards.ts';
import {
  findProtectedWord,
  isAlreadyNegated,
  isAsinTerm,
  uniqueSignOf,
  type NegationPlace,
} from './terms.ts';

/** The rule fields the engine reads; a saved rule row and an unsaved draft both fit. */
export interface EngineRule {
  scope: RuleScopeInput;
  conditions: RuleConditionInput[];
  lookbackDays: number;
  skipRecentDays: number;
  attributionDays: number;
  cpcTarget: number | null;
  acosTarget: number | null;
  matchType: 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';
  level: 'adGroup' | 'campaign';
  protectedTerms: string[];
  coreTerms: string[];
  coreTermFactor: number;
  /** 1 negates on its own, 2 asks a person. */
  flag: number;
  /** An automatic rule's first run after creation or widening only proposes. */
  trialRun: boolean;
}

/** What the engine knows about one shop at the time of the run. */
export interface ShopFacts {
  shopId: string;
  currencyCode: string;
  /** The shop's local date now. */
  today: string;
  facts: readonly DailyFact[];
  asinOfAdGroup: ReadonlyMap<string, string>;
  /** negatedKey()s of live negatives on Amazon and of negations proposed or decided before. */
  negated: ReadonlySet<string>;
  /** The seller's own keywords: never negated where they are targeted. */
  keywords: readonly OwnKeyword[];
}

export interface Candidate {
  place: NegationPlace;
  asin: string;
  searchTerm: string;
  matchType: NegationMatchType;
  uniqueSign: string;
  metrics: TriggerMetrics;
  reason: string;
  recommendation: NegationRecommendation;
  caution: NegationCaution;
  /** 1 when the run may negate it on its own, 2 when a person decides. */
  flag: 1 | 2;
}

export interface Evaluation {
  candidates: Candidate[];
  skipped: { protected: number; alreadyNegated: number };
}

/**
 * Which terms of one shop the rule would act on now, most expensive first. A term that is the seller's own
 * keyword there becomes a keyword review, a term selling elsewhere in the campaign or held by a trial run
 * waits for a person, and a core term must clear the rule's higher bar.
 */
export function evaluateRule(rule: EngineRule, shop: ShopFacts): Evaluation {
  const window = ruleWindow(shop.today, rule.lookbackDays, rule.skipRecentDays);
  const inScope = shop.facts.filter((fact) => isInScope(rule.scope, fact, shop.asinOfAdGroup));
  const totals = aggregateFacts(inScope, {
    window,
    attributionDays: rule.attributionDays,
    level: rule.level,
  });
  const exactByAsin = exactKeywordsByAsin(shop.keywords, shop.asinOfAdGroup);
  const factsByCampaign = groupBy(shop.facts, (fact) => fact.campaignId);
  const evaluation: Evaluation = { candidates: [], skipped: { protected: 0, alreadyNegated: 0 } };
  for (const termTotals of totals) {
    const metrics = deriveMetrics(termTotals);
    const asin = asinOf(termTotals, shop);
    const own = ownKeywordHit(
      shop.keywords,
      termTotals,
      termTotals.searchTerm,
      matchTypeOf(rule, termTotals),
    );
    // The seller's own keyword here is never negated, so it needs no higher bar: a person reviews it.
    const core = own
      ? undefined
      : coreTermOf(termTotals.searchTerm, {
          markedWords: rule.coreTerms,
          exactKeywordsOfAsin: exactByAsin.get(asin) ?? new Set(),
        });
    const conditions = core ? raiseBar(rule.conditions, rule.coreTermFactor) : rule.conditions;
    const { matched, reason } = checkConditions(conditions, metrics, rule);
    if (!matched) continue;
    if (findProtectedWord(termTotals.searchTerm, rule.protectedTerms)) {
      evaluation.skipped.protected += 1;
      continue;
    }
    if (isAlreadyNegated(shop.negated, termTotals.campaignId, termTotals.adGroupId, termTotals.searchTerm)) {
      evaluation.skipped.alreadyNegated += 1;
      continue;
    }
    const caution: NegationCaution = {};
    if (core) caution.coreTerm = { ...core, factor: rule.coreTermFactor };
    const candidate = toCandidate(rule, shop, termTotals, {
      metrics: triggerMetricsOf(metrics, window, rule.attributionDays, shop.currencyCode),
      reason: core ? `core term "${core.word}", bar x${rule.coreTermFactor}: ${reason}` : reason,
      asin,
      caution,
    });
    if (own) {
      caution.ownKeyword = own;
      candidate.recommendation = metrics.orders > 0 ? 'lowerBid' : 'pauseKeyword';
    }
    caution.convertsElsewhere = convertsElsewhere(
      factsByCampaign.get(termTotals.campaignId) ?? [],
      termTotals,
      {
        window,
        attributionDays: rule.attributionDays,
        acosTarget: rule.acosTarget,
      },
    );
    if (!caution.convertsElsewhere) delete caution.convertsElsewhere;
    if (rule.flag === 1 && rule.trialRun) caution.heldBack = 'trialRun';
    const needsPerson =
      rule.flag !== 1 || own !== undefined || caution.convertsElsewhere !== undefined || rule.trialRun;
    candidate.flag = needsPerson ? 2 : 1;
    evaluation.candidates.push(candidate);
  }
  evaluation.candidates.sort((a, b) => b.metrics.cost - a.metrics.cost);
  return evaluation;
}

function triggerMetricsOf(
  metrics: DerivedMetrics,
  window: { startDate: string; endDate: string },
  attributionDays: number,
  currencyCode: string,
): TriggerMetrics {
  return {
    ...window,
    attributionDays,
    impressions: metrics.impressions,
    clicks: metrics.clicks,
    cost: metrics.spend,
    orders: metrics.orders,
    sales: metrics.sales,
    acos: metrics.acos,
    cvr: metrics.cvr,
    cpc: metrics.cpc,
    currencyCode,
  };
}

function matchTypeOf(rule: EngineRule, totals: TermTotals): NegationMatchType {
  return isAsinTerm(totals.searchTerm) ? 'ASIN_SAME_AS' : rule.matchType;
}

function asinOf(totals: TermTotals, shop: ShopFacts): string {
  return totals.adGroupIds.map((id) => shop.asinOfAdGroup.get(id)).find(Boolean) ?? '';
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function toCandidate(
  rule: EngineRule,
  shop: ShopFacts,
  totals: TermTotals,
  found: { metrics: TriggerMetrics; reason: string; asin: string; caution: NegationCaution },
): Candidate {
  const place: NegationPlace = {
    shopId: shop.shopId,
    level: rule.level,
    campaignId: totals.campaignId,
    adGroupId: totals.adGroupId,
  };
  const matchType = matchTypeOf(rule, totals);
  return {
    place,
    searchTerm: totals.searchTerm,
    matchType,
    uniqueSign: uniqueSignOf(place, matchType, totals.searchTerm),
    recommendation: 'negate',
    flag: 2,
    ...found,
  };
}

/** Empty scope lists mean "all". */
function isInScope(
  scope: RuleScopeInput,
  fact: DailyFact,
  asinOfAdGroup: ReadonlyMap<string, string>,
): boolean {
  if (scope.campaignIds.length && !scope.campaignIds.includes(fact.campaignId)) return false;
  if (scope.adGroupIds.length && !scope.adGroupIds.includes(fact.adGroupId)) return false;
  if (!scope.asins.length) return true;
  const asin = asinOfAdGroup.get(fact.adGroupId);
  return asin !== undefined && scope.asins.some((wanted) => wanted.toLowerCase() === asin.toLowerCase());
}
