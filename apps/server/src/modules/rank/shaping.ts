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
