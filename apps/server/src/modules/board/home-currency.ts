import { acosOf, type BoardCurrencyGroup, type BoardHomeGroup, type BoardMetrics } from '@termwise/contracts';
import type { CurrencyService } from '../currency/index.ts';
import { withRatios } from './figures.ts';

export type HomeView = NonNullable<Awaited<ReturnType<CurrencyService['homeView']>>>;

/**
 * The currency groups as one, in the home currency: each group's money converted first, then summed, so
 * no raw amounts of two currencies are ever added. Null when there is nothing to convert (one group
 * already in the home currency) or a rate is missing.
 */
export function homeGroupOf(groups: BoardCurrencyGroup[], home: HomeView): BoardHomeGroup | null {
  if (!groups.length) return null;
  if (groups.length === 1 && groups[0]!.currencyCode === home.currencyCode) return null;
  let missingRate = false;
  const money = (amount: number, from: string) => {
    const converted = home.convert(amount, from);
    if (converted === undefined) missingRate = true;
    return converted ?? 0;
  };
  const metrics = (pick: (group: BoardCurrencyGroup) => BoardMetrics) =>
    withRatios(
      groups.reduce(
        (total, group) => {
          const one = pick(group);
          return {
            impressions: total.impressions + one.impressions,
            clicks: total.clicks + one.clicks,
            orders: total.orders + one.orders,
            cost: total.cost + money(one.cost, group.currencyCode),
            sales: total.sales + money(one.sales, group.currencyCode),
          };
        },
        { impressions: 0, clicks: 0, orders: 0, cost: 0, sales: 0 },
      ),
    );
  const trend = groups[0]!.trend.map(({ date }, index) => {
    let cost = 0;
    let sales = 0;
    let negations = 0;
    for (const group of groups) {
      const point = group.trend[index]!;
      cost += money(point.cost, group.currencyCode);
      sales += money(point.sales, group.currencyCode);
      negations += point.negations;
    }
    return { date, cost, sales, acos: acosOf({ cost, sales }), negations };
  });
  const savings = { terms: 0, dailySpendBefore: 0, dailySpendAfter: 0, saved: 0, spendElsewhere: 0 };
  for (const group of groups) {
    savings.terms += group.savings.terms;
    savings.dailySpendBefore += money(group.savings.dailySpendBefore, group.currencyCode);
    savings.dailySpendAfter += money(group.savings.dailySpendAfter, group.currencyCode);
    savings.saved += money(group.savings.saved, group.currencyCode);
    savings.spendElsewhere += money(group.savings.spendElsewhere, group.currencyCode);
  }
  const result = {
    currencyCode: home.currencyCode,
    shopIds: groups.flatMap((group) => group.shopIds),
    current: metrics((group) => group.current),
    previous: metrics((group) => group.previous),
    trend,
    savings,
    ratesAsOf: home.ratesAsOf(groups.map((group) => group.currencyCode)),
  };
  return missingRate ? null : result;
}
