import type { HarvestBidSource } from '@termwise/contracts';

/** Bids stay within these per currency: Amazon's smallest keyword bid, and a ceiling no harvest passes. */
const BID_BOUNDS: Record<string, { min: number; max: number }> = {
  JPY: { min: 2, max: 500 },
  INR: { min: 1, max: 250 },
  MXN: { min: 0.1, max: 100 },
  SEK: { min: 0.1, max: 50 },
  PLN: { min: 0.1, max: 20 },
  TRY: { min: 0.05, max: 100 },
  AED: { min: 0.24, max: 20 },
  SAR: { min: 0.24, max: 20 },
  BRL: { min: 0.07, max: 25 },
};
const DEFAULT_BOUNDS = { min: 0.02, max: 5 };

export const bidBoundsOf = (currency: string) => BID_BOUNDS[currency] ?? DEFAULT_BOUNDS;

function roundFor(currency: string, value: number): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits!;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

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
  const bounds = bidBoundsOf(input.currency);
  if (wanted < bounds.min) return { bid: bounds.min, source: 'minimum' };
  if (wanted > bounds.max) return { bid: bounds.max, source: 'maximum' };
  return { bid: roundFor(input.currency, wanted), source: useSuggested ? 'suggested' : 'costPerClick' };
}
