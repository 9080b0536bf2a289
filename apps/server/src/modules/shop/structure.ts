import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adGroupLayouts } from './ad-group-layout.ts';
import { asSearchTermText } from '../../db/search-term-text.ts';
import {
  adGroup,
  campaign,
  keyword,
  negativeKeyword,
  negativeTarget,
  productAd,
  searchTermDaily,
  target,
  targetingDaily,
} from '../../db/schema/amazon.ts';

const ENABLED = 'ENABLED';

/** Window sums of one keyword, target or search term; orders and sales are 7-day attribution. */
export interface AdSums {
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

const sumsOf = (table: typeof searchTermDaily | typeof targetingDaily) => ({
  impressions: sql<number>`coalesce(sum(${table.impressions}), 0)::float8`,
  clicks: sql<number>`coalesce(sum(${table.clicks}), 0)::float8`,
  cost: sql<number>`coalesce(sum(${table.cost}), 0)::float8`,
  orders: sql<number>`coalesce(sum(${table.purchases7d}), 0)::float8`,
  sales: sql<number>`coalesce(sum(${table.sales7d}), 0)::float8`,
});

/** A shop's targeting rows over the days; with `ids`, only those keywords or targets. */
const targetingDays = (shopId: string, startDate: string, endDate: string, ids?: string[]) =>
  and(
    eq(targetingDaily.shopId, shopId),
    gte(targetingDaily.date, startDate),
    lte(targetingDaily.date, endDate),
    ids ? inArray(targetingDaily.targetingId, ids) : undefined,
  );

/**
 * The synced shape of a shop's ads as other modules may read it: what is live (enabled keyword or target
 * in an enabled ad group of an enabled campaign), the live negatives, which ASINs each ad group advertises,
 * and window totals of the synced reports.
 */
export function createShopStructure(db: Database) {
  const liveAdGroup = and(
    eq(adGroup.shopId, campaign.shopId),
    eq(adGroup.campaignId, campaign.campaignId),
    eq(adGroup.state, ENABLED),
    eq(campaign.state, ENABLED),
  );

  return {
    /** Every ad group that is not archived, with its campaign, products, keywords and ASIN targets. */
    adGroupLayouts: (shopId: string) => adGroupLayouts(db, shopId),

    /**
     * The shop's enabled keywords in live ad groups; with `texts`, only those whose text reads as one of them
     * once lowercased with single spaces (what a search term looks like).
     */
    async liveKeywords(shopId: string, texts?: string[]) {
      const readsAs = texts ? inArray(asSearchTermText(keyword.keywordText), texts) : undefined;
      return db
        .select({
          keywordId: keyword.keywordId,
          campaignId: keyword.campaignId,
          campaignName: campaign.name,
          targetingType: campaign.targetingType,
          adGroupId: keyword.adGroupId,
          adGroupName: adGroup.name,
          text: keyword.keywordText,
          matchType: keyword.matchType,
          state: keyword.state,
          bid: keyword.bid,
        })
        .from(keyword)
        .innerJoin(adGroup, and(eq(adGroup.shopId, keyword.shopId), eq(adGroup.adGroupId, keyword.adGroupId)))
        .innerJoin(campaign, and(eq(campaign.shopId, keyword.shopId), liveAdGroup))
        .where(and(eq(keyword.shopId, shopId), eq(keyword.state, ENABLED), readsAs));
    },

    async liveTargets(shopId: string) {
      return db
        .select({
          targetId: target.targetId,
          campaignId: target.campaignId,
          campaignName: campaign.name,
          adGroupId: target.adGroupId,
          adGroupName: adGroup.name,
          expression: target.expression,
          displayType: target.displayType,
          displayValue: target.displayValue,
          state: target.state,
          bid: target.bid,
        })
        .from(target)
        .innerJoin(adGroup, and(eq(adGroup.shopId, target.shopId), eq(adGroup.adGroupId, target.adGroupId)))
        .innerJoin(campaign, and(eq(campaign.shopId, target.shopId), liveAdGroup))
        .where(and(eq(target.shopId, shopId), eq(target.state, ENABLED)));
    },

    /** Negative keywords and product targets that still apply (ad-group level, or campaign level with null). */
    async liveNegatives(shopId: string) {
      const [keywords, targets] = await Promise.all([
        db
          .select({
            id: negativeKeyword.negativeKeywordId,
            campaignId: negativeKeyword.campaignId,
            adGroupId: negativeKeyword.adGroupId,
            text: negativeKeyword.keywordText,
            matchType: negativeKeyword.matchType,
          })
          .from(negativeKeyword)
          .where(and(eq(negativeKeyword.shopId, shopId), eq(negativeKeyword.state, ENABLED))),
        db
          .select({
            id: negativeTarget.negativeTargetId,
            campaignId: negativeTarget.campaignId,
            adGroupId: negativeTarget.adGroupId,
            text: negativeTarget.asin,
            matchType: sql<string>`'ASIN_SAME_AS'`,
          })
          .from(negativeTarget)
          .where(and(eq(negativeTarget.shopId, shopId), eq(negativeTarget.state, ENABLED))),
      ]);
      return [...keywords, ...targets];
    },

    /** The ASINs each ad group advertises (enabled product ads). */
    async adGroupAsins(shopId: string): Promise<Map<string, string[]>> {
      const rows = await db
        .selectDistinct({ adGroupId: productAd.adGroupId, asin: productAd.asin })
        .from(productAd)
        .where(and(eq(productAd.shopId, shopId), eq(productAd.state, ENABLED)));
      const byGroup = new Map<string, string[]>();
      for (const row of rows) byGroup.set(row.adGroupId, [...(byGroup.get(row.adGroupId) ?? []), row.asin]);
      return byGroup;
    },

    /** Campaign and ad group names and states, by id, for occurrences that are not live keywords. */
    async adGroupPlaces(shopId: string) {
      return db
        .select({
          adGroupId: adGroup.adGroupId,
          adGroupName: adGroup.name,
          campaignId: campaign.campaignId,
          campaignName: campaign.name,
        })
        .from(adGroup)
        .innerJoin(
          campaign,
          and(eq(campaign.shopId, adGroup.shopId), eq(campaign.campaignId, adGroup.campaignId)),
        )
        .where(eq(adGroup.shopId, shopId));
    },

    /** spTargeting sums per keyword or target id over shop-local days `startDate`..`endDate`. */
    async targetingTotals(
      shopId: string,
      startDate: string,
      endDate: string,
      ids?: string[],
    ): Promise<Map<string, AdSums>> {
      const rows = await db
        .select({ id: targetingDaily.targetingId, ...sumsOf(targetingDaily) })
        .from(targetingDaily)
        .where(targetingDays(shopId, startDate, endDate, ids))
        .groupBy(targetingDaily.targetingId);
      return new Map(rows.map(({ id, ...totals }) => [id, totals]));
    },

    /** Amazon's top-of-search impression share per keyword or target id, averaged over the days it reported one. */
    async topOfSearchShares(
      shopId: string,
      startDate: string,
      endDate: string,
      ids?: string[],
    ): Promise<Map<string, number>> {
      const rows = await db
        .select({
          id: targetingDaily.targetingId,
          share: sql<number>`avg(${targetingDaily.topOfSearchImpressionShare})::float8`,
        })
        .from(targetingDaily)
        .where(
          and(
            targetingDays(shopId, startDate, endDate, ids),
            sql`${targetingDaily.topOfSearchImpressionShare} is not null`,
          ),
        )
        .groupBy(targetingDaily.targetingId);
      return new Map(rows.map((row) => [row.id, row.share]));
    },

    /**
     * Search terms with their sums per ad group and matching keyword or target over the days; `terms`
     * limits them to some terms, `converting` to those with an order.
     */
    async searchTermTotals(
      shopId: string,
      startDate: string,
      endDate: string,
      options: { terms?: string[]; converting?: boolean } = {},
    ) {
      if (options.terms && !options.terms.length) return [];
      const query = db
        .select({
          campaignId: searchTermDaily.campaignId,
          adGroupId: searchTermDaily.adGroupId,
          targetingId: searchTermDaily.targetingId,
          matchType: searchTermDaily.matchType,
          searchTerm: searchTermDaily.searchTerm,
          ...sumsOf(searchTermDaily),
        })
        .from(searchTermDaily)
        .where(
          and(
            eq(searchTermDaily.shopId, shopId),
            gte(searchTermDaily.date, startDate),
            lte(searchTermDaily.date, endDate),
            ne(searchTermDaily.matchType, 'EXACT'),
            options.terms ? inArray(searchTermDaily.searchTerm, options.terms) : undefined,
          ),
        )
        .groupBy(
          searchTermDaily.campaignId,
          searchTermDaily.adGroupId,
          searchTermDaily.targetingId,
          searchTermDaily.matchType,
          searchTermDaily.searchTerm,
        );
      return options.converting ? query.having(sql`sum(${searchTermDaily.purchases7d}) > 0`) : query;
    },
  };
}

export type ShopStructure = ReturnType<typeof createShopStructure>;
