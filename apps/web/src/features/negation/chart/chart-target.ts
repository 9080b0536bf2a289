import type { ControlChartRequest, NegationTerm } from '@termwise/contracts';

export type ChartLevel = ControlChartRequest['level'];

/**
 * What the ad chart detail page draws, handed over as route state (it is never a tab). The campaign and
 * ad group come along so the seller can step from a search term up to where it was served.
 */
export interface AdChartTarget {
  shopId: string;
  level: ChartLevel;
  /** Amazon id of the campaign, ad group, keyword or target; the term itself for a search term. */
  id: string;
  label: string;
  currencyCode: string;
  campaign?: { id: string; name: string };
  adGroup?: { id: string; name: string } | null;
  searchTerm?: string;
  /** Opened from a negation: the shop-local day it went live, which the chart is centred on. */
  negatedOn?: string | null;
}

export const AD_CHART_PATH = '/keyword-manage/ad-chart-detail';

export function chartTargetOfTerm(term: NegationTerm, currencyCode: string): AdChartTarget {
  return {
    shopId: term.shopId,
    level: 'searchTerm',
    id: term.searchTerm,
    label: term.searchTerm,
    currencyCode,
    campaign: { id: term.campaignId, name: term.campaignName },
    adGroup: term.adGroupId ? { id: term.adGroupId, name: term.adGroupName ?? term.adGroupId } : null,
    searchTerm: term.searchTerm,
    negatedOn: term.negatedOn,
  };
}
