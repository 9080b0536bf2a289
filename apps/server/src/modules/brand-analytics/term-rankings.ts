import {
  acosOf,
  cvrOf,
  type AbaSearchTermRow,
  type TermRankingRow,
  type termRankingsRequest,
} from '@termwise/contracts';
import type { z } from 'zod';
import type { SessionUser } from '../../http/session-user.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { SearchTermTotals, ShopDirectory, SyncedAds } from '../shop/index.ts';
import { periodBefore } from './periods.ts';
import type { ReportRepo } from './report-repo.ts';
import type { TermsRepo } from './terms-repo.ts';

type Request = z.output<typeof termRankingsRequest>;
type Sums = Omit<TermRankingRow, 'abaRank' | 'abaChange1' | 'own' | 'flag'>;

export interface TermRankingsDeps {
  shops: ShopDirectory;
  syncedAds: SyncedAds;
  reports: ReportRepo;
  terms: TermsRepo;
}

/**
 * The shop's search terms over the window, summed over every ad group they showed in, beside their demand
 * in the newest loaded ABA week of the shop's marketplace. Flags: an opportunity is a high-demand term that
 * converts at least as well as the shop does on less than the shop's average spend per term; waste is a
 * high-demand term that spent and sold nothing.
 */
export async function termRankings(deps: TermRankingsDeps, user: SessionUser, input: Request) {
  const shop = await deps.shops.visibleShop(user, input.shopId);
  const endDate = addDays(shopToday(shop.timezone), -1);
  const startDate = addDays(endDate, -(input.days - 1));
  const sums = termSums(await deps.syncedAds.termTotals(shop.id, {}, { startDate, endDate }));
  const spent = sums.filter((row) => row.spend > 0);
  const averageSpend = spent.reduce((total, row) => total + row.spend, 0) / (spent.length || 1);
  const clicks = sums.reduce((total, row) => total + row.clicks, 0);
  const orders = sums.reduce((total, row) => total + row.orders, 0);
  const shopCvr = cvrOf({ orders, clicks });

  const weeks = await deps.reports.reports(user.organisationId, {
    marketplaceId: shop.marketplaceId,
    reportPeriod: 'WEEK',
    ready: true,
  });
  const [current] = weeks;
  const previous = current
    ? weeks.find((report) => report.startDate === periodBefore('WEEK', current.startDate, 1))
    : undefined;
  const aba = current
    ? await deps.terms.termsIn(
        current.id,
        { 1: previous?.id },
        sums.map((row) => row.searchTerm),
      )
    : new Map<string, AbaSearchTermRow>();
  const product = await deps.shops.products([shop.id]);

  const words = input.include.toLowerCase().split(/\s+/).filter(Boolean);
  const rows: TermRankingRow[] = sums
    .filter((row) => words.every((word) => row.searchTerm.includes(word)))
    .map((row) => {
      const term = aba.get(row.searchTerm);
      const own = term?.top.find((clicked) => product(shop.id, clicked.asin)) ?? null;
      const highDemand = term !== undefined && term.rank <= input.highDemandRank;
      const flag =
        highDemand && row.spend > 0 && row.orders === 0
          ? ('waste' as const)
          : highDemand &&
              row.cvr !== null &&
              shopCvr !== null &&
              row.orders > 0 &&
              row.cvr >= shopCvr &&
              row.spend < averageSpend
            ? ('opportunity' as const)
            : null;
      return { ...row, abaRank: term?.rank ?? null, abaChange1: term?.change1 ?? null, own, flag };
    })
    .filter((row) => !input.flag || row.flag === input.flag);
  rows.sort(compareBy(input.sortField, input.sortOrder));
  const offset = (input.page - 1) * input.pageSize;
  return {
    rows: rows.slice(offset, offset + input.pageSize),
    total: rows.length,
    currencyCode: shop.currencyCode,
    startDate,
    endDate,
    period: current
      ? {
          reportPeriod: 'WEEK' as const,
          startDate: current.startDate,
          endDate: current.endDate,
          terms: current.terms,
        }
      : null,
    shopCvr,
    averageSpend,
  };
}

/** One row per term (Amazon reports terms lower-case), its places added up. */
function termSums(places: SearchTermTotals[]): Sums[] {
  const byTerm = new Map<string, Sums>();
  for (const place of places) {
    const sums = byTerm.get(place.searchTerm) ?? {
      searchTerm: place.searchTerm,
      impressions: 0,
      clicks: 0,
      spend: 0,
      sales: 0,
      orders: 0,
      acos: null,
      cvr: null,
    };
    sums.impressions += place.impressions;
    sums.clicks += place.clicks;
    sums.spend += place.cost;
    sums.sales += place.sales7d;
    sums.orders += place.purchases7d;
    byTerm.set(place.searchTerm, sums);
  }
  return [...byTerm.values()].map((sums) => ({
    ...sums,
    spend: Math.round(sums.spend * 100) / 100,
    sales: Math.round(sums.sales * 100) / 100,
    acos: acosOf({ cost: sums.spend, sales: sums.sales }),
    cvr: cvrOf(sums),
  }));
}

/** Sorts by the field; rows without a value (no sales, no clicks, no ABA rank) last either way. */
function compareBy(field: Request['sortField'], order: Request['sortOrder']) {
  const direction = order === 'asc' ? 1 : -1;
  return (a: TermRankingRow, b: TermRankingRow) => {
    const left = a[field];
    const right = b[field];
    if (left === null || right === null) {
      if (left === right) return a.searchTerm.localeCompare(b.searchTerm);
      return left === null ? 1 : -1;
    }
    return (left - right) * direction || a.searchTerm.localeCompare(b.searchTerm);
  };
}
