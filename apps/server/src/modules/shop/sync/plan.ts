import { addDays } from '../../../shop-calendar.ts';
import type { ReportTypeId } from '../../amazon/reports.ts';

/** Days the first sync of a shop pulls. */
export const BACKFILL_DAYS = 90;
/** Days every later sync pulls again: clicks settle over ~3 days, conversions are restated for ~2 weeks. */
export const RESTATEMENT_DAYS = 14;
/** Amazon keeps 95 days; staying inside 93 leaves room for a shop-zone date that is a day ahead. */
const OLDEST_REQUESTABLE_DAYS = 93;
/** Amazon's (and the sandbox's) longest report range. */
export const MAX_REPORT_DAYS = 31;

export const REPORT_TYPE_IDS: ReportTypeId[] = ['spSearchTerm', 'spTargeting', 'spAdvertisedProduct'];

export interface ReportWindow {
  type: ReportTypeId;
  startDate: string;
  endDate: string;
}

export const windowKey = (window: ReportWindow) => `${window.type}:${window.startDate}:${window.endDate}`;

/**
 * The report windows a sync pulls, ending yesterday in the shop's zone: 90 days the first time; later
 * from the day after the newest stored one, but at least the last 14 days again (and from `restateFrom`
 * when asked). Each window is at most 31 days, the oldest no earlier than Amazon still serves.
 */
export function planReportWindows(
  today: string,
  newestStored: string | undefined,
  restateFrom?: string,
): ReportWindow[] {
  const end = addDays(today, -1);
  const usual = newestStored
    ? minDate(addDays(newestStored, 1), addDays(today, -RESTATEMENT_DAYS))
    : addDays(today, -BACKFILL_DAYS);
  const wanted = restateFrom ? minDate(usual, restateFrom) : usual;
  const start = maxDate(wanted, addDays(today, -OLDEST_REQUESTABLE_DAYS));
  const windows: ReportWindow[] = [];
  for (let from = start; from <= end; from = addDays(from, MAX_REPORT_DAYS)) {
    const to = minDate(addDays(from, MAX_REPORT_DAYS - 1), end);
    for (const type of REPORT_TYPE_IDS) windows.push({ type, startDate: from, endDate: to });
  }
  return windows;
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
