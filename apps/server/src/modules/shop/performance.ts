import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { isOneOf } from '../../db/search-term-text.ts';
import type { Database } from '../../db/client.ts';
import { LRUCache } from 'lru-cache';
import { searchTermDaily, shopDataVersion, shopDayPerformance } from '../../db/schema/amazon.ts';

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

/** A place and term the board may list as wasting, with its spend over the range. */
export interface WastingPlace {
  shopId: string;
  campaignId: string;
  adGroupId: string;
  /** As stored (Amazon reports terms lower-case). */
  searchTerm: string;
  cost: number;
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

/** Enough for a 90-day range of a large account's term places to be grouped by hash, not by sorting. */
const GROUPING_MEMORY = '32MB';

/** Wasting-term answers kept (a few shops and ranges per organisation that uses the board). */
const WASTING_ANSWERS_KEPT = 500;

const normalise = (term: string) => term.trim().toLowerCase();

const normalisedTerm = sql<string>`lower(trim(${searchTermDaily.searchTerm}))`;

function inRange(shopIds: string[], startDate: string, endDate: string) {
  return and(
    inArray(searchTermDaily.shopId, shopIds),
    gte(searchTermDaily.date, startDate),
    lte(searchTermDaily.date, endDate),
  );
}

/** The places and terms of some shops that spent with no order over a range, `limit` of the most clicked. */
type WastingTermsQuery = (
  shopIds: string[],
  startDate: string,
  endDate: string,
  limit: number,
  minClicks: number,
) => Promise<WastingPlace[]>;

/**
 * What other modules may read of the synced advertising facts (the board, the daily report): sums, never
 * the rows' table.
 */
export function createPerformanceFacts(db: Database) {
  const wastingKept = new LRUCache<string, WastingPlace[]>({ max: WASTING_ANSWERS_KEPT });

  /** Groups the range's rows in memory (a hash, not a sort) on the fewest sums. */
  const groupWastingTerms: WastingTermsQuery = (shopIds, startDate, endDate, limit, minClicks) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '${GROUPING_MEMORY}'`));
      return (
        tx
          .select({
            shopId: searchTermDaily.shopId,
            campaignId: searchTermDaily.campaignId,
            adGroupId: searchTermDaily.adGroupId,
            searchTerm: searchTermDaily.searchTerm,
            cost: totals.cost,
          })
          .from(searchTermDaily)
          .where(inRange(shopIds, startDate, endDate))
          .groupBy(
            searchTermDaily.shopId,
            searchTermDaily.campaignId,
            searchTermDaily.adGroupId,
            searchTermDaily.searchTerm,
          )
          .having(
            sql`max(${searchTermDaily.purchases7d}) = 0 and sum(${searchTermDaily.clicks}) >= ${minClicks}`,
          )
          // Clicks compare across shops of any currency; ties go by the term, never by spend across currencies.
          .orderBy(desc(sql`sum(${searchTermDaily.clicks})`), searchTermDaily.searchTerm)
          .limit(limit)
      );
    });

  return {
    /** Totals per shop and shop-local day, from the daily rollup the search-term rows keep in step. */
    async dailyTotals(shopIds: string[], startDate: string, endDate: string): Promise<ShopDayTotals[]> {
      if (!shopIds.length) return [];
      const day = shopDayPerformance;
      return db
        .select({
          shopId: day.shopId,
          date: day.date,
          impressions: sql<number>`${day.impressions}::float8`,
          clicks: sql<number>`${day.clicks}::float8`,
          cost: sql<number>`${day.cost}::float8`,
          orders: sql<number>`${day.orders}::float8`,
          sales: sql<number>`${day.sales}::float8`,
        })
        .from(day)
        .where(and(inArray(day.shopId, shopIds), gte(day.date, startDate), lte(day.date, endDate)));
    },

    /**
     * The places and terms with spend and no order over the range, costliest first, with their spend
     * only (`placeTotals` gives the chosen ones' full figures). Grouping a long range's rows is most of the
     * board's time, so answers are kept per shops, range and the shops' data version: any write to their
     * search-term rows moves the version on, so a kept answer is never stale, on any server instance.
     */
    wastingTerms: (async (shopIds, startDate, endDate, limit, minClicks) => {
      if (!shopIds.length) return [];
      const ids = [...new Set(shopIds)].sort();
      const versions = await db
        .select({ shopId: shopDataVersion.shopId, version: shopDataVersion.version })
        .from(shopDataVersion)
        .where(inArray(shopDataVersion.shopId, ids));
      const version = new Map(versions.map((row) => [row.shopId, row.version]));
      const key = [
        startDate,
        endDate,
        limit,
        minClicks,
        ...ids.map((id) => `${id}@${version.get(id) ?? 0}`),
      ].join('|');
      const kept = wastingKept.get(key);
      if (kept) return kept;
      const answer = await groupWastingTerms(ids, startDate, endDate, limit, minClicks);
      wastingKept.set(key, answer);
      return answer;
    }) satisfies WastingTermsQuery,

    /** The full figures of some places and terms over the range (the board's few wasting terms). */
    async placeTotals(
      places: WastingPlace[],
      startDate: string,
      endDate: string,
    ): Promise<TermPlaceTotals[]> {
      if (!places.length) return [];
      const keys = places.map(
        (place) => sql`(${place.shopId}::uuid, ${place.campaignId}, ${place.adGroupId}, ${place.searchTerm})`,
      );
      const rows = await db
        .select({
          shopId: searchTermDaily.shopId,
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: searchTermDaily.searchTerm,
          ...totals,
        })
        .from(searchTermDaily)
        .where(
          and(
            inRange([...new Set(places.map((place) => place.shopId))], startDate, endDate),
            // The terms alone first: the term index finds their few rows, the places then pick among them.
            inArray(searchTermDaily.searchTerm, [...new Set(places.map((place) => place.searchTerm))]),
            sql`(${searchTermDaily.shopId}, ${searchTermDaily.campaignId}, ${searchTermDaily.adGroupId}, ${searchTermDaily.searchTerm}) in (${sql.join(keys, sql`, `)})`,
          ),
        )
        .groupBy(
          searchTermDaily.shopId,
          searchTermDaily.campaignId,
          searchTermDaily.adGroupId,
          searchTermDaily.searchTerm,
        );
      const key = (place: WastingPlace) =>
        [place.shopId, place.campaignId, place.adGroupId, place.searchTerm].join('\u0000');
      const byKey = new Map(rows.map((row) => [key(row), row]));
      return places.flatMap((place) => {
        const row = byKey.get(key(place));
        return row ? [{ ...row, searchTerm: normalise(row.searchTerm) }] : [];
      });
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
        .where(and(inRange([shopId], startDate, endDate), isOneOf(searchTermDaily.searchTerm, terms)))
        .groupBy(searchTermDaily.campaignId, searchTermDaily.adGroupId, normalisedTerm, searchTermDaily.date);
    },
  };
}

export type PerformanceFacts = ReturnType<typeof createPerformanceFacts>;
