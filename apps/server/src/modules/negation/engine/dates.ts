/** Report dates are the shop's own calendar days, as ISO strings (YYYY-MM-DD). */

export function shopToday(timezone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface DateWindow {
  startDate: string;
  endDate: string;
}

/**
 * The look-back window of a rule: `lookbackDays` whole days ending before the `skipRecentDays` most
 * recent complete days. Today never counts (Amazon has no rows for it yet), so with no skip the window
 * ends yesterday; with skip 2 it ends three days ago, leaving out the days whose orders still arrive.
 */
export function ruleWindow(today: string, lookbackDays: number, skipRecentDays: number): DateWindow {
  const endDate = addDays(today, -1 - skipRecentDays);
  return { startDate: addDays(endDate, 1 - lookbackDays), endDate };
}

/** `days` whole days ending on `endDate`, inclusive. */
export function windowEndingOn(endDate: string, days: number): DateWindow {
  return { startDate: addDays(endDate, 1 - days), endDate };
}
