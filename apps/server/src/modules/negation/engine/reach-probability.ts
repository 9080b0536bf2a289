import { createRequire } from 'node:module';
import type { NegationConfidence } from '@termwise/contracts';

/** jStat's regularized incomplete beta I_x(a, b) (the package ships no types). */
const { ibeta } = createRequire(import.meta.url)('jstat') as {
  ibeta(x: number, a: number, b: number): number;
};

/** Below this many ad clicks in the baseline days, a product's own rates are too thin: the shop's stand in. */
export const PRODUCT_BASELINE_MIN_CLICKS = 100;
/** The days a product's (or shop's) conversion rate and order value are read over. */
export const BASELINE_DAYS = 90;

/** Ad clicks, orders and sales of a product or a shop over the baseline days. */
export interface BaselineTotals {
  clicks: number;
  orders: number;
  sales: number;
}

/** Ad group rows summed per product (through the ad group's ASIN, upper case) and for the whole shop. */
export function baselinesOf(
  rows: readonly (BaselineTotals & { adGroupId: string })[],
  asinOfAdGroup: ReadonlyMap<string, string>,
) {
  const byAsin = new Map<string, BaselineTotals>();
  const shop: BaselineTotals = { clicks: 0, orders: 0, sales: 0 };
  for (const row of rows) {
    addTo(shop, row);
    const asin = asinOfAdGroup.get(row.adGroupId)?.toUpperCase();
    if (!asin) continue;
    if (!byAsin.has(asin)) byAsin.set(asin, { clicks: 0, orders: 0, sales: 0 });
    addTo(byAsin.get(asin)!, row);
  }
  return { byAsin, shop };
}

function addTo(sums: BaselineTotals, row: BaselineTotals) {
  sums.clicks += row.clicks;
  sums.orders += row.orders;
  sums.sales += row.sales;
}

/** The product's rates, or the shop's when the product has too few clicks; null without an order (no AOV). */
export function baselineOf(product: BaselineTotals | undefined, shop: BaselineTotals) {
  const ownRates = product !== undefined && product.clicks >= PRODUCT_BASELINE_MIN_CLICKS;
  const source = ownRates ? product : shop;
  if (source.orders <= 0 || source.clicks <= 0) return null;
  return {
    productCvr: source.orders / source.clicks,
    averageOrderValue: source.sales / source.orders,
    baseline: ownRates ? ('product' as const) : ('shop' as const),
  };
}

/**
 * The chance that the term's true conversion rate at its place reaches the break-even rate for the ACOS
 * target, as `ruleMetric` in the contracts states it: a Beta(k p0, k (1 - p0)) prior updated by the term's
 * clicks and orders, P(cvr >= be) = 1 - I_be(alpha + o, beta + c - o). Null when the term has no clicks or
 * no spend, or there is no baseline to measure against.
 */
export function reachProbability(
  term: { clicks: number; orders: number; spend: number },
  baseline: ReturnType<typeof baselineOf>,
  acosTarget: number,
  priorClicks: number,
): NegationConfidence | null {
  if (!baseline || term.clicks <= 0 || term.spend <= 0) return null;
  const cpc = term.spend / term.clicks;
  const breakEvenCvr = cpc / (baseline.averageOrderValue * acosTarget);
  // Kept inside (0, 1) by half a click either way, so the prior is a distribution whatever the product did.
  const edge = 0.5 / priorClicks;
  const p0 = Math.min(Math.max(baseline.productCvr, edge), 1 - edge);
  const orders = Math.min(term.orders, term.clicks);
  const alpha = priorClicks * p0 + orders;
  const beta = priorClicks * (1 - p0) + term.clicks - orders;
  const probability = breakEvenCvr >= 1 ? 0 : 1 - ibeta(breakEvenCvr, alpha, beta);
  return {
    reachProbability: round(probability, 6),
    clicks: term.clicks,
    orders: term.orders,
    cpc: round(cpc, 4),
    productCvr: round(baseline.productCvr, 6),
    averageOrderValue: round(baseline.averageOrderValue, 4),
    breakEvenCvr: round(breakEvenCvr, 6),
    acosTarget,
    priorClicks,
    baseline: baseline.baseline,
  };
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
