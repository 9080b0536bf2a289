import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { searchTermDaily } from '../../../db/schema/index.ts';
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
  db: Database,
  places: PlaceOfTerm[],
  window: DateWindow,
): Promise<TermWindowTotals[]> {
  const results: TermWindowTotals[] = places.map(() => ({ ...EMPTY }));
  for (const shopId of new Set(places.map((place) => place.shopId))) {
    const terms = [
      ...new Set(places.filter((place) => place.shopId === shopId).map((place) => place.searchTerm)),
    ];
    const rows = await db
      .select({
        campaignId: searchTermDaily.campaignId,
        adGroupId: searchTermDaily.adGroupId,
        searchTerm: searchTermDaily.searchTerm,
        impressions: sql<number>`sum(${searchTermDaily.impressions})::float8`,
        clicks: sql<number>`sum(${searchTermDaily.clicks})::float8`,
        cost: sql<number>`sum(${searchTermDaily.cost})::float8`,
        purchases1d: sql<number>`sum(${searchTermDaily.purchases1d})::float8`,
        purchases7d: sql<number>`sum(${searchTermDaily.purchases7d})::float8`,
      })
      .from(searchTermDaily)
      .where(
        and(
          eq(searchTermDaily.shopId, shopId),
          inArray(searchTermDaily.searchTerm, terms),
          gte(searchTermDaily.date, window.startDate),
          lte(searchTermDaily.date, window.endDate),
        ),
      )
      .groupBy(searchTermDaily.campaignId, searchTermDaily.adGroupId, searchTermDaily.searchTerm);
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
