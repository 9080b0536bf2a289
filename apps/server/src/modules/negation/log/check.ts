import type { KeywordLogRow, NegLogCheckRequest } from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory, SyncedAds } from '../../shop/index.ts';
import { windowEndingOn } from '../engine/dates.ts';
import type { NegationLogRepo } from './repo.ts';
import { totalsAtPlaces } from './term-metrics.ts';

/** The keyword log modal: the last 30 days of each term of the ASIN, up to endDate, at its place. */
export const KEYWORD_LOG_DAYS = 30;

/** Flag 1 lists the terms negated on Amazon; flag 2 those waiting for confirmation. */
export async function keywordLog(
  repo: NegationLogRepo,
  ads: SyncedAds,
  shops: ShopDirectory,
  user: SessionUser,
  request: NegLogCheckRequest,
): Promise<KeywordLogRow[]> {
  const rows = await repo.keywordLogRows(user, request.asin, request.flag, request.shopId);
  const totals = await totalsAtPlaces(ads, rows, windowEndingOn(request.endDate, KEYWORD_LOG_DAYS));
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
