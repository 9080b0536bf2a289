import type {
  ChartMarkerShape,
  ControlChartRequest,
  ControlChartResponse,
  KeywordToSearchTermRequest,
  KeywordToSearchTermResponse,
} from '@termwise/contracts';
import { daysInRange, MAX_RANGE_DAYS } from '@termwise/contracts';
import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation, negativeKeyword, negativeTarget, searchTermDaily } from '../../../db/schema/index.ts';
import { addDays, shopToday } from '../../../shop-calendar.ts';
import type { NegationRow, ShopRow } from '../engine/repo.ts';
import { isAlreadyNegated, negatedKey, normaliseTerm } from '../engine/terms.ts';

const daily = {
  impressions: sql<number>`sum(${searchTermDaily.impressions})::float8`,
  clicks: sql<number>`sum(${searchTermDaily.clicks})::float8`,
  cost: sql<number>`sum(${searchTermDaily.cost})::float8`,
  orders: sql<number>`sum(${searchTermDaily.purchases7d})::float8`,
  sales: sql<number>`sum(${searchTermDaily.sales7d})::float8`,
};

function objectFilter(level: ControlChartRequest['level'], id: string): SQL {
  if (level === 'campaign') return eq(searchTermDaily.campaignId, id);
  if (level === 'adGroup') return eq(searchTermDaily.adGroupId, id);
  if (level === 'searchTerm') return eq(searchTermDaily.searchTerm, normaliseTerm(id));
  return eq(searchTermDaily.targetingId, id);
}

const ratio = (top: number, bottom: number) =>
  bottom > 0 ? Math.round((top / bottom) * 10_000) / 10_000 : null;

/**
 * Daily metrics of one campaign, ad group, keyword, target or search term (from the search-term report,
 * orders and sales with 7-day attribution), every day of the range present, plus the negations on it.
 */
export async function controlChart(
  db: Database,
  target: ShopRow,
  request: ControlChartRequest,
): Promise<ControlChartResponse> {
  const inRange = and(
    eq(searchTermDaily.shopId, target.id),
    objectFilter(request.level, request.id),
    gte(searchTermDaily.date, request.startDate),
    lte(searchTermDaily.date, request.endDate),
  );
  const rows = await db
    .select({ date: searchTermDaily.date, ...daily })
    .from(searchTermDaily)
    .where(inRange)
    .groupBy(searchTermDaily.date);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const series = [];
  // Counted, not compared: string order breaks past year 9999, where the freeze of issue 10 came from.
  const days = Math.min(daysInRange(request.startDate, request.endDate), MAX_RANGE_DAYS);
  for (let index = 0; index < days; index += 1) {
    const date = addDays(request.startDate, index);
    const day = byDate.get(date) ?? { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };
    const point: Record<string, number | string | null> = { date };
    const values = {
      ...day,
      cost: Math.round(day.cost * 100) / 100,
      sales: Math.round(day.sales * 100) / 100,
      acos: ratio(day.cost, day.sales),
      cpc: ratio(day.cost, day.clicks),
    };
    for (const metric of request.metrics) point[metric] = values[metric];
    series.push(point as ControlChartResponse['series'][number]);
  }
  const markers = await negationMarkers(db, target, request);
  return { series, markers, currencyCode: target.currencyCode };
}

