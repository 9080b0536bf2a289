/**
 * Keyword bids per currency: Amazon's smallest keyword bid, and a ceiling Termwise never sets on its own
 * (harvest's starting bids). Shared by every module that sets a bid, so all agree on the minimum.
 */
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

export const keywordBidBounds = (currency: string) => BID_BOUNDS[currency] ?? DEFAULT_BOUNDS;

/** A bid rounded to the currency's minor unit (cents; whole yen). */
export function roundToCurrency(currency: string, value: number): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits!;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
