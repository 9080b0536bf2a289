import { adRatiosOf, type BoardMetrics, type BoardSavings } from '@termwise/contracts';
import { addDays, daysBetween } from '../../shop-calendar.ts';
import type { LiveNegation } from '../negation/index.ts';
import type { FactTotals } from '../shop/index.ts';

export const ZERO: FactTotals = { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };

export function addTotals(a: FactTotals, b: FactTotals): FactTotals {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    cost: a.cost + b.cost,
    orders: a.orders + b.orders,
    sales: a.sales + b.sales,
  };
}

/** ACOS and CVR as fractions (0.3 = 30 %), CPC in the shop's currency; null when their base is zero. */
export function withRatios(totals: FactTotals): BoardMetrics {
  return { ...totals, ...adRatiosOf(totals) };
}

/** Every date from start to end, inclusive. */
export function datesOf(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export interface TermSpend {
  campaignId: string;
  adGroupId: string;
  searchTerm: string;
  date: string;
  cost: number;
}

const inPlace = (row: TermSpend, negation: LiveNegation) =>
  row.searchTerm === negation.searchTerm &&
  row.campaignId === negation.campaignId &&
  (negation.adGroupId === null || row.adGroupId === negation.adGroupId);

const firstDayAfter = (negation: LiveNegation, startDate: string) =>
  [addDays(negation.negatedOn, 1), startDate].sort()[1]!;

/**
 * What negation saved in a range, measured where each negative applies (its ad group, or every ad group
 * of its campaign for a campaign-level one): per negation in force during the range (made before its
 * last day, up to `SAVINGS_LOOKBACK_DAYS` earlier), its average daily spend there over the 30 days up to
 * and including the negation date, times the range's days after the negation, minus what the term really
 * cost there on those days. A term negated long ago counts every day of the range; one negated within
 * it, its days after. Beside it, `spendElsewhere`: what the negated terms cost after their negation in
 * places no negative of theirs covers, spend that moved rather than stopped.
 */
export function savingsOf(
  negations: readonly LiveNegation[],
  spend: readonly TermSpend[],
  options: { startDate: string; endDate: string; beforeDays: number },
): BoardSavings {
  const result: BoardSavings = {
    terms: 0,
    dailySpendBefore: 0,
    dailySpendAfter: 0,
    saved: 0,
    spendElsewhere: 0,
  };
  const counted = negations.filter((negation) => negation.negatedOn < options.endDate);
  // By term: a shop's thousands of negations each compared with every row took minutes on one board call.
  const spendOfTerm = groupByTerm(spend);
  const negationsOfTerm = groupByTerm(counted);
  for (const negation of counted) {
    const beforeStart = addDays(negation.negatedOn, 1 - options.beforeDays);
    const firstAfter = firstDayAfter(negation, options.startDate);
    const daysAfter = daysBetween(firstAfter, options.endDate);
    let before = 0;
    let after = 0;
    for (const row of spendOfTerm.get(negation.searchTerm) ?? []) {
      if (!inPlace(row, negation)) continue;
      if (row.date >= firstAfter && row.date <= options.endDate) after += row.cost;
      else if (row.date >= beforeStart && row.date <= negation.negatedOn) before += row.cost;
    }
    const dailyBefore = before / options.beforeDays;
    result.terms += 1;
    result.dailySpendBefore += dailyBefore;
    result.dailySpendAfter += after / daysAfter;
    result.saved += dailyBefore * daysAfter - after;
  }
  for (const row of spend) {
    if (row.date > options.endDate) continue;
    const ofTerm = negationsOfTerm.get(row.searchTerm) ?? [];
    if (ofTerm.some((negation) => inPlace(row, negation))) continue;
    if (ofTerm.some((negation) => row.date >= firstDayAfter(negation, options.startDate))) {
      result.spendElsewhere += row.cost;
    }
  }
  return result;
}

function groupByTerm<T extends { searchTerm: string }>(items: readonly T[]): Map<string, T[]> {
  const byTerm = new Map<string, T[]>();
  for (const item of items) {
    const ofTerm = byTerm.get(item.searchTerm);
    if (ofTerm) ofTerm.push(item);
    else byTerm.set(item.searchTerm, [item]);
  }
  return byTerm;
}
