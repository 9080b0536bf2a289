import { dayNumber } from './calendar.ts';
import type { Shop } from './shop.ts';

/**
 * Demo history (not an Amazon behaviour): a negative created through the API is made to have been in force
 * since an earlier day, as if the seller had created it then. Termwise's demo seeds the negations its
 * rules would have made on past days this way, so the proof of a negation has real days before and after.
 * Only a negative still in force since its creation moves, and only back, never before the world's history.
 */
export function backdateNegative(shop: Shop, entityId: string, date: string, earliestDay: number): boolean {
  const negation = shop.negationOf.get(entityId);
  const period = negation?.periods.length === 1 ? negation.periods[0] : undefined;
  const day = dayNumber(date);
  if (!period || period.to !== Infinity || day > period.from || day < earliestDay) return false;
  period.from = day;
  const stores = [
    shop.negativeKeywords,
    shop.negativeTargets,
    shop.campaignNegativeKeywords,
    shop.campaignNegativeTargets,
  ] as const;
  const stored = stores.map((store) => store.get(entityId)).find(Boolean);
  // Amazon's extendedData shows the creation then, at midday of that day.
  if (stored) stored.createdAt = new Date(day * 86_400_000 + 12 * 3_600_000);
  return true;
}
