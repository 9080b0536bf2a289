import { and, eq, gte, inArray, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  keyword,
  negativeKeyword,
  negativeTarget,
  productAd,
  searchTermDaily,
  target,
  targetingDaily,
} from '../../db/schema/amazon.ts';
import { targetedAsin } from '../amazon/targeting.ts';
import { loadTermHistory } from './term-history.ts';
import { termTotals, termTotalsOf, type ReportDays, type TermTotalsQuery } from './term-totals.ts';

export type { ReportDays };

/** A term's sums over some days, per ad group it showed in. */
export interface SearchTermTotals {
  campaignId: string;
  adGroupId: string;
  searchTerm: string;
  impressions: number;
  clicks: number;
  cost: number;
  purchases1d: number;
  purchases7d: number;
  sales1d: number;
  sales7d: number;
}

/** Where a term is negated (or targeted): an ad group, or a whole campaign when adGroupId is null. */
export interface TermPlace {
  campaignId: string;
  adGroupId: string | null;
  text: string;
}

/** What a day's sums in the search-term report may be limited to (all given fields must match). */
export interface SearchTermFilter {
  campaignId?: string;
  adGroupId?: string;
  /** The keyword or target the term matched. */
  targetingId?: string;
  searchTerm?: string;
  searchTerms?: string[];
}

/** A keyword or target that bought a term in an ad group; `matchType` as the report gives it. */
export interface TermTargeting {
  campaignId: string;
  adGroupId: string;
  searchTerm: string;
  targetingId: string;
  targeting: string;
  matchType: string;
  clicks: number;
}

/** The days one sum covers; `from` null = from the first stored day; null = sums nothing. */
export type SumWindow = { from: string | null; to: string } | null;

export interface WindowSums {
  clicks: number;
  purchases1d: number;
  spend: number;
  sales1d: number;
}

export interface DaySums {
  date: string;
  impressions: number;
  clicks: number;
  cost: number;
  purchases7d: number;
  sales7d: number;
}

const sum = (column: AnyColumn) => sql<number>`sum(${column})::float8`;

/**
 * The synced Amazon data other modules read (search-term report rows, the seller's keywords, product ads
 * and live negatives), as last synced. Other modules ask here instead of reading the synced tables.
 */
