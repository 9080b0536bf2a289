import type { BoardMetrics } from '@termwise/contracts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { BoardService } from '../board/index.ts';
import type { ShopRow } from '../shop/index.ts';

/** Savings in the report look back this many days: one day is too short for a before and after. */
export const REPORT_SAVINGS_DAYS = 30;

export interface ReportShop {
  name: string;
  currencyCode: string;
  current: BoardMetrics;
  previous: BoardMetrics;
  negated: number;
  pending: number;
}

export interface DailyReport {
  date: string;
  previousDate: string;
  /** Costliest first. */
  shops: ReportShop[];
  totals: { currencyCode: string; current: BoardMetrics; previous: BoardMetrics }[];
  worstTerms: { shopName: string; currencyCode: string; searchTerm: string; cost: number; clicks: number }[];
  savings: { currencyCode: string; saved: number; terms: number }[];
  negated: number;
  pending: number;
  links: { board: string; unhandled: string };
}

/** Yesterday in the bot's zone, per shop against the day before, from the board's own figures. */
export async function buildDailyReport(deps: {
  board: BoardService;
  shops: ShopRow[];
  timezone: string;
  baseUrl: string;
  now: Date;
}): Promise<DailyReport> {
  const date = addDays(shopToday(deps.timezone, deps.now), -1);
  const [day, month] = await Promise.all([
    deps.board.overviewOf(deps.shops, { startDate: date, endDate: date }),
    deps.board.overviewOf(deps.shops, { startDate: addDays(date, 1 - REPORT_SAVINGS_DAYS), endDate: date }),
  ]);
  const shops = day.shops
    .map((shop) => ({
      name: shop.shopName,
      currencyCode: shop.currencyCode,
      current: shop.current,
      previous: shop.previous,
      negated: shop.negated,
      pending: shop.pending,
    }))
    .sort((a, b) => b.current.cost - a.current.cost);
  return {
    date,
    previousDate: day.previousStartDate,
    shops,
    totals: day.groups.map(({ currencyCode, current, previous }) => ({ currencyCode, current, previous })),
    worstTerms: day.worstTerms.map((term) => ({
      shopName: term.shopName,
      currencyCode: term.currencyCode,
      searchTerm: term.searchTerm,
      cost: term.cost,
      clicks: term.clicks,
    })),
    savings: month.groups.map((group) => ({
      currencyCode: group.currencyCode,
      saved: group.savings.saved,
      terms: group.savings.terms,
    })),
    negated: shops.reduce((sum, shop) => sum + shop.negated, 0),
    pending: shops.reduce((sum, shop) => sum + shop.pending, 0),
    links: {
      board: `${deps.baseUrl}/keyword-manage/board?startDate=${date}&endDate=${date}`,
      unhandled: `${deps.baseUrl}/system-settings/operation-logs?unhandled=1`,
    },
  };
}
