import type { HarvestBidSource } from '@termwise/contracts';
import { keywordBidBounds, roundToCurrency } from '../../amazon/index.ts';

/** A shop's own bounds for starting bids, in its currency; null: Amazon's minimum, Termwise's ceiling. */
export interface BidLimits {
  minBid: number | null;
  maxBid: number | null;
}

/**
 * The range a starting bid stays in: the shop's minimum, never under Amazon's, and the shop's maximum, or
 * the currency's ceiling when it set none.
 */
export function bidRange(currency: string, limits: BidLimits) {
  const amazon = keywordBidBounds(currency);
  return {
    min: Math.max(amazon.min, limits.minBid ?? amazon.min),
    max: limits.maxBid ?? amazon.max,
  };
}

/**
 * The starting bid: the smaller of the term's cost per click times the factor and Amazon's suggestion,
 * kept within the shop's range, with where it came from.
 */
export function startingBid(input: {
  costPerClick: number;
  factor: number;
  suggested: number | undefined;
  currency: string;
  limits: BidLimits;
}): { bid: number; source: HarvestBidSource } {
  const byClicks = input.costPerClick * input.factor;
  const useSuggested = input.suggested !== undefined && input.suggested < byClicks;
  const wanted = useSuggested ? input.suggested! : byClicks;
  const range = bidRange(input.currency, input.limits);
  if (wanted < range.min) return { bid: range.min, source: 'minimum' };
  if (wanted > range.max) return { bid: range.max, source: 'maximum' };
  return {
    bid: roundToCurrency(input.currency, wanted),
    source: useSuggested ? 'suggested' : 'costPerClick',
  };
}
