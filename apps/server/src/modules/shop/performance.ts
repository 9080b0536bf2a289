import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchTermDaily } from '../../db/schema/amazon.ts';

/** Sums of the synced search-term facts; orders and sales use Amazon's 7-day attribution. */
export interface FactTotals {
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

export interface ShopDayTotals extends FactTotals {
  shopId: string;
  date: string;
}

export interface TermPlaceTotals extends FactTotals {
  shopId: string;
  campaignId: string;
  adGroupId: string;
  /** Lower-cased and trimmed, as negations store it. */
  searchTerm: string;
}

export interface TermDaySpend {
  campaignId: string;
  adGroupId: string;
  searchTerm: string;
  date: string;
  cost: number;
}

const totals = {
  impressions: sql<number>`coalesce(sum(${searchTermDaily.impressions}), 0)::float8`,
  clicks: sql<number>`coalesce(sum(${searchTermDaily.clicks}), 0)::float8`,
  cost: sql<number>`coalesce(sum(${searchTermDaily.cost}), 0)::float8`,
  orders: sql<number>`coalesce(sum(${searchTermDaily.purchases7d}), 0)::float8`,
  sales: sql<number>`coalesce(sum(${searchTermDaily.sales7d}), 0)::float8`,
};

const normalisedTerm = sql<string>`lower(trim(${searchTermDaily.searchTerm}))`;

function inRange(shopIds: string[], startDate: string, endDate: string) {
  return and(
    inArray(searchTermDaily.shopId, shopIds),
    gte(searchTermDaily.date, startDate),
    lte(searchTermDaily.date, endDate),
  );
}

/**
 * What other modules may read of the synced advertising facts (the board, the daily report): sums, never
 * the rows' table.
 */
export function createPerformanceFacts(db: Database) {
  return {
    /** Totals per shop and shop-local day. */
    async dailyTotals(shopIds: string[], startDate: string, endDate: string): Promise<ShopDayTotals[]> {
      if (!shopIds.length) return [];
      return db
        .select({ shopId: searchTermDaily.shopId, date: searchTermDaily.date, ...totals })
        .from(searchTermDaily)
        .where(inRange(shopIds, startDate, endDate))
        .groupBy(searchTermDaily.shopId, searchTermDaily.date);
    },

    /** The terms with spend and no order at a place over the range, costliest first. */
    async wastingTerms(
      shopIds: string[],
      startDate: string,
      endDate: string,
      limit: number,
    ): Promise<TermPlaceTotals[]> {
      if (!shopIds.length) return [];
      return db
        .select({
          shopId: searchTermDaily.shopId,
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: normalisedTerm,
          ...totals,
        })
        .from(searchTermDaily)
        .where(inRange(shopIds, startDate, endDate))
        .groupBy(
          searchTermDaily.shopId,
          searchTermDaily.campaignId,
          searchTermDaily.adGroupId,
          normalisedTerm,
        )
        .having(sql`sum(${searchTermDaily.purchases7d}) = 0 and sum(${searchTermDaily.cost}) > 0`)
        .orderBy(desc(totals.cost))
        .limit(limit);
    },

    /** One term's totals in one ad group over the range. */
    async termAtAdGroup(
      shopId: string,
      place: { campaignId: string; adGroupId: string; searchTerm: string },
      startDate: string,
      endDate: string,
    ): Promise<FactTotals> {
      const [row] = await db
        .select(totals)
        .from(searchTermDaily)
        .where(
          and(
            inRange([shopId], startDate, endDate),
            eq(searchTermDaily.adGroupId, place.adGroupId),
            eq(searchTermDaily.campaignId, place.campaignId),
            eq(normalisedTerm, place.searchTerm),
          ),
        );
      return row!;
    },

    /** Daily spend of some terms (any place) in one shop; Amazon reports terms lower-case, as stored. */
    async termDailySpend(
      shopId: string,
      searchTerms: string[],
      startDate: string,
      endDate: string,
    ): Promise<TermDaySpend[]> {
      const terms = [...new Set(searchTerms)];
      if (!terms.length) return [];
      return db
        .select({
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: normalisedTerm,
          date: searchTermDaily.date,
          cost: totals.cost,
        })
        .from(searchTermDaily)
        .where(and(inRange([shopId], startDate, endDate), inArray(searchTermDaily.searchTerm, terms)))
        .groupBy(searchTermDaily.campaignId, searchTermDaily.adGroupId, normalisedTerm, searchTermDaily.date);
    },
  };
}

export type PerformanceFacts = ReturnType<typeof createPerformanceFacts>;
