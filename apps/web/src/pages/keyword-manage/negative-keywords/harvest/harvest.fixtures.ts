import type { HarvestMetrics } from '@termwise/contracts';

/** A term that sells: the sums the queue and its proof dialog show for a harvested keyword. */
export const sellingTermMetrics: HarvestMetrics = {
  impressions: 300,
  clicks: 20,
  cost: 12.4,
  orders: 4,
  sales: 96,
  acos: 0.129,
  cpc: 0.62,
  cvr: 0.2,
};
