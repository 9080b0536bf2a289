import type { SearchTermDay } from '../../shop/index.ts';
import type { DateWindow } from './dates.ts';
import { normaliseTerm } from './terms.ts';

/** One spSearchTerm DAILY row, as the shop module's synced report hands it to the engine. */
export type DailyFact = SearchTermDay;

/** A term's totals at one place (an ad group, or a whole campaign when adGroupId is null). */
export interface TermTotals {
  campaignId: string;
  adGroupId: string | null;
  /** Normalised. */
  searchTerm: string;
  /** Ad groups the totals came from, to find the advertised ASIN. */
  adGroupIds: string[];
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

export interface DerivedMetrics {
  impressions: number;
  clicks: number;
  spend: number;
  orders: number;
  sales: number;
  acos: number | null;
  cvr: number | null;
  cpc: number | null;
}

/**
 * Sums the days inside the window per place and term. Orders and sales follow the attribution window:
 * 7 days matches what the Amazon console shows, 1 day counts only purchases on the day of the click.
 */
export function aggregateFacts(
  facts: readonly DailyFact[],
  options: { window: DateWindow; attributionDays: number; level: 'adGroup' | 'campaign' },
): TermTotals[] {
  const { window, attributionDays, level } = options;
  const totals = new Map<string, TermTotals>();
  for (const fact of facts) {
    if (fact.date < window.startDate || fact.date > window.endDate) continue;
    const adGroupId = level === 'adGroup' ? fact.adGroupId : null;
    const searchTerm = normaliseTerm(fact.searchTerm);
    const key = `${fact.campaignId}|${adGroupId ?? '*'}|${searchTerm}`;
    let entry = totals.get(key);
    if (!entry) {
      entry = {
        campaignId: fact.campaignId,
        adGroupId,
        searchTerm,
        adGroupIds: [],
        impressions: 0,
        clicks: 0,
        cost: 0,
        orders: 0,
        sales: 0,
      };
      totals.set(key, entry);
    }
    if (!entry.adGroupIds.includes(fact.adGroupId)) entry.adGroupIds.push(fact.adGroupId);
    entry.impressions += fact.impressions;
    entry.clicks += fact.clicks;
    entry.cost += fact.cost;
    entry.orders += attributionDays === 1 ? fact.purchases1d : fact.purchases7d;
    entry.sales += attributionDays === 1 ? fact.sales1d : fact.sales7d;
  }
  return [...totals.values()];
}

/** Ratios are null where their base is zero: a term without sales has no ACOS, not an infinite one. */
export function deriveMetrics(
  totals: Omit<TermTotals, 'campaignId' | 'adGroupId' | 'searchTerm' | 'adGroupIds'>,
): DerivedMetrics {
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
  };
}

export function roundMoney(value: number): number {
  return round(value, 4);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
