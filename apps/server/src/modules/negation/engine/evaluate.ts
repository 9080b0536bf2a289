import type {
  NegationMatchType,
  RuleConditionInput,
  RuleScopeInput,
  TriggerMetrics,
} from '@termwise/contracts';
import { checkConditions } from './conditions.ts';
import { ruleWindow } from './dates.ts';
import { aggregateFacts, deriveMetrics, type DailyFact, type TermTotals } from './metrics.ts';
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
}

export interface Candidate {
  place: NegationPlace;
  asin: string;
  searchTerm: string;
  matchType: NegationMatchType;
  uniqueSign: string;
  metrics: TriggerMetrics;
  reason: string;
}

export interface Evaluation {
  candidates: Candidate[];
  skipped: { protected: number; alreadyNegated: number };
}

/** Which terms of one shop the rule would negate now, most expensive first. */
export function evaluateRule(rule: EngineRule, shop: ShopFacts): Evaluation {
  const window = ruleWindow(shop.today, rule.lookbackDays, rule.skipRecentDays);
  const inScope = shop.facts.filter((fact) => isInScope(rule.scope, fact, shop.asinOfAdGroup));
  const totals = aggregateFacts(inScope, {
    window,
    attributionDays: rule.attributionDays,
    level: rule.level,
  });
  const evaluation: Evaluation = { candidates: [], skipped: { protected: 0, alreadyNegated: 0 } };
  for (const termTotals of totals) {
    const metrics = deriveMetrics(termTotals);
    const { matched, reason } = checkConditions(rule.conditions, metrics, rule);
    if (!matched) continue;
    if (findProtectedWord(termTotals.searchTerm, rule.protectedTerms)) {
      evaluation.skipped.protected += 1;
      continue;
    }
    if (isAlreadyNegated(shop.negated, termTotals.campaignId, termTotals.adGroupId, termTotals.searchTerm)) {
      evaluation.skipped.alreadyNegated += 1;
      continue;
    }
    const triggerMetrics: TriggerMetrics = {
      ...window,
      attributionDays: rule.attributionDays,
      impressions: metrics.impressions,
      clicks: metrics.clicks,
      cost: metrics.spend,
      orders: metrics.orders,
      sales: metrics.sales,
      acos: metrics.acos,
      cvr: metrics.cvr,
      cpc: metrics.cpc,
      currencyCode: shop.currencyCode,
    };
    evaluation.candidates.push(toCandidate(rule, shop, termTotals, triggerMetrics, reason));
  }
  evaluation.candidates.sort((a, b) => b.metrics.cost - a.metrics.cost);
  return evaluation;
}

function toCandidate(
  rule: EngineRule,
  shop: ShopFacts,
  totals: TermTotals,
  metrics: TriggerMetrics,
  reason: string,
): Candidate {
  const place: NegationPlace = {
    shopId: shop.shopId,
    level: rule.level,
    campaignId: totals.campaignId,
    adGroupId: totals.adGroupId,
  };
  const matchType: NegationMatchType = isAsinTerm(totals.searchTerm) ? 'ASIN_SAME_AS' : rule.matchType;
  const asin = totals.adGroupIds.map((id) => shop.asinOfAdGroup.get(id)).find(Boolean) ?? '';
  return {
    place,
    asin,
    searchTerm: totals.searchTerm,
    matchType,
    uniqueSign: uniqueSignOf(place, matchType, totals.searchTerm),
    metrics,
    reason,
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
