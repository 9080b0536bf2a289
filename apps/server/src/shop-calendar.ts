import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/** The server's calendar maths. Report dates are a shop's own calendar days, as ISO strings (YYYY-MM-DD). */
dayjs.extend(utc);
dayjs.extend(timezone);

const DATE = 'YYYY-MM-DD';

/** Today's date in the shop's IANA time zone. */
export function shopToday(zone: string, now = new Date()): string {
  return dayjs(now).tz(zone).format(DATE);
}

const DAY_MS = 86_400_000;

/**
 * The date `days` after (or before) an ISO date. By the epoch, not dayjs: the board adds days for each of a
 * shop's thousands of negations, and dayjs was a third of a board call (scale bench).
 */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** The wall clock in the given zone, HH:mm. */
export function clockInZone(at: Date, zone: string): string {
  return dayjs(at).tz(zone).format('HH:mm');
}

/** YYYY-MM-DD HH:mm in the given zone. */
export function formatInZone(at: Date, zone: string): string {
  return dayjs(at).tz(zone).format(`${DATE} HH:mm`);
}

/** The instant `days` times 24 hours before or after `at`. */
export function shiftDays(at: Date, days: number): Date {
  return dayjs.utc(at).add(days, 'day').toDate();
}
