import type { RankedKeyword, RankListRequest } from '@termwise/contracts';
import { addDays } from '../../shop-calendar.ts';
import type { RankRow } from './repo.ts';

type RankField = 'organicRank' | 'sponsoredRank';
const TREND_DAYS = 30;

export function latestOf(days: RankRow[]): RankRow | undefined {
  return days.reduce<RankRow | undefined>(
    (latest, day) => (!latest || day.date > latest.date ? day : latest),
    undefined,
  );
}

/** Positions gained since 1, 7 and 30 days before the latest day: a move from 12 to 8 is +4. */
export function changeOf(days: RankRow[], latest: RankRow | undefined, field: RankField) {
  const on = (back: number) => {
    if (!latest) return null;
    const date = addDays(latest.date, -back);
    const before = days.find((day) => day.date === date)?.[field];
    const now = latest[field];
    return before == null || now == null ? null : before - now;
  };
  return { d1: on(1), d7: on(7), d30: on(30) };
}

/** Organic ranks of the 30 days up to the latest one, oldest first. */
export function trendOf(days: RankRow[], latest: RankRow | undefined): (number | null)[] {
  if (!latest) return [];
  const byDate = new Map(days.map((day) => [day.date, day.organicRank]));
  return Array.from(
    { length: TREND_DAYS },
    (_, index) => byDate.get(addDays(latest.date, index - TREND_DAYS + 1)) ?? null,
  );
}

type Shaped = Omit<RankedKeyword, 'ads'>;

/** Sorts ranks with the unknown ones (not indexed, no ad) last whichever the order. */
export function compareRanked(field: RankListRequest['sortField'], order: RankListRequest['sortOrder']) {
  const valueOf = (row: Shaped): number | string | null => {
    if (field === 'keyword') return row.keyword;
    if (field === 'organicChange7') return row.organicChange.d7;
    if (field === 'sponsoredRank') return row.sponsoredRank;
    return row.organicRank;
  };
  const direction = order === 'asc' ? 1 : -1;
  return (a: Shaped, b: Shaped) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === right) return a.keyword.localeCompare(b.keyword);
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * direction;
  };
}
