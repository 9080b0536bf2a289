import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The time zone the header clock shows: Amazon US sellers plan their day on West Coast time. */
export const US_WEST_TIME_ZONE = 'America/Los_Angeles';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Two decimals with thousands grouping, e.g. 1234.5 -> "1,234.50". */
export function formatNumber(value: number, locale = 'en-US'): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

export function formatUsWestTime(date: Date | number = Date.now()): string {
  return dayjs(date).tz(US_WEST_TIME_ZONE).format('YYYY-MM-DD HH:mm');
}

export function formatDate(date: string | number | Date, pattern = 'YYYY-MM-DD'): string {
  return dayjs(date).format(pattern);
}
