import type { NegationCaution, RuleConditionInput } from '@termwise/contracts';
import type { PlaceTermTotals } from '../../shop/index.ts';
import { deriveMetrics } from './metrics.ts';
import { findProtectedWord, normaliseTerm } from './terms.ts';

/** A keyword the seller targets (not archived), as the last sync saw it. */
export interface OwnKeyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: string;
}

/**
 * The seller's keyword a negative would hit at this place: same text, or (for a negative phrase) a
 * keyword containing the phrase, since the negative would then block the keyword's own traffic. At
 * campaign level every ad group of the campaign counts.
 */
export function ownKeywordHit(
  keywords: readonly OwnKeyword[],
  place: { campaignId: string; adGroupId: string | null },
  term: string,
  matchType: string,
): OwnKeyword | undefined {
  const normalised = normaliseTerm(term);
  return byCampaign(keywords)
    .get(place.campaignId)
    ?.find(({ keyword, text }) => {
      if (place.adGroupId !== null && keyword.adGroupId !== place.adGroupId) return false;
      if (text === normalised) return true;
      return matchType === 'NEGATIVE_PHRASE' && ` ${text} `.includes(` ${normalised} `);
    })?.keyword;
}

/**
 * A shop's keywords per campaign, texts normalised, in their order. Kept per list: a rule run asks once per
 * term, and a backtest once per term and day, of the same list (normalising every keyword each time was a
 * tenth of a 90-day backtest's CPU).
 */
const keywordsByCampaign = new WeakMap<
  readonly OwnKeyword[],
  Map<string, { keyword: OwnKeyword; text: string }[]>
>();

function byCampaign(keywords: readonly OwnKeyword[]) {
  let index = keywordsByCampaign.get(keywords);
  if (!index) {
    index = new Map();
    for (const keyword of keywords) {
      const campaign = index.get(keyword.campaignId) ?? [];
      campaign.push({ keyword, text: normaliseTerm(keyword.keywordText) });
      index.set(keyword.campaignId, campaign);
    }
    keywordsByCampaign.set(keywords, index);
  }
  return index;
}

/**
 * A term selling in another ad group of the same campaign: negating it here may move the shopper, or may
 * hide a problem of this ad group only. "Sells" means an order, within the rule's ACOS target if it has one
 * (the database query found the best such ad group).
 */
export function sellsElsewhere(totals: PlaceTermTotals): NegationCaution['convertsElsewhere'] {
  if (totals.adGroupId === null || !totals.elsewhere) return undefined;
  const metrics = deriveMetrics({ impressions: 0, clicks: 0, ...totals.elsewhere });
  return {
    adGroupId: totals.elsewhere.adGroupId,
    orders: metrics.orders,
    sales: metrics.sales,
    acos: metrics.acos,
  };
}

/**
 * Core terms of a product: containing a word the seller marked, or equal to a keyword targeted in exact
 * for the same product (the same ASIN advertised in any ad group).
 */
export function coreTermOf(
  term: string,
  options: { markedWords: readonly string[]; exactKeywordsOfAsin: ReadonlySet<string> },
): { because: 'markedWord' | 'exactKeyword'; word: string } | undefined {
  const marked = findProtectedWord(term, options.markedWords);
  if (marked) return { because: 'markedWord', word: marked };
  const normalised = normaliseTerm(term);
  if (options.exactKeywordsOfAsin.has(normalised)) return { because: 'exactKeyword', word: normalised };
  return undefined;
}

/**
 * The conditions a core term must clear: each bound `factor` times further from where it starts to hold.
 * Lower bounds (>=, >) are multiplied, upper bounds (<=, <) divided; "orders = 0" stays as it is.
 */
export function raiseBar(conditions: readonly RuleConditionInput[], factor: number): RuleConditionInput[] {
  return conditions.map((condition) => {
    if (condition.operator === '>=' || condition.operator === '>') {
      return { ...condition, value: condition.value * factor };
    }
    if (condition.operator === '<=' || condition.operator === '<') {
      return { ...condition, value: condition.value / factor };
    }
    return condition;
  });
}

/** Exact keywords each ASIN targets, normalised, through the ad groups advertising it. */
export function exactKeywordsByAsin(
  keywords: readonly OwnKeyword[],
  asinOfAdGroup: ReadonlyMap<string, string>,
): Map<string, Set<string>> {
  const byAsin = new Map<string, Set<string>>();
  for (const keyword of keywords) {
    if (keyword.matchType.toUpperCase() !== 'EXACT') continue;
    const asin = asinOfAdGroup.get(keyword.adGroupId);
    if (!asin) continue;
    const set = byAsin.get(asin) ?? new Set<string>();
    set.add(normaliseTerm(keyword.keywordText));
    byAsin.set(asin, set);
  }
  return byAsin;
}
