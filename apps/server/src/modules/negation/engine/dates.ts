import { addDays } from '../../../shop-calendar.ts';

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
