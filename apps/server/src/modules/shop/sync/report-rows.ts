import { advertisedProductDaily, searchTermDaily, targetingDaily } from '../../../db/schema/amazon.ts';
import type { ReportTypeId } from '../../amazon/reports.ts';
import { displayOfReportTargeting } from '../../amazon/targeting.ts';
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

/** The day and the keyword or target a row of the search-term or targeting report is about. */
function targetingDay(shopId: string, row: Row) {
  const matchType = id(row.matchType);
  const targeting = id(row.targeting ?? row.keyword);
  return {
    shopId,
    date: id(row.date),
    campaignId: id(row.campaignId),
    adGroupId: id(row.adGroupId),
    targetingId: id(row.keywordId),
    matchType,
    targeting,
    ...displayOfReportTargeting(matchType, targeting),
  };
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
    toRow: (shopId, row): typeof searchTermDaily.$inferInsert => ({
      ...targetingDay(shopId, row),
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
    toRow: (shopId, row): typeof targetingDaily.$inferInsert => ({
      ...targetingDay(shopId, row),
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
