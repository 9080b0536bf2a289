import type {
  NegationCaution,
  NegationMatchType,
  NegationRecommendation,
  RuleConditionInput,
  RuleScopeInput,
  TriggerMetrics,
} from '@termwise/contracts';
import type { PlaceTermTotals, TermTotalsQuery, TotalsBound } from '../../shop/index.ts';
import { conditionsHold, reasonOf } from './conditions.ts';
import { ruleWindow } from './dates.ts';
import { deriveMetrics, type DerivedMetrics } from './metrics.ts';
import { baselineOf, reachProbability, type BaselineTotals } from './reach-probability.ts';
import {
  coreTermOf,
  exactKeywordsByAsin,
  ownKeywordHit,
  raiseBar,
  sellsElsewhere,
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
  /** The prior's strength in clicks for a `reachProbability` condition. */
  priorClicks: number;
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
  /** The shop's search-term sums per place for one rule (one SQL statement in production). */
  termTotals(query: TermTotalsQuery): Promise<PlaceTermTotals[]>;
  /** The same for several rules at once, in their order (rules over the same days read the rows once). */
  termTotalsOf?(queries: TermTotalsQuery[]): Promise<PlaceTermTotals[][]>;
  asinOfAdGroup: ReadonlyMap<string, string>;
  /** negatedKey()s of live negatives on Amazon and of negations proposed or decided before. */
  negated: ReadonlySet<string>;
  /** The seller's own keywords: never negated where they are targeted. */
  keywords: readonly OwnKeyword[];
  /** Products' and the shop's ad rates of the last 90 days, read once when a rule asks for them. */
  baselines(): Promise<Baselines>;
}

export interface Baselines {
  byAsin: ReadonlyMap<string, BaselineTotals>;
  shop: BaselineTotals;
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

const NO_KEYWORDS: ReadonlySet<string> = new Set();

/**
 * Which terms of one shop the rule would act on now, most expensive first. A term that is the seller's own
 * keyword there becomes a keyword review, a term selling elsewhere in the campaign or held by a trial run
 * waits for a person, and a core term must clear the rule's higher bar.
 */
export async function evaluateRule(rule: EngineRule, shop: ShopFacts): Promise<Evaluation> {
  const evaluation: Evaluation = { candidates: [], skipped: { protected: 0, alreadyNegated: 0 } };
  const query = totalsQueryOf(rule, shop);
  if (!query) return evaluation;
  const window = query.days;
  const totals = await shop.termTotals(query);
  const exactByAsin = exactKeywordsByAsin(shop.keywords, shop.asinOfAdGroup);
  const measure = await probabilityOf(rule, shop);
  for (const termTotals of totals) {
    const metrics = deriveMetrics(termTotals);
    const asin = asinOf(termTotals, shop);
    const confidence = measure?.(asin, metrics);
    metrics.reachProbability = confidence?.reachProbability ?? null;
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
          exactKeywordsOfAsin: exactByAsin.get(asin) ?? NO_KEYWORDS,
        });
    const conditions = core ? raiseBar(rule.conditions, rule.coreTermFactor) : rule.conditions;
    if (!conditionsHold(conditions, metrics, rule)) continue;
    if (findProtectedWord(termTotals.searchTerm, rule.protectedTerms)) {
      evaluation.skipped.protected += 1;
      continue;
    }
    if (isAlreadyNegated(shop.negated, termTotals.campaignId, termTotals.adGroupId, termTotals.searchTerm)) {
      evaluation.skipped.alreadyNegated += 1;
      continue;
    }
    const reason = reasonOf(conditions, metrics, rule);
    const caution: NegationCaution = {};
    if (core) caution.coreTerm = { ...core, factor: rule.coreTermFactor };
    const candidate = toCandidate(rule, shop, termTotals, {
      metrics: {
        ...triggerMetricsOf(metrics, window, rule.attributionDays, shop.currencyCode),
        ...(confidence ? { confidence } : {}),
      },
      reason: core ? `core term "${core.word}", bar x${rule.coreTermFactor}: ${reason}` : reason,
      asin,
      caution,
    });
    if (own) {
      caution.ownKeyword = own;
      candidate.recommendation = metrics.orders > 0 ? 'lowerBid' : 'pauseKeyword';
    }
    const elsewhere = sellsElsewhere(termTotals);
    if (elsewhere) caution.convertsElsewhere = elsewhere;
    if (rule.flag === 1 && rule.trialRun) caution.heldBack = 'trialRun';
    const needsPerson =
      rule.flag !== 1 || own !== undefined || caution.convertsElsewhere !== undefined || rule.trialRun;
    candidate.flag = needsPerson ? 2 : 1;
    evaluation.candidates.push(candidate);
  }
  evaluation.candidates.sort((a, b) => b.metrics.cost - a.metrics.cost);
  return evaluation;
}

