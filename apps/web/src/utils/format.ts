import dayjs from 'dayjs';

/** The time zone the header clock shows: Amazon US sellers plan their day on West Coast time. */
export const US_WEST_TIME_ZONE = 'America/Los_Angeles';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, kept: building one costs far more than formatting with it,
 * and a table formats every cell. Throws, as the constructor does, for an unknown currency.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Two decimals with thousands grouping, e.g. 1234.5 -> "1,234.50". */
export function formatNumber(value: number, locale = 'en-US'): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * `YYYY-MM-DD HH:mm` as a wall clock in `timeZone` reads. One Intl formatter per zone, kept. Not dayjs's
 * timezone plugin: its tz() builds a formatter per call, and once it is installed every date picker asks
 * it for "now" (about 100 ms of the first screen in all).
 */
export function formatInZone(date: Date | number | string, timeZone: string): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(new Date(date))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export function formatUsWestTime(date: Date | number = Date.now()): string {
  return formatInZone(date, US_WEST_TIME_ZONE);
}

/** Today's date where the header's clock is (SPEC 9), whatever the browser's zone. */
export const todayInUsWest = (now: Date | number = Date.now()) => formatUsWestTime(now).slice(0, 10);

/** The header clock's time for a file name: 20261128-0835. */
export const fileStampInUsWest = (now: Date | number = Date.now()) =>
  formatUsWestTime(now).replace(/-/g, '').replace(' ', '-').replace(':', '');

export function formatDate(date: string | number | Date, pattern = 'YYYY-MM-DD'): string {
  return dayjs(date).format(pattern);
}
