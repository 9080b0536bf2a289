import type { KeywordLogRow, NegLogCheckRequest } from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory, SyncedAds } from '../../shop/index.ts';
import { windowEndingOn, type DateWindow } from '../engine/dates.ts';
import type { NegationLogRepo } from './repo.ts';
import { totalsAtPlaces, type PlaceOfTerm, type TermWindowTotals } from './term-metrics.ts';

/** The keyword log modal: 30 days of each term of the ASIN at its place, up to its own negation date. */
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
  const windows = rows.map((row) => windowEndingOn(evidenceEnd(row, request.endDate), KEYWORD_LOG_DAYS));
  const totals = await totalsOverOwnWindows(ads, rows, windows);
  const names = await shops.names(rows.map((row) => row.shopId));
  return rows
    .map((row, index) => {
      const total = totals[index]!;
      return {
        ...windows[index]!,
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
        confidence: row.triggerMetrics.confidence ?? null,
      };
    })
    .sort((a, b) => b.cost - a.cost);
}

/**
 * Each row's own evidence: the 30 days up to its negation date when it went live (what it was negated
 * on), else up to the day asked for; never a date another term was negated on.
 */
function evidenceEnd(row: { negatedOn: string | null }, endDate: string): string {
  return row.negatedOn && row.negatedOn < endDate ? row.negatedOn : endDate;
}

/** The totals of each place over its own window: one read per distinct window. */
async function totalsOverOwnWindows(ads: SyncedAds, places: PlaceOfTerm[], windows: DateWindow[]) {
  const totals: TermWindowTotals[] = new Array(places.length);
  for (const end of new Set(windows.map((window) => window.endDate))) {
    const indexes = windows.flatMap((window, index) => (window.endDate === end ? [index] : []));
    const found = await totalsAtPlaces(
      ads,
      indexes.map((index) => places[index]!),
      windows[indexes[0]!]!,
    );
    indexes.forEach((index, at) => (totals[index] = found[at]!));
  }
  return totals;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