/** How a term's reachProbability is measured for this rule in this shop; undefined when no condition asks. */
async function probabilityOf(rule: EngineRule, shop: ShopFacts) {
  const acosTarget = rule.acosTarget;
  if (acosTarget === null || !rule.conditions.some((one) => one.metric === 'reachProbability'))
    return undefined;
  const { byAsin, shop: shopTotals } = await shop.baselines();
  return (asin: string, metrics: DerivedMetrics) =>
    reachProbability(
      metrics,
      baselineOf(byAsin.get(asin.toUpperCase()), shopTotals),
      acosTarget,
      rule.priorClicks,
    ) ?? undefined;
}

/** The sums the rule reads from the database; null when it can match nothing (see boundsOf). */
export function totalsQueryOf(
  rule: EngineRule,
  shop: Pick<ShopFacts, 'today' | 'asinOfAdGroup'>,
): TermTotalsQuery | null {
  const bounds = boundsOf(rule);
  if (!bounds) return null;
  return {
    days: ruleWindow(shop.today, rule.lookbackDays, rule.skipRecentDays),
    level: rule.level,
    attributionDays: rule.attributionDays,
    campaignIds: rule.scope.campaignIds,
    adGroupIds: rule.scope.adGroupIds,
    asinAdGroupIds: rule.scope.asins.length ? adGroupsOf(rule.scope.asins, shop.asinOfAdGroup) : null,
    bounds,
    sellsElsewhere: { acosTarget: rule.acosTarget },
  };
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

/**
 * The rule's conditions as bounds for the database to keep terms within: the loosest bar, since a core
 * term's raised bar is stricter and is checked here. Null when a condition is relative to a target the
 * rule lacks: such a condition never holds, so the rule matches nothing.
 */
function boundsOf(rule: EngineRule): TotalsBound[] | null {
  const bounds: TotalsBound[] = [];
  for (const condition of rule.conditions) {
    // A probability is measured here, not in SQL; a term it can measure has a click and spend.
    if (condition.metric === 'reachProbability') {
      if (rule.acosTarget === null) return null;
      bounds.push(
        { metric: 'clicks', operator: '>=', value: 1 },
        { metric: 'spend', operator: '>', value: 0 },
      );
      continue;
    }
    const target = condition.relativeTo ? rule[condition.relativeTo] : 1;
    if (target === null) return null;
    bounds.push({ metric: condition.metric, operator: condition.operator, value: condition.value * target });
  }
  return bounds;
}

function adGroupsOf(asins: readonly string[], asinOfAdGroup: ReadonlyMap<string, string>): string[] {
  const wanted = new Set(asins.map((asin) => asin.toLowerCase()));
  return [...asinOfAdGroup]
    .filter(([, asin]) => wanted.has(asin.toLowerCase()))
    .map(([adGroupId]) => adGroupId);
}

function matchTypeOf(rule: EngineRule, totals: PlaceTermTotals): NegationMatchType {
  return isAsinTerm(totals.searchTerm) ? 'ASIN_SAME_AS' : rule.matchType;
}

function asinOf(totals: PlaceTermTotals, shop: ShopFacts): string {
  return totals.adGroupIds.map((id) => shop.asinOfAdGroup.get(id)).find(Boolean) ?? '';
}

function toCandidate(
  rule: EngineRule,
  shop: ShopFacts,
  totals: PlaceTermTotals,
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
