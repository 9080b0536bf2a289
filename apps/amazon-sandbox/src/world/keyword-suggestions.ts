import { suggestedBids, type SuggestedBids } from './bid-suggestions.ts';
import type { KeywordMatchType } from './entities.ts';
import type { Product } from './products.ts';
import type { SearchTerm } from './search-terms.ts';
import type { Shop } from './shop.ts';

/**
 * Amazon's keyword recommendations for products: the text search terms shoppers find them by, best first, each
 * with a suggested bid per match type. Look-alike (waste) terms are left out, as Amazon's relevance model would;
 * competitor-brand terms stay in, and some of them never sell.
 */

export interface KeywordSuggestion {
  keyword: string;
  bids: { matchType: KeywordMatchType; rank: number; bids: SuggestedBids }[];
}

export type SortDimension = 'CLICKS' | 'CONVERSIONS' | 'DEFAULT';

const SUGGESTED_TIERS = new Set(['core', 'branded', 'relevant', 'competitor']);
const MATCH_TYPES: [KeywordMatchType, string][] = [
  ['EXACT', 'KEYWORD_EXACT_MATCH'],
  ['PHRASE', 'KEYWORD_PHRASE_MATCH'],
  ['BROAD', 'KEYWORD_BROAD_MATCH'],
];

const SCORE: Record<SortDimension, (term: SearchTerm) => number> = {
  CLICKS: (term) => term.demand * term.clickThroughRate,
  CONVERSIONS: (term) => term.demand * term.clickThroughRate * term.conversionRate,
  // Amazon's own ranking weighs relevance with volume: core and branded terms first.
  DEFAULT: (term) => term.demand * (term.tier === 'core' || term.tier === 'branded' ? 10 : 1),
};

export function keywordSuggestions(shop: Shop, products: Product[], max: number, sort: SortDimension): KeywordSuggestion[] {
  const terms = new Map<string, SearchTerm>();
  for (const product of products) {
    for (const term of shop.searchTerms.get(product.asin)?.values() ?? []) {
      if (SUGGESTED_TIERS.has(term.tier) && !terms.has(term.text)) terms.set(term.text, term);
    }
  }
  const score = SCORE[sort];
  return [...terms.values()]
    .sort((a, b) => score(b) - score(a) || a.text.localeCompare(b.text))
    .slice(0, max)
    .map((term, index) => ({
      keyword: term.text,
      bids: MATCH_TYPES.map(([matchType, type]) => ({ matchType, rank: index + 1, bids: suggestedBids(shop, products, type, term.text) })),
    }));
}
