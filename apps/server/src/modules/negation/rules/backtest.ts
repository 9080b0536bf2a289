import type { BacktestRow, BacktestShop, NegRuleBacktestResponse } from '@termwise/contracts';
import type { CurrencyService } from '../../currency/index.ts';
import { shopToday } from '../../../shop-calendar.ts';
import { replayDays, replayReads, replayRule, type BacktestNegation } from '../engine/backtest.ts';
import type { Baselines, EngineRule } from '../engine/evaluate.ts';
import { roundMoney } from '../engine/metrics.ts';
import { inShopCurrency } from '../engine/money.ts';
import type { EngineRepo, ShopRow } from '../engine/repo.ts';

type MoneyRule = Parameters<typeof inShopCurrency>[0];

/**
 * A rule replayed on every shop of its scope over the last `days` days, one shop at a time (one shop's
 * history in memory at once). Each shop's figures are the sums of its rows, in its own currency.
 */
export function createBacktest(deps: {
  engineRepo: EngineRepo;
  currencies: Pick<CurrencyService, 'converter'>;
  now: () => Date;
}) {
  const { engineRepo, now } = deps;

  async function replayOnShop(rule: EngineRule, target: ShopRow, days: number) {
    const today = shopToday(target.timezone, now());
    const runDays = replayDays(today, days);
    const before = new Date(now().getTime() - (days - 1) * 86_400_000);
    const [asinOfAdGroup, keywords, negated, history] = await Promise.all([
      engineRepo.asinOfAdGroup(target.id),
      engineRepo.ownKeywords(target.id),
      engineRepo.negatedKeys(target.id, before),
      engineRepo.termHistory(target.id, replayReads(rule, runDays), rule.attributionDays),
    ]);
    let baselines: Promise<(day: string) => Baselines> | undefined;
    const baselinesOn = async (day: string) =>
      (await (baselines ??= engineRepo.baselinesFrom(target.id, runDays[0]!, today, asinOfAdGroup)))(day);
    const found = await replayRule(
      rule,
      { shopId: target.id, currencyCode: target.currencyCode, asinOfAdGroup, keywords, negated },
      runDays,
      { history, baselinesOn },
    );
    return { runDays, rows: found.map((one) => rowOf(target.id, one)) };
  }

  return async function backtest(
    rule: EngineRule & MoneyRule,
    inScope: ShopRow[],
    request: { days: number; page: number; pageSize: number },
    organisationId: string,
  ): Promise<NegRuleBacktestResponse> {
    const convert = await deps.currencies.converter(organisationId);
    const shops: BacktestShop[] = [];
    const rows: BacktestRow[] = [];
    const today = shopToday('UTC', now());
    const span = { startDate: replayDays(today, request.days)[0]!, endDate: today };
    for (const target of inScope) {
      const onShop = inShopCurrency(rule, target.currencyCode, convert);
      if (!onShop) continue;
      const replay = await replayOnShop(onShop, target, request.days);
      span.startDate = [span.startDate, replay.runDays[0]!].sort()[0]!;
      span.endDate = [span.endDate, replay.runDays.at(-1)!].sort()[1]!;
      shops.push(totalsOf(target, replay.rows));
      rows.push(...replay.rows);
    }
    rows.sort((a, b) => b.spend - a.spend || a.negatedOn.localeCompare(b.negatedOn));
    const from = (request.page - 1) * request.pageSize;
    return { ...span, shops, rows: rows.slice(from, from + request.pageSize), total: rows.length };
  };
}

function rowOf(shopId: string, { candidate, negatedOn, afterwards }: BacktestNegation): BacktestRow {
  return {
    shopId,
    asin: candidate.asin,
    searchTerm: candidate.searchTerm,
    campaignId: candidate.place.campaignId,
    adGroupId: candidate.place.adGroupId,
    negatedOn,
    spend: roundMoney(afterwards.cost),
    clicks: afterwards.clicks,
    orders: afterwards.orders,
    sales: roundMoney(afterwards.sales),
  };
}

/** A shop's figures, summed from its rows as they are shown (rounded), so that they add up. */
function totalsOf(target: ShopRow, rows: BacktestRow[]): BacktestShop {
  const sum = (field: 'spend' | 'orders' | 'sales') => rows.reduce((total, row) => total + row[field], 0);
  return {
    shopId: target.id,
    shopName: target.name,
    currencyCode: target.currencyCode,
    termsNegated: rows.length,
    spendSaved: roundMoney(sum('spend')),
    ordersLost: sum('orders'),
    salesLost: roundMoney(sum('sales')),
  };
}
