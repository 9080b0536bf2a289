import { z } from 'zod';

/** Advertising metrics, named once: totals over a window or a day... */
export const adTotals = {
  impressions: z.number(),
  clicks: z.number(),
  cost: z.number(),
  orders: z.number(),
  sales: z.number(),
};

/** ...and the ratios between them, null when their base is zero (no sales, no clicks). */
export const adRatios = {
  acos: z.number().nullable(),
  cpc: z.number().nullable(),
  cvr: z.number().nullable(),
};

/** The ratios of some totals, each null when its base is zero: no sales means no ACOS, not an infinite one. */
export function adRatiosOf(totals: { cost: number; clicks: number; orders: number; sales: number }) {
  const { cost, clicks, orders, sales } = totals;
  return {
    acos: sales > 0 ? cost / sales : null,
    cpc: clicks > 0 ? cost / clicks : null,
    cvr: clicks > 0 ? orders / clicks : null,
  };
}

/** The metrics a chart can draw. */
export const chartMetric = z.enum(['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc']);
