import { acosOf, adRatiosOf, type HarvestDestination, type HarvestMetrics } from '@termwise/contracts';
import type { AdGroupLayout, SearchTermTotals } from '../../shop/index.ts';
import { findDestination, isTargetedForProduct, type HarvestKind } from './destination.ts';

const ASIN_TERM = /^b0[a-z0-9]{8}$/;

/** What makes a converting term worth a keyword of its own. */
export interface HarvestCriteria {
  minOrders: number;
  minClicks: number;
  /** ACOS as a fraction (0.3 = 30 %); a term above it is not harvested. */
  acosTarget: number;
}

/** Teikametrics' defaults for "keywords to add" (2 orders, 2 clicks); the ACOS comes from the seller's rules. */
export const DEFAULT_CRITERIA: HarvestCriteria = { minOrders: 2, minClicks: 2, acosTarget: 0.3 };

/** One row of the search-term report's window sums (7-day attribution), per ad group and keyword or target. */
export type TermRow = Pick<
  SearchTermTotals,
  'campaignId' | 'adGroupId' | 'searchTerm' | 'impressions' | 'clicks' | 'cost'
> & { orders: number; sales: number };

export interface HarvestCandidate {
  asin: string;
  sku: string;
  searchTerm: string;
  kind: HarvestKind;
  source: { campaignId: string; campaignName: string; adGroupId: string; adGroupName: string };
  destination: HarvestDestination;
  metrics: HarvestMetrics;
}

export interface CandidateInput {
  rows: TermRow[];
  layouts: AdGroupLayout[];
  /** Whether a term's sums in an ad group advertising `asin` make it worth a keyword (a rule, or the defaults). */
  qualifies(row: TermRow, asin: string): boolean;
  /** True when the term contains a word the seller's rules protect. */
  isProtected(term: string): boolean;
  /** True when the term is negated (or was decided) at that ad group. */
  isNegatedAt(campaignId: string, adGroupId: string, term: string): boolean;
  /** The shop's pattern for the campaign created when the product has no destination. */
  campaignNamePattern: string;
}

function metricsOf(row: TermRow): HarvestMetrics {
  return {
    impressions: row.impressions,
    clicks: row.clicks,
    cost: row.cost,
    orders: row.orders,
    sales: row.sales,
    ...adRatiosOf(row),
  };
}

/** A term's sums per ad group, over the keywords and targets that bought it there. */
function sumPerAdGroup(rows: TermRow[]): TermRow[] {
  const sums = new Map<string, TermRow>();
  for (const row of rows) {
    const key = `${row.adGroupId}|${row.searchTerm}`;
    const sum = sums.get(key);
    if (!sum) sums.set(key, { ...row });
    else
      for (const field of ['impressions', 'clicks', 'cost', 'orders', 'sales'] as const)
        sum[field] += row[field];
  }
  return [...sums.values()];
}

/** What a shop without a harvest rule harvests by; a term without sales has no ACOS, so none within target. */
export const meetsCriteria = (criteria: HarvestCriteria) => (row: TermRow) =>
  row.orders >= criteria.minOrders &&
  row.clicks >= criteria.minClicks &&
  (acosOf(row) ?? Infinity) <= criteria.acosTarget;

/**
 * The terms worth harvesting for each product: they sell within the ACOS target where they were found
 * (an automatic, broad or phrase ad group), the product does not target them exactly yet, no rule protects
 * them and they are not negated there. A term that sells for a product in several ad groups is harvested
 * once, from the ad group where it sold most.
 */
export function selectCandidates(input: CandidateInput): HarvestCandidate[] {
  const layoutOf = new Map(input.layouts.map((layout) => [layout.adGroupId, layout]));
  const best = new Map<string, { row: TermRow; layout: AdGroupLayout; asin: string; sku: string }>();
  for (const row of sumPerAdGroup(input.rows)) {
    const layout = layoutOf.get(row.adGroupId);
    const product = layout?.products[0];
    if (!layout || !product || !input.qualifies(row, product.asin)) continue;
    // The term is the seller's own keyword there: a bid question, not a harvest.
    if (layout.keywords.some((keyword) => keyword.text === row.searchTerm)) continue;
    const key = `${product.asin}|${row.searchTerm}`;
    const current = best.get(key);
    if (!current || row.orders > current.row.orders) best.set(key, { row, layout, ...product });
  }
  const candidates: HarvestCandidate[] = [];
  for (const { row, layout, asin, sku } of best.values()) {
    const term = row.searchTerm;
    const kind: HarvestKind = ASIN_TERM.test(term) ? 'asinTarget' : 'keyword';
    if (isTargetedForProduct(input.layouts, asin, term, kind)) continue;
    if (input.isProtected(term) || input.isNegatedAt(row.campaignId, row.adGroupId, term)) continue;
    const destination = findDestination(input.layouts, asin, sku, kind, input.campaignNamePattern);
    if (destination.adGroupId === row.adGroupId) continue;
    candidates.push({
      asin,
      sku,
      searchTerm: term,
      kind,
      source: {
        campaignId: layout.campaignId,
        campaignName: layout.campaignName,
        adGroupId: layout.adGroupId,
        adGroupName: layout.adGroupName,
      },
      destination,
      metrics: metricsOf(row),
    });
  }
  return candidates;
}
