import { WASTING_MIN_CLICKS, type BoardTermReview } from '@termwise/contracts';
import type { RuleRow } from './repo.ts';
import { coreTermOf, exactKeywordsByAsin, ownKeywordHit, type OwnKeyword } from './safeguards.ts';
import { findProtectedWord, normaliseTerm } from './terms.ts';

/** A core term needs this many times the bar when no rule says otherwise (the rules' default factor). */
const DEFAULT_CORE_TERM_FACTOR = 3;

export interface ManualNegation {
  place: { campaignId: string; adGroupId: string };
  searchTerm: string;
  matchType: string;
  /** The term's clicks and orders over the evidence window the person looked at. */
  clicks: number;
  orders: number;
}

/**
 * What "negate now" may do with one term, by the safeguards the rules apply: the seller's own keyword is
 * never negated (a keyword review instead); a protected brand word, or a term under the evidence bar
 * (WASTING_MIN_CLICKS clicks and no order, times the core-term factor for a core term) waits for a person.
 */
export function reviewManualNegation(
  request: ManualNegation,
  context: {
    keywords: readonly OwnKeyword[];
    asinOfAdGroup: ReadonlyMap<string, string>;
    /** The organisation's enabled rules in the shop's scope: their core words, factors and brand words. */
    rules: readonly Pick<RuleRow, 'coreTerms' | 'coreTermFactor' | 'protectedTerms'>[];
  },
): BoardTermReview {
  const term = normaliseTerm(request.searchTerm);
  const own = ownKeywordHit(context.keywords, request.place, term, request.matchType);
  const asin = context.asinOfAdGroup.get(request.place.adGroupId) ?? '';
  const core = own
    ? undefined
    : coreTermOf(term, {
        markedWords: context.rules.flatMap((rule) => rule.coreTerms),
        exactKeywordsOfAsin:
          exactKeywordsByAsin(context.keywords, context.asinOfAdGroup).get(asin) ?? new Set(),
      });
  const factor = Math.max(DEFAULT_CORE_TERM_FACTOR, ...context.rules.map((rule) => rule.coreTermFactor));
  const bar = WASTING_MIN_CLICKS * (core ? factor : 1);
  const protectedWord =
    findProtectedWord(
      term,
      context.rules.flatMap((rule) => rule.protectedTerms),
    ) ?? null;
  const clears = request.clicks >= bar && request.orders === 0 && !protectedWord;
  return {
    verdict: own ? 'ownKeyword' : clears ? 'negate' : 'hold',
    clicks: request.clicks,
    orders: request.orders,
    bar,
    coreTerm: core ? { because: core.because, word: core.word } : null,
    protectedWord,
    ownKeyword: own ? { keywordText: own.keywordText, matchType: own.matchType } : null,
  };
}
