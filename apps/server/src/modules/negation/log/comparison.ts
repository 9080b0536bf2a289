import type { DataComparisonResponse } from '@termwise/contracts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../http/messages.ts';
import type { SessionUser } from '../../../http/session-user.ts';
import { addDays, daysBetween, shopToday } from '../../../shop-calendar.ts';
import type { ShopDirectory, SumWindow, SyncedAds } from '../../shop/index.ts';
import type { NegationLogRepo } from './repo.ts';

export const COMPARISON_PERIODS = { last7: 7, last30: 30, last65: 65, all: null } as const;
type PeriodName = keyof typeof COMPARISON_PERIODS;

/** The days a comparison window covers; `from` null = from the first stored day. */
export interface ComparisonWindow {
  from: string | null;
  to: string | null;
  available: boolean;
}

/** Days of spend before the negation that set the per-day rate the saving is measured against. */
const SAVING_BASE_DAYS = 30;

/**
 * The comparison windows. Type 1 (the evidence) ends every window on the negation date. Type 2 (since)
 * starts every window the day after the negation date and ends it at most yesterday, the last day Amazon
 * has reported: a window longer than the days since is not yet available, never padded with days from
 * before the negation.
 */
export function comparisonWindows(
  comparisonType: 1 | 2,
  negatedOn: string | null,
  evidenceEnd: string,
  today: string,
): { endDate: string; windows: Record<PeriodName, ComparisonWindow> } {
  const entries = Object.entries(COMPARISON_PERIODS) as [PeriodName, number | null][];
  if (comparisonType === 1) {
    const windows = Object.fromEntries(
      entries.map(([name, days]) => [
        name,
        { from: days === null ? null : addDays(evidenceEnd, 1 - days), to: evidenceEnd, available: true },
      ]),
    ) as Record<PeriodName, ComparisonWindow>;
    return { endDate: evidenceEnd, windows };
  }
  const yesterday = addDays(today, -1);
  const start = negatedOn === null ? null : addDays(negatedOn, 1);
  const windows = Object.fromEntries(
    entries.map(([name, days]) => {
      if (start === null || start > yesterday) return [name, { from: null, to: null, available: false }];
      const end = days === null ? yesterday : addDays(start, days - 1);
      return [name, end <= yesterday ? { from: start, to: end, available: true } : unavailable(start)];
    }),
  ) as Record<PeriodName, ComparisonWindow>;
  return { endDate: yesterday, windows };
}

function unavailable(start: string): ComparisonWindow {
  return { from: start, to: null, available: false };
}

/**
 * Clicks, orders, spend and sales of the negated term at its place over 7, 30 and 65 days and all stored
 * history, before (type 1) or since (type 2) the negation, with the spend the negation saved.
 */
export async function dataComparison(
  repo: NegationLogRepo,
  ads: SyncedAds,
  shops: ShopDirectory,
  user: SessionUser,
  uniqueSign: string,
  comparisonType: 1 | 2,
  now: Date,
): Promise<DataComparisonResponse> {
  const row = await repo.visibleBySign(user, uniqueSign);
  const owner = row && (await shops.shop(row.shopId));
  if (!row || !owner) throw notFound(messages.negation.notFound);
  const today = shopToday(owner.timezone, now);
  const evidenceEnd = row.negatedOn ?? shopToday(owner.timezone, row.createdAt);
  const { endDate, windows } = comparisonWindows(comparisonType, row.negatedOn, evidenceEnd, today);
  const since = comparisonWindows(2, row.negatedOn, evidenceEnd, today).windows.all;
  const base: ComparisonWindow = row.negatedOn
    ? { from: addDays(row.negatedOn, -SAVING_BASE_DAYS), to: addDays(row.negatedOn, -1), available: true }
    : { from: null, to: null, available: false };
  const totals = await ads.windowSums(
    row.shopId,
    { campaignId: row.campaignId, adGroupId: row.adGroupId, text: row.searchTerm },
    {
      last7: sumWindow(windows.last7),
      last30: sumWindow(windows.last30),
      last65: sumWindow(windows.last65),
      all: sumWindow(windows.all),
      since: sumWindow(since),
      base: sumWindow(base),
    },
  );
  const firstDay = await ads.firstStoredDay(row.shopId);
  const shown = (name: PeriodName) => {
    const { from, to, available } = windows[name];
    // A window reaching before the stored history holds fewer days than its name: it says so.
    const partial = name !== 'all' && available && firstDay !== null && from !== null && from < firstDay;
    return {
      ...(available ? totals[name] : ZERO),
      available,
      partial,
      startDate: partial || (from === null && available) ? firstDay : from,
      endDate: to,
    };
  };
  return {
    last7: shown('last7'),
    last30: shown('last30'),
    last65: shown('last65'),
    all: shown('all'),
    endDate,
    negatedOn: row.negatedOn,
    currencyCode: owner.currencyCode,
    saving: since.available
      ? {
          ...saving(totals.base.spend, totals.since.spend, daysBetween(since.from!, since.to!)),
          spendElsewhere: round(
            (await ads.termSpendInShop(row.shopId, row.searchTerm, { from: since.from!, to: since.to! })) -
              totals.since.spend,
          ),
        }
      : null,
  };
}

const ZERO = { clicks: 0, purchases1d: 0, spend: 0, sales1d: 0 };

function saving(baseSpend: number, actualSpend: number, daysSince: number) {
  const spendPerDayBefore = baseSpend / SAVING_BASE_DAYS;
  const expectedSpend = spendPerDayBefore * daysSince;
  return {
    daysSince,
    spendPerDayBefore: round(spendPerDayBefore),
    expectedSpend: round(expectedSpend),
    actualSpend: round(actualSpend),
    saved: round(expectedSpend - actualSpend),
  };
}

/** An unavailable window sums nothing. */
function sumWindow(window: ComparisonWindow): SumWindow {
  return window.available ? { from: window.from, to: window.to! } : null;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
