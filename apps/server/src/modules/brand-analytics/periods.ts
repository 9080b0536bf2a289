import type { AbaPeriod } from '@termwise/contracts';
import type { Localised } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';

/** The last day of the period starting on `startDate`, or why it is no period start. */
export function periodEnd(period: AbaPeriod, startDate: string): string | { problem: Localised } {
  if (period === 'WEEK') {
    if (new Date(`${startDate}T00:00:00Z`).getUTCDay() !== 0)
      return { problem: messages.brandAnalytics.weekStartsOnSunday };
    return addDays(startDate, 6);
  }
  if (!startDate.endsWith('-01')) return { problem: messages.brandAnalytics.monthStartsOnFirst };
  return addDays(shiftMonths(startDate, 1), -1);
}

/** The start of the period `back` periods before the one starting on `startDate`. */
export function periodBefore(period: AbaPeriod, startDate: string, back: number): string {
  return period === 'WEEK' ? addDays(startDate, -7 * back) : shiftMonths(startDate, -back);
}

/** The newest whole week that has ended in the zone: its Sunday. */
export function lastEndedWeek(zone: string, now = new Date()): string {
  const today = shopToday(zone, now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -weekday - 7);
}

export const hasEnded = (endDate: string, zone: string, now = new Date()) => endDate < shopToday(zone, now);

function shiftMonths(firstOfMonth: string, months: number): string {
  const [year, month] = firstOfMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
