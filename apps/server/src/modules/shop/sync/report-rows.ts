import { advertisedProductDaily, searchTermDaily, targetingDaily } from '../../../db/schema/amazon.ts';
import type { ReportTypeId } from '../../amazon/reports.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

type Row = Record<string, unknown>;

const count = (value: unknown) => Number(value ?? 0) || 0;
const id = (value: unknown) => String(value ?? '');

/** Where each report type lands, its natural key, and how one report row becomes a table row. */
export interface ReportTarget {
  table: PgTable;
  key: PgColumn[];
  toRow(shopId: string, row: Row): Record<string, unknown>;
}

interface TargetingDay {
  shopId: string;
  date: string;
  campaignId: string;
  adGroupId: string;
  targetingId: string;
  matchType: string;
  targeting: string;
}

/**
 * A row of the search-term or targeting report: its `facts`, with the day and the keyword or target they
 * are about added in place. Not spread into a new object: spreads were 90% of a million-row report's encoding.
 */
function onTargetingDay<T extends object>(shopId: string, row: Row, facts: T): T & TargetingDay {
  const day = facts as T & TargetingDay;
  day.shopId = shopId;
  day.date = id(row.date);
  day.campaignId = id(row.campaignId);
  day.adGroupId = id(row.adGroupId);
  day.targetingId = id(row.keywordId);
  day.matchType = id(row.matchType);
  day.targeting = id(row.targeting ?? row.keyword);
  return day;
}

export const REPORT_TARGETS: Record<ReportTypeId, ReportTarget> = {
  spSearchTerm: {
    table: searchTermDaily,
    key: [
      searchTermDaily.shopId,
      searchTermDaily.date,
      searchTermDaily.adGroupId,
      searchTermDaily.targetingId,
      searchTermDaily.searchTerm,
    ],
    toRow: (shopId, row): typeof searchTermDaily.$inferInsert =>
      onTargetingDay(shopId, row, {
        searchTerm: id(row.searchTerm),
        impressions: count(row.impressions),
        clicks: count(row.clicks),
        cost: count(row.cost),
        purchases1d: count(row.purchases1d),
        purchases7d: count(row.purchases7d),
        sales1d: count(row.sales1d),
        sales7d: count(row.sales7d),
      }),
  },
  spTargeting: {
    table: targetingDaily,
    key: [targetingDaily.shopId, targetingDaily.date, targetingDaily.adGroupId, targetingDaily.targetingId],
    toRow: (shopId, row): typeof targetingDaily.$inferInsert =>
      onTargetingDay(shopId, row, {
        impressions: count(row.impressions),
        clicks: count(row.clicks),
        cost: count(row.cost),
        purchases7d: count(row.purchases7d),
        sales7d: count(row.sales7d),
        topOfSearchImpressionShare:
          row.topOfSearchImpressionShare == null ? null : count(row.topOfSearchImpressionShare),
      }),
  },
  spAdvertisedProduct: {
    table: advertisedProductDaily,
    key: [advertisedProductDaily.shopId, advertisedProductDaily.date, advertisedProductDaily.adId],
    toRow: (shopId, row): typeof advertisedProductDaily.$inferInsert => ({
      shopId,
      date: id(row.date),
      campaignId: id(row.campaignId),
      adGroupId: id(row.adGroupId),
      adId: id(row.adId),
      asin: id(row.advertisedAsin),
      sku: id(row.advertisedSku),
      impressions: count(row.impressions),
      clicks: count(row.clicks),
      cost: count(row.cost),
      purchases7d: count(row.purchases7d),
      sales7d: count(row.sales7d),
      unitsSold7d: count(row.unitsSoldClicks7d),
    }),
  },
};
