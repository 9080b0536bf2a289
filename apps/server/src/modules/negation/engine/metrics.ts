export interface DerivedMetrics {
  impressions: number;
  clicks: number;
  spend: number;
  orders: number;
  sales: number;
  acos: number | null;
  cvr: number | null;
  cpc: number | null;
  /** Measured only for a rule with a `reachProbability` condition (see reach-probability.ts). */
  reachProbability: number | null;
}

/** Ratios are null where their base is zero: a term without sales has no ACOS, not an infinite one. */
export function deriveMetrics(totals: {
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}): DerivedMetrics {
  const { impressions, clicks, cost, orders, sales } = totals;
  return {
    impressions,
    clicks,
    spend: roundMoney(cost),
    orders,
    sales: roundMoney(sales),
    acos: sales > 0 ? round(cost / sales, 4) : null,
    cvr: clicks > 0 ? round(orders / clicks, 4) : null,
    cpc: clicks > 0 ? round(cost / clicks, 4) : null,
    reachProbability: null,
  };
}

export function roundMoney(value: number): number {
  return round(value, 4);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
