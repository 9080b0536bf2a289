import { streamFor } from '../random.ts';
import { bidRange, type Marketplace, roundMoney } from './marketplaces.ts';
import type { Product } from './products.ts';
import type { SearchTerm } from './search-terms.ts';
import type { Shop } from './shop.ts';

/**
 * Amazon's suggested bids (low, median, high) for a targeting expression, drawn from the world: a term the
 * products are searched by is worth what its clicks convert to (price x conversion rate), scaled by how
 * contested the term is in the marketplace; anything else gets a plausible figure keyed by its text. The same
 * question always gets the same answer, so tests and the demo can rely on the numbers.
 */

export interface SuggestedBids {
  low: number;
  median: number;
  high: number;
}

/** The theme-based bid API's targeting expression types, with how much less than exact each one is bid. */
const TYPE_FACTOR: Record<string, number> = {
  KEYWORD_EXACT_MATCH: 1,
  KEYWORD_PHRASE_MATCH: 0.9,
  KEYWORD_BROAD_MATCH: 0.8,
  KEYWORD_GROUP: 0.8,
  PAT_ASIN: 0.85,
  PAT_CATEGORY: 0.75,
  PAT_CATEGORY_REFINEMENT: 0.75,
  CLOSE_MATCH: 0.8,
  LOOSE_MATCH: 0.65,
  SUBSTITUTES: 0.7,
  COMPLEMENTS: 0.55,
};

/** Share of a click's expected sales a seller can bid and stay near a 30 % ACOS. */
const TARGET_ACOS = 0.3;

export function suggestedBids(shop: Shop, products: Product[], type: string, value: string | undefined): SuggestedBids {
  const factor = TYPE_FACTOR[type] ?? 0.75;
  const found = termFor(shop, products, type, value);
  const medianUsd = found
    ? termValueUsd(shop, found.product, found.term)
    : streamFor(shop.seed, 'bid-suggestion', shop.marketplace.countryCode, type, value ?? '').between(0.4, 1.6);
  const money = (usd: number) => localBid(usd * factor, shop.marketplace);
  return { low: money(medianUsd * 0.7), median: money(medianUsd), high: money(medianUsd * 1.45) };
}

/** The search term an expression names among the products' terms: keyword text, or a `b0…` ASIN term. */
function termFor(shop: Shop, products: Product[], type: string, value: string | undefined) {
  if (value === undefined || !(type.startsWith('KEYWORD_') || type === 'PAT_ASIN')) return undefined;
  const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const product of products) {
    const term = shop.termOf(product.asin, text);
    if (term) return { product, term };
  }
  return undefined;
}

function termValueUsd(shop: Shop, product: Product, term: SearchTerm): number {
  const contested = streamFor(shop.seed, 'bid-competition', shop.marketplace.countryCode, term.text).between(0.7, 1.4);
  // A term that never converts still costs something to win: the auction does not know it is waste.
  const clickValueUsd = (product.price / shop.marketplace.usdRate) * Math.max(term.conversionRate, 0.02) * TARGET_ACOS;
  return Math.min(5, Math.max(0.2, (0.25 + clickValueUsd) * contested));
}

function localBid(usd: number, marketplace: Marketplace): number {
  return Math.max(roundMoney(usd * marketplace.usdRate, marketplace), bidRange(marketplace).min);
}
