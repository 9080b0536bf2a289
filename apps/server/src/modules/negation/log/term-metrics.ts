import type { SyncedAds } from '../../shop/index.ts';
import type { DateWindow } from '../engine/dates.ts';

export interface PlaceOfTerm {
  shopId: string;
  campaignId: string;
  /** null: the whole campaign. */
  adGroupId: string | null;
  searchTerm: string;
}

export interface TermWindowTotals {
  impressions: number;
  clicks: number;
  cost: number;
  purchases1d: number;
  purchases7d: number;
}

const EMPTY: TermWindowTotals = { impressions: 0, clicks: 0, cost: 0, purchases1d: 0, purchases7d: 0 };

/** Totals of each term at its place (its ad group, or its whole campaign) over one window. */
export async function totalsAtPlaces(
  ads: SyncedAds,
  places: PlaceOfTerm[],
  window: DateWindow,
): Promise<TermWindowTotals[]> {
  const results: TermWindowTotals[] = places.map(() => ({ ...EMPTY }));
  for (const shopId of new Set(places.map((place) => place.shopId))) {
    const terms = [
      ...new Set(places.filter((place) => place.shopId === shopId).map((place) => place.searchTerm)),
    ];
    const rows = await ads.termTotals(shopId, { searchTerms: terms }, window);
    places.forEach((place, index) => {
      if (place.shopId !== shopId) return;
      for (const row of rows) {
        const here =
          row.searchTerm === place.searchTerm &&
          row.campaignId === place.campaignId &&
          (place.adGroupId === null || row.adGroupId === place.adGroupId);
        if (here) addInto(results[index]!, row);
      }
    });
  }
  return results;
}

function addInto(total: TermWindowTotals, row: TermWindowTotals) {
  total.impressions += row.impressions;
  total.clicks += row.clicks;
  total.cost += row.cost;
  total.purchases1d += row.purchases1d;
  total.purchases7d += row.purchases7d;
}
