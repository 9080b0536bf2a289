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

/** The metrics a chart can draw. */
export const chartMetric = z.enum(['impressions', 'clicks', 'cost', 'orders', 'sales', 'acos', 'cpc']);

export * from './metric-catalogue.ts';
