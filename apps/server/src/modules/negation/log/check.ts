import type { KeywordLogRow, NegLogCheckRequest } from '@termwise/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation } from '../../../db/schema/index.ts';
import { windowEndingOn } from '../engine/dates.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { totalsAtPlaces } from './term-metrics.ts';
import { inVisibleOrganisation, type SessionUser } from '../../../http/session-user.ts';

/** The keyword log modal: the last 30 days of each term of the ASIN, up to endDate, at its place. */
export const KEYWORD_LOG_DAYS = 30;

/**
 * Which negations the keyword log and the bell mean by a flag: 1 the terms negated on Amazon, 2 those
 * waiting for confirmation, whichever rule (or person) proposed them.
 */
export function keywordLogScope(flag: 1 | 2) {
  return eq(negation.status, flag === 1 ? 'applied' : 'pending');
}

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
        keywordLogScope(request.flag),
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

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
