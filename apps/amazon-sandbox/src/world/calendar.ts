/**
 * Report dates are calendar days in the shop's own time zone (as Amazon reports them), so "today" depends on
 * the shop. Days are handled as ISO strings and as day numbers (days since 1970-01-01) for arithmetic.
 */

const MS_PER_DAY = 86_400_000;
/** Any text can be asked for (request dates): the cache stops growing at this many. */
const MAX_KEPT_DAYS = 100_000;

export function todayIn(timeZone: string, now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Parsed days, kept: reports ask for the same few dates (campaign starts) for every path and day. */
const dayNumbers = new Map<string, number>();

export function dayNumber(isoDate: string): number {
  let day = dayNumbers.get(isoDate);
  if (day === undefined) {
    day = Math.round(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
    if (dayNumbers.size < MAX_KEPT_DAYS) dayNumbers.set(isoDate, day);
  }
  return day;
}

export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(isoDateText: string, days: number): string {
  return isoDate(dayNumber(isoDateText) + days);
}

export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isoDate(dayNumber(text)) === text;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}