export function createSyncedAds(db: Database) {
  const inShop = (shopId: string, days: ReportDays | undefined, filter: SearchTermFilter = {}) =>
    and(
      eq(searchTermDaily.shopId, shopId),
      days ? gte(searchTermDaily.date, days.startDate) : undefined,
      days ? lte(searchTermDaily.date, days.endDate) : undefined,
      filter.campaignId === undefined ? undefined : eq(searchTermDaily.campaignId, filter.campaignId),
      filter.adGroupId === undefined ? undefined : eq(searchTermDaily.adGroupId, filter.adGroupId),
      filter.targetingId === undefined ? undefined : eq(searchTermDaily.targetingId, filter.targetingId),
      filter.searchTerm === undefined ? undefined : eq(searchTermDaily.searchTerm, filter.searchTerm),
      filter.searchTerms === undefined ? undefined : inArray(searchTermDaily.searchTerm, filter.searchTerms),
    );

  /** Ad clicks, orders and sales per ad group, and per day when asked. */
  const adGroupSums = (shopId: string, from: string, to: string, byDay: boolean) =>
    db
      .select({
        date: byDay ? targetingDaily.date : sql<string>`''`,
        adGroupId: targetingDaily.adGroupId,
        clicks: sql<number>`coalesce(sum(${targetingDaily.clicks}), 0)::float8`,
        orders: sql<number>`coalesce(sum(${targetingDaily.purchases7d}), 0)::float8`,
        sales: sql<number>`coalesce(sum(${targetingDaily.sales7d}), 0)::float8`,
      })
      .from(targetingDaily)
      .where(
        and(eq(targetingDaily.shopId, shopId), gte(targetingDaily.date, from), lte(targetingDaily.date, to)),
      )
      .groupBy(...(byDay ? [targetingDaily.date, targetingDaily.adGroupId] : [targetingDaily.adGroupId]));

  return {
    /** A term's sums per place over the days, within bounds, in one statement (the rule engine's read). */
    placeTermTotals: (shopId: string, query: TermTotalsQuery) => termTotals(db, shopId, query),

    /** Several queries' sums at once (a run's rules): those over the same days read the rows once. */
    placeTermTotalsOf: (shopId: string, queries: TermTotalsQuery[]) => termTotalsOf(db, shopId, queries),

    /** The shop's search-term rows over the days, in memory, for asking a rule what it read each day. */
    termHistory: (shopId: string, days: ReportDays, attributionDays: number) =>
      loadTermHistory(db, shopId, days, attributionDays),

    /** Sums per day of the rows the filter selects; days without rows are left out. */
    async daySums(shopId: string, filter: SearchTermFilter, days: ReportDays): Promise<DaySums[]> {
      return db
        .select({
          date: searchTermDaily.date,
          impressions: sum(searchTermDaily.impressions),
          clicks: sum(searchTermDaily.clicks),
          cost: sum(searchTermDaily.cost),
          purchases7d: sum(searchTermDaily.purchases7d),
          sales7d: sum(searchTermDaily.sales7d),
        })
        .from(searchTermDaily)
        .where(inShop(shopId, days, filter))
        .groupBy(searchTermDaily.date);
    },

    /** Sums per ad group and term of the rows the filter selects, the costliest first. */
    async termTotals(
      shopId: string,
      filter: SearchTermFilter,
      days: ReportDays,
    ): Promise<SearchTermTotals[]> {
      return db
        .select({
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: searchTermDaily.searchTerm,
          impressions: sum(searchTermDaily.impressions),
          clicks: sum(searchTermDaily.clicks),
          cost: sum(searchTermDaily.cost),
          purchases1d: sum(searchTermDaily.purchases1d),
          purchases7d: sum(searchTermDaily.purchases7d),
          sales1d: sum(searchTermDaily.sales1d),
          sales7d: sum(searchTermDaily.sales7d),
        })
        .from(searchTermDaily)
        .where(inShop(shopId, days, filter))
        .groupBy(searchTermDaily.campaignId, searchTermDaily.adGroupId, searchTermDaily.searchTerm)
        .orderBy(sql`sum(${searchTermDaily.cost}) desc`);
    },

    /** The terms a keyword or target matched over the days, where they showed. */
    async termsMatchedBy(shopId: string, targetingId: string, days: ReportDays) {
      return db
        .selectDistinct({
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: searchTermDaily.searchTerm,
        })
        .from(searchTermDaily)
        .where(inShop(shopId, days, { targetingId }));
    },

    /** The keywords and targets that bought these terms over the days, per ad group, the most clicked first. */
    async targetingsOf(shopId: string, searchTerms: string[], days: ReportDays): Promise<TermTargeting[]> {
      if (!searchTerms.length) return [];
      return db
        .select({
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          searchTerm: searchTermDaily.searchTerm,
          targetingId: searchTermDaily.targetingId,
          targeting: sql<string>`max(${searchTermDaily.targeting})`,
          matchType: sql<string>`max(${searchTermDaily.matchType})`,
          clicks: sum(searchTermDaily.clicks),
        })
        .from(searchTermDaily)
        .where(inShop(shopId, days, { searchTerms }))
        .groupBy(
          searchTermDaily.campaignId,
          searchTermDaily.adGroupId,
          searchTermDaily.searchTerm,
          searchTermDaily.targetingId,
        )
        .orderBy(sql`sum(${searchTermDaily.clicks}) desc`, searchTermDaily.targetingId);
    },

    /** Sums of one term at its place over several windows at once; a null window sums nothing. */
    async windowSums<Name extends string>(
      shopId: string,
      place: TermPlace,
      windows: Record<Name, SumWindow>,
    ): Promise<Record<Name, WindowSums>> {
      const columns = Object.fromEntries(
        Object.entries<SumWindow>(windows).map(([name, window]) => [name, sumsOver(window)]),
      ) as Record<Name, ReturnType<typeof sumsOver>>;
      const filter = {
        campaignId: place.campaignId,
        adGroupId: place.adGroupId ?? undefined,
        searchTerm: place.text,
      };
      const [totals] = await db
        .select(columns)
        .from(searchTermDaily)
        .where(inShop(shopId, undefined, filter));
      return totals as Record<Name, WindowSums>;
    },

    /** The ASIN each ad group advertises (its enabled ad first); Sponsored Products groups hold one each. */
    async asinOfAdGroup(shopId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ adGroupId: productAd.adGroupId, asin: productAd.asin, state: productAd.state })
        .from(productAd)
        .where(eq(productAd.shopId, shopId));
      const enabledFirst = [...rows].sort(
        (a, b) => Number(a.state === 'ENABLED') - Number(b.state === 'ENABLED'),
      );
      return new Map(enabledFirst.map((row) => [row.adGroupId, row.asin]));
    },

    /**
     * What the seller targets on purpose (paused ones too: they are still its own): its keywords, and the
     * ASINs its product targets name (an ASIN search term there is that target's own traffic, never waste
     * to negate), the ASIN as the text, matchType ASIN_SAME_AS.
     */
    async ownKeywords(shopId: string) {
      const [keywords, targets] = await Promise.all([
        db
          .select({
            keywordId: keyword.keywordId,
            campaignId: keyword.campaignId,
            adGroupId: keyword.adGroupId,
            keywordText: keyword.keywordText,
            matchType: keyword.matchType,
          })
          .from(keyword)
          .where(and(eq(keyword.shopId, shopId), ne(keyword.state, 'ARCHIVED'))),
        db
          .select({
            targetId: target.targetId,
            campaignId: target.campaignId,
            adGroupId: target.adGroupId,
            expression: target.expression,
          })
          .from(target)
          .where(and(eq(target.shopId, shopId), ne(target.state, 'ARCHIVED'))),
      ]);
      const asinTargets = targets.flatMap((row) => {
        const asin = targetedAsin(row.expression);
        if (!asin) return [];
        const { targetId, campaignId, adGroupId } = row;
        return [{ keywordId: targetId, campaignId, adGroupId, keywordText: asin, matchType: 'ASIN_SAME_AS' }];
      });
      return [...keywords, ...asinTargets];
    },

    /** A term's spend across the whole shop over a window (every campaign and ad group it ran in). */
    async termSpendInShop(shopId: string, text: string, window: { from: string; to: string }) {
      const [row] = await db
        .select({ spend: sql<number>`coalesce(sum(${searchTermDaily.cost}), 0)::float8` })
        .from(searchTermDaily)
        .where(
          and(
            inShop(shopId, undefined, { searchTerm: text }),
            gte(searchTermDaily.date, window.from),
            lte(searchTermDaily.date, window.to),
          ),
        );
      return row?.spend ?? 0;
    },

    /**
     * Ad clicks, orders and sales per ad group over shop-local days, from the targeting report: all the
     * ad group's traffic, keywords and product targets alike (7-day attribution).
     */
    adGroupTotals: (shopId: string, from: string, to: string) => adGroupSums(shopId, from, to, false),

    /** adGroupTotals per day and ad group. */
    adGroupDayTotals: (shopId: string, from: string, to: string) => adGroupSums(shopId, from, to, true),

    /** The first day of the shop's stored search terms (read off the primary key), or null before any. */
    async firstStoredDay(shopId: string): Promise<string | null> {
      const [first] = await db
        .select({ date: searchTermDaily.date })
        .from(searchTermDaily)
        .where(eq(searchTermDaily.shopId, shopId))
        .orderBy(searchTermDaily.date)
        .limit(1);
      return first?.date ?? null;
    },

    /** Negative keywords and negative product targets live on Amazon, as last synced. */
    async liveNegatives(shopId: string): Promise<TermPlace[]> {
      const [keywords, targets] = await Promise.all([
        db
          .select({
            campaignId: negativeKeyword.campaignId,
            adGroupId: negativeKeyword.adGroupId,
            text: negativeKeyword.keywordText,
          })
          .from(negativeKeyword)
          .where(and(eq(negativeKeyword.shopId, shopId), ne(negativeKeyword.state, 'ARCHIVED'))),
        db
          .select({
            campaignId: negativeTarget.campaignId,
            adGroupId: negativeTarget.adGroupId,
            text: negativeTarget.asin,
          })
          .from(negativeTarget)
          .where(and(eq(negativeTarget.shopId, shopId), ne(negativeTarget.state, 'ARCHIVED'))),
      ]);
      return [...keywords, ...targets];
    },
  };
}

export type SyncedAds = ReturnType<typeof createSyncedAds>;

function sumsOver(window: SumWindow) {
  const inside: SQL =
    window === null
      ? sql`false`
      : window.from === null
        ? sql`${searchTermDaily.date} <= ${window.to}`
        : sql`${searchTermDaily.date} between ${window.from} and ${window.to}`;
  const windowSum = (column: AnyColumn) =>
    sql<number>`coalesce(sum(${column}) filter (where ${inside}), 0)::float8`;
  return {
    clicks: windowSum(searchTermDaily.clicks),
    purchases1d: windowSum(searchTermDaily.purchases1d),
    spend: windowSum(searchTermDaily.cost),
    sales1d: windowSum(searchTermDaily.sales1d),
  };
}
