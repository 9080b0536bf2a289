import type { HarvestBidSource } from '@termwise/contracts';
import { keywordBidBounds, roundToCurrency } from '../../amazon/index.ts';

/**
 * The starting bid: the smaller of the term's cost per click times the factor and Amazon's suggestion,
 * kept within the currency's bounds, with where it came from.
 */
export function startingBid(input: {
  costPerClick: number;
  factor: number;
  suggested: number | undefined;
  currency: string;
}): { bid: number; source: HarvestBidSource } {
  const byClicks = input.costPerClick * input.factor;
  const useSuggested = input.suggested !== undefined && input.suggested < byClicks;
  const wanted = useSuggested ? input.suggested! : byClicks;
  const bounds = keywordBidBounds(input.currency);
  if (wanted < bounds.min) return { bid: bounds.min, source: 'minimum' };
  if (wanted > bounds.max) return { bid: bounds.max, source: 'maximum' };
  return {
    bid: roundToCurrency(input.currency, wanted),
    source: useSuggested ? 'suggested' : 'costPerClick',
  };
}
