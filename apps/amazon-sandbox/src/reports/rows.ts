import { streamFor } from '../random.ts';
import { dayNumber, isoDate } from '../world/calendar.ts';
import { clauseIdOf, type TrafficPath } from '../world/campaigns.ts';
import type { AutoExpressionType, ManualExpressionType } from '../world/entities.ts';
import { roundMoney } from '../world/marketplaces.ts';
import { type DailyMetrics, dailyMetrics } from '../world/metrics.ts';
import type { Shop } from '../world/shop.ts';
import type { ReportTypeId } from './report-types.ts';

export interface ReportRequest {
  reportTypeId: ReportTypeId;
  startDate: string;
  endDate: string;
  columns: string[];
  /** keywordType filter values; empty means all. */
  keywordTypes: string[];
}

type Row = Record<string, string | number>;

/** How Amazon's reports spell auto-targeting groups in the keyword and targeting columns. */
const AUTO_TARGETING_LABEL: Record<AutoExpressionType, string> = {
  QUERY_HIGH_REL_MATCHES: 'close-match',
  QUERY_BROAD_REL_MATCHES: 'loose-match',
  ASIN_SUBSTITUTE_RELATED: 'substitutes',
  ASIN_ACCESSORY_RELATED: 'complements',
};

/** ...and manual product targets, as label="value". */
const MANUAL_TARGETING_LABEL: Record<ManualExpressionType, string> = {
  ASIN_SAME_AS: 'asin',
  ASIN_EXPANDED_FROM: 'asin-expanded',
  ASIN_CATEGORY_SAME_AS: 'category',
};

/**
 * Report rows, one day at a time and only as the consumer pulls them, projected to the requested columns.
 * Days not finished in the shop's zone at `asOf` have no rows yet.
 */
export function* reportRows(shop: Shop, request: ReportRequest, asOf: Date): Generator<Row> {
  const today = shop.dayOf(asOf);
  const lastDay = Math.min(dayNumber(request.endDate), today - 1);
  for (let day = dayNumber(request.startDate); day <= lastDay; day++) {
    for (const row of fullRowsOfDay(shop, request.reportTypeId, day, today)) {
      if (request.keywordTypes.length > 0 && !request.keywordTypes.includes(String(row.keywordType))) continue;
      const projected: Row = {};
      for (const column of request.columns) projected[column] = row[column] ?? '';
      yield projected;
    }
  }
}

interface PathDay {
  path: TrafficPath;
  metrics: DailyMetrics;
}

function fullRowsOfDay(shop: Shop, reportTypeId: ReportTypeId, day: number, today: number): Row[] {
  const traffic: PathDay[] = [];
  for (const path of shop.paths) {
    if (isServing(shop, path, day)) {
      const metrics = dailyMetrics(shop.seed, path, day, today, shop.marketplace);
      if (metrics.impressions > 0) traffic.push({ path, metrics });
    }
  }
  const date = isoDate(day);
  switch (reportTypeId) {
    // Amazon's search-term report only has search terms that got at least one click.
    case 'spSearchTerm':
      return traffic
        .filter(({ metrics }) => metrics.clicks > 0)
        .map(({ path, metrics }) => ({
          date,
          ...structureColumns(shop, path),
          ...targetingColumns(path),
          searchTerm: path.term.text,
          ...metricColumns(shop, metrics),
        }));
    case 'spTargeting':
      return groupBy(traffic, ({ path }) => clauseIdOf(path.clause)).map(([first, metrics]) => ({
        date,
        ...structureColumns(shop, first),
        ...targetingColumns(first),
        topOfSearchImpressionShare: topOfSearchShare(shop.seed, clauseIdOf(first.clause), day),
        ...metricColumns(shop, metrics),
      }));
    case 'spAdvertisedProduct':
      // An ad's numbers are those of its ad group's paths for its product (the API can add products to a group).
      return groupBy(traffic, ({ path }) => `${path.adGroup.adGroupId}:${path.product.asin}`).map(([first, metrics]) => {
        const ad = shop.productAds
          .all()
          .find(({ entity }) => entity.adGroupId === first.adGroup.adGroupId && entity.asin === first.product.asin)?.entity;
        return {
          date,
          ...structureColumns(shop, first),
          adId: Number(ad?.adId),
          advertisedAsin: first.product.asin,
          advertisedSku: first.product.sku,
          ...metricColumns(shop, metrics),
        };
      });
  }
}

/**
 * Whether the path can show an ad that day: its campaign had started and its keyword or target existed, neither
 * was paused (nor its ad group or campaign), and the term was not negated there.
 */