async function negationMarkers(db: Database, target: ShopRow, request: ControlChartRequest) {
  const rows = await negationsOnObject(db, target, request);
  const markers: ChartMarkerShape[] = [];
  for (const row of rows) {
    const base = {
      negationId: row.id,
      searchTerm: row.searchTerm,
      matchType: row.matchType as ChartMarkerShape['matchType'],
      level: row.level,
    };
    if (row.negatedOn) markers.push({ ...base, date: row.negatedOn, event: 'negated' });
    if (row.revertedAt)
      markers.push({ ...base, date: shopToday(target.timezone, row.revertedAt), event: 'reverted' });
  }
  return markers
    .filter((marker) => marker.date >= request.startDate && marker.date <= request.endDate)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Keywords and targets carry no negations themselves: theirs are those of the terms they matched. */
async function negationsOnObject(
  db: Database,
  target: ShopRow,
  request: ControlChartRequest,
): Promise<NegationRow[]> {
  const inShop = eq(negation.shopId, target.id);
  if (request.level === 'campaign')
    return db
      .select()
      .from(negation)
      .where(and(inShop, eq(negation.campaignId, request.id)));
  if (request.level === 'adGroup')
    return db
      .select()
      .from(negation)
      .where(and(inShop, eq(negation.adGroupId, request.id)));
  if (request.level === 'searchTerm')
    return db
      .select()
      .from(negation)
      .where(and(inShop, eq(negation.searchTerm, normaliseTerm(request.id))));
  const matched = await db
    .selectDistinct({
      campaignId: searchTermDaily.campaignId,
      adGroupId: searchTermDaily.adGroupId,
      searchTerm: searchTermDaily.searchTerm,
    })
    .from(searchTermDaily)
    .where(
      and(
        eq(searchTermDaily.shopId, target.id),
        eq(searchTermDaily.targetingId, request.id),
        gte(searchTermDaily.date, request.startDate),
        lte(searchTermDaily.date, request.endDate),
      ),
    );
  if (!matched.length) return [];
  const places = new Set(
    matched.flatMap((row) => [
      negatedKey(row.campaignId, row.adGroupId, row.searchTerm),
      negatedKey(row.campaignId, null, row.searchTerm),
    ]),
  );
  const candidates = await db
    .select()
    .from(negation)
    .where(and(inShop, inArray(negation.searchTerm, [...new Set(matched.map((row) => row.searchTerm))])));
  return candidates.filter((row) => places.has(negatedKey(row.campaignId, row.adGroupId, row.searchTerm)));
}

/** The search terms a keyword or target matched, with their metrics and whether each is negated there. */
export async function keywordToSearchTerms(
  db: Database,
  target: ShopRow,
  request: KeywordToSearchTermRequest,
): Promise<KeywordToSearchTermResponse> {
  const rows = await db
    .select({
      campaignId: searchTermDaily.campaignId,
      adGroupId: searchTermDaily.adGroupId,
      searchTerm: searchTermDaily.searchTerm,
      ...daily,
    })
    .from(searchTermDaily)
    .where(
      and(
        eq(searchTermDaily.shopId, target.id),
        eq(searchTermDaily.targetingId, (request.keywordId ?? request.targetId)!),
        gte(searchTermDaily.date, request.startDate),
        lte(searchTermDaily.date, request.endDate),
      ),
    )
    .groupBy(searchTermDaily.campaignId, searchTermDaily.adGroupId, searchTermDaily.searchTerm)
    .orderBy(sql`sum(${searchTermDaily.cost}) desc`);
  const terms = [...new Set(rows.map((row) => row.searchTerm))];
  const [live, negations] = await Promise.all([
    liveNegatives(db, target.id),
    negationsOf(db, target.id, terms),
  ]);
  return {
    total: rows.length,
    rows: rows.map((row) => {
      const negationHere = negations.find(
        (candidate) =>
          candidate.searchTerm === normaliseTerm(row.searchTerm) &&
          candidate.campaignId === row.campaignId &&
          (candidate.adGroupId === null || candidate.adGroupId === row.adGroupId),
      );
      const onAmazon = isAlreadyNegated(live, row.campaignId, row.adGroupId, row.searchTerm);
      return {
        ...row,
        cost: Math.round(row.cost * 100) / 100,
        sales: Math.round(row.sales * 100) / 100,
        acos: ratio(row.cost, row.sales),
        cpc: ratio(row.cost, row.clicks),
        cvr: ratio(row.orders, row.clicks),
        negated: onAmazon || negationHere?.status === 'applied',
        negationId: negationHere?.id ?? null,
        negationStatus: negationHere?.status ?? null,
      };
    }),
  };
}

async function liveNegatives(db: Database, shopId: string): Promise<Set<string>> {
  const [keywords, targets] = await Promise.all([
    db
      .select({ c: negativeKeyword.campaignId, a: negativeKeyword.adGroupId, t: negativeKeyword.keywordText })
      .from(negativeKeyword)
      .where(and(eq(negativeKeyword.shopId, shopId), ne(negativeKeyword.state, 'ARCHIVED'))),
    db
      .select({ c: negativeTarget.campaignId, a: negativeTarget.adGroupId, t: negativeTarget.asin })
      .from(negativeTarget)
      .where(and(eq(negativeTarget.shopId, shopId), ne(negativeTarget.state, 'ARCHIVED'))),
  ]);
  return new Set([...keywords, ...targets].map((row) => negatedKey(row.c, row.a, row.t)));
}

/** Negations that still stand or wait: a rejected or reverted one does not cover the term. */
async function negationsOf(db: Database, shopId: string, terms: string[]): Promise<NegationRow[]> {
  if (!terms.length) return [];
  return db
    .select()
    .from(negation)
    .where(
      and(
        eq(negation.shopId, shopId),
        inArray(negation.searchTerm, terms.map(normaliseTerm)),
        inArray(negation.status, ['pending', 'applying', 'applied']),
      ),
    );
}
