import type { DataComparisonResponse, KeywordLogRow, NegLogCheckRequest } from '@termwise/contracts';
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation, searchTermDaily } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import { addDays, shopToday } from '../../../shop-calendar.ts';
import { windowEndingOn } from '../engine/dates.ts';
import type { NegationRow } from '../engine/repo.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { totalsAtPlaces } from './term-metrics.ts';
import { inVisibleOrganisation, type SessionUser } from '../../../http/session-user.ts';

/** The keyword log modal: the last 30 days of each term of the ASIN, up to endDate, at its place. */
export const KEYWORD_LOG_DAYS = 30;

/** Flag 1 lists the terms negated on Amazon; flag 2 those waiting for confirmation. */
export async function keywordLog(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  request: NegLogCheckRequest,
): Promise<KeywordLogRow[]> {
  const rows = await db
    .select()
    .from(negation)
    .where(
      and(
        inVisibleOrganisation(negation.organisationId, user),
        sql`upper(${negation.asin}) = ${request.asin.toUpperCase()}`,
        eq(negation.status, request.flag === 1 ? 'applied' : 'pending'),
        request.shopId ? eq(negation.shopId, request.shopId) : undefined,
      ),
    );
  const totals = await totalsAtPlaces(db, rows, windowEndingOn(request.endDate, KEYWORD_LOG_DAYS));
  const names = await shops.names(rows.map((row) => row.shopId));
  return rows
    .map((row, index) => {
      const total = totals[index]!;
      return {
        id: row.id,
        clicks: total.clicks,
        impressions: total.impressions,
        costPerClick: total.clicks ? round(total.cost / total.clicks) : 0,
        cost: round(total.cost),
        purchases1d: total.purchases1d,
        purchases7d: total.purchases7d,
        searchTerm: row.searchTerm,
        uniqueSign: row.uniqueSign,
        matchType: row.matchType as KeywordLogRow['matchType'],
        level: row.level,
        status: row.status,
        campaignName: names.campaign(row.shopId, row.campaignId),
        adGroupName: names.adGroup(row.shopId, row.adGroupId),
      };
    })
    .sort((a, b) => b.cost - a.cost);
}

/**
 * Clicks and orders of the negated term at its place over 7, 30 and 65 days and all stored history,
 * ending on the negation date (type 1: the evidence) or today (type 2: what happened since).
 */
export async function dataComparison(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  uniqueSign: string,
  comparisonType: 1 | 2,
  now: Date,
): Promise<DataComparisonResponse> {
  const [row] = await db
    .select()
    .from(negation)
    .where(and(eq(negation.uniqueSign, uniqueSign), inVisibleOrganisation(negation.organisationId, user)))
    .limit(1);
  const owner = row && (await shops.shop(row.shopId));
  if (!row || !owner) throw notFound('negation not found');
  const { timezone } = owner;
  const endDate =
    comparisonType === 1 ? (row.negatedOn ?? shopToday(timezone, row.createdAt)) : shopToday(timezone, now);
  const since = (days: number) => sql`${searchTermDaily.date} >= ${addDays(endDate, 1 - days)}`;
  const period = (filter: SQL | undefined) => {
    const where = filter ? sql` filter (where ${filter})` : sql``;
    return {
      clicks: sql<number>`coalesce(sum(${searchTermDaily.clicks})${where}, 0)::float8`,
      purchases1d: sql<number>`coalesce(sum(${searchTermDaily.purchases1d})${where}, 0)::float8`,
    };
  };
  const [totals] = await db
    .select({
      last7: period(since(7)),
      last30: period(since(30)),
      last65: period(since(65)),
      all: period(undefined),
    })
    .from(searchTermDaily)
    .where(and(...placeOf(row), lte(searchTermDaily.date, endDate)));
  return { ...totals!, endDate };
}

function placeOf(row: NegationRow): (SQL | undefined)[] {
  return [
    eq(searchTermDaily.shopId, row.shopId),
    eq(searchTermDaily.campaignId, row.campaignId),
    row.adGroupId === null ? undefined : eq(searchTermDaily.adGroupId, row.adGroupId),
    eq(searchTermDaily.searchTerm, row.searchTerm),
  ];
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