export function isServing(shop: Shop, path: TrafficPath, day: number): boolean {
  return (
    day >= dayNumber(path.campaign.startDate) &&
    day >= (path.fromDay ?? day) &&
    !shop.isPaused(clauseIdOf(path.clause), day) &&
    !shop.isPaused(path.adGroup.adGroupId, day) &&
    !shop.isPaused(path.campaign.campaignId, day) &&
    !shop.negations.isNegated(path.campaign.campaignId, path.adGroup.adGroupId, path.term.text, day)
  );
}

function structureColumns(shop: Shop, path: TrafficPath): Row {
  return {
    campaignId: Number(path.campaign.campaignId),
    campaignName: path.campaign.name,
    adGroupId: Number(path.adGroup.adGroupId),
    adGroupName: path.adGroup.name,
    campaignBudgetCurrencyCode: shop.marketplace.currencyCode,
  };
}

/** Keywords report their text and match type; targets their expression, with keywordId holding the target id. */
function targetingColumns(path: TrafficPath): Row {
  if (path.clause.kind === 'keyword') {
    const { keywordId, keywordText, matchType } = path.clause.keyword;
    return { keywordId: Number(keywordId), keyword: keywordText, matchType, keywordType: matchType, targeting: keywordText };
  }
  const { targetId, expression } = path.clause.target;
  const [first] = expression;
  const manualLabel = first?.type ? MANUAL_TARGETING_LABEL[first.type as ManualExpressionType] : undefined;
  const targeting = manualLabel
    ? `${manualLabel}="${first?.value ?? ''}"`
    : AUTO_TARGETING_LABEL[first?.type as AutoExpressionType];
  const matchType = manualLabel ? 'TARGETING_EXPRESSION' : 'TARGETING_EXPRESSION_PREDEFINED';
  return { keywordId: Number(targetId), keyword: targeting, matchType, keywordType: matchType, targeting };
}

function metricColumns(shop: Shop, metrics: DailyMetrics): Row {
  const { impressions, clicks, purchases, unitsSold } = metrics;
  // Sums of rounded amounts still need rounding: 0.1 + 0.2 is not 0.3 in floating point.
  const money = (amount: number) => roundMoney(amount, shop.marketplace);
  const cost = money(metrics.cost);
  const sales = {
    '1d': money(metrics.sales['1d']),
    '7d': money(metrics.sales['7d']),
    '14d': money(metrics.sales['14d']),
    '30d': money(metrics.sales['30d']),
  };
  return {
    impressions,
    clicks,
    cost,
    costPerClick: clicks > 0 ? money(cost / clicks) : 0,
    // A ratio (clicks / impressions), not a percentage.
    clickThroughRate: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
    purchases1d: purchases['1d'],
    purchases7d: purchases['7d'],
    purchases14d: purchases['14d'],
    purchases30d: purchases['30d'],
    sales1d: sales['1d'],
    sales7d: sales['7d'],
    sales14d: sales['14d'],
    sales30d: sales['30d'],
    unitsSoldClicks1d: unitsSold['1d'],
    unitsSoldClicks7d: unitsSold['7d'],
    unitsSoldClicks14d: unitsSold['14d'],
    unitsSoldClicks30d: unitsSold['30d'],
  };
}

/** A percentage, as in Amazon's report. */
function topOfSearchShare(seed: number, id: string, day: number): number {
  return Math.round(streamFor(seed, 'top-of-search', id, day).between(2, 45) * 100) / 100;
}

function groupBy(traffic: PathDay[], keyOf: (item: PathDay) => string): [TrafficPath, DailyMetrics][] {
  const groups = new Map<string, [TrafficPath, DailyMetrics]>();
  for (const item of traffic) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group[1] = sumMetrics(group[1], item.metrics);
    else groups.set(key, [item.path, item.metrics]);
  }
  return [...groups.values()];
}

function sumMetrics(a: DailyMetrics, b: DailyMetrics): DailyMetrics {
  const windows = (x: DailyMetrics['sales'], y: DailyMetrics['sales']) => ({
    '1d': x['1d'] + y['1d'],
    '7d': x['7d'] + y['7d'],
    '14d': x['14d'] + y['14d'],
    '30d': x['30d'] + y['30d'],
  });
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    cost: a.cost + b.cost,
    purchases: windows(a.purchases, b.purchases),
    sales: windows(a.sales, b.sales),
    unitsSold: windows(a.unitsSold, b.unitsSold),
  };
}
