import {
  ATTRIBUTION_DAYS,
  BOARD_WORST_TERMS,
  WASTING_MIN_CLICKS,
  WASTING_WINDOW_DAYS,
  daysInRange,
  SAVINGS_BEFORE_DAYS,
  SAVINGS_LOOKBACK_DAYS,
  type BoardCurrencyGroup,
  type BoardNegateRequest,
  type BoardTermReviewRequest,
  type BoardRequest,
  type BoardResponse,
  type BoardShopRow,
  type BoardWastingTerm,
} from '@termwise/contracts';
import type { SessionUser } from '../../http/session-user.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type {
  FactTotals,
  PerformanceFacts,
  ShopDirectory,
  ShopRow,
  SyncedAds,
  TermPlaceTotals,
} from '../shop/index.ts';
import type { CurrencyService } from '../currency/index.ts';
import { addTotals, datesOf, savingsOf, withRatios, ZERO } from './figures.ts';
import { homeGroupOf } from './home-currency.ts';

/** Wasting terms read before the negated ones are left out: enough that ten remain in practice. */
const WASTING_CANDIDATES = 200;

export interface BoardDeps {
  shops: ShopDirectory;
  facts: PerformanceFacts;
  negations: NegationOutcomes;
  /** The seller's own keywords: a term that is one is a keyword to review, never "wasting". */
  keywords: Pick<SyncedAds, 'ownKeywords'>;
  currencies: Pick<CurrencyService, 'homeView'>;
}

/** The evidence window of the wasting list: WASTING_WINDOW_DAYS up to the range's end, or the range. */
export const wastingFrom = (request: { startDate: string; endDate: string }) =>
  [request.startDate, addDays(request.endDate, 1 - WASTING_WINDOW_DAYS)].sort()[0]!;

/** Most clicks first, ties by the term: clicks compare across currencies, spend does not. */
const byClicks = (a: TermPlaceTotals, b: TermPlaceTotals) =>
  b.clicks - a.clicks || a.searchTerm.localeCompare(b.searchTerm);

/** Today minus the attribution window, in the zone of the shop whose day began last (the earliest date). */
export function provisionalFrom(targets: ShopRow[], now: Date): string {
  const today = targets.map((shop) => shopToday(shop.timezone, now)).sort()[0] ?? shopToday('UTC', now);
  return addDays(today, -ATTRIBUTION_DAYS);
}

/** A term equal to one of the shop's keywords (any match type), compared as Amazon reports terms. */
async function ownKeywordCheck(keywords: BoardDeps['keywords'], shopId: string) {
  const own = new Set(
    (await keywords.ownKeywords(shopId)).map((row) => row.keywordText.trim().toLowerCase()),
  );
  return (term: string) => own.has(term.trim().toLowerCase());
}

function sumBy<T>(rows: readonly T[], keyOf: (row: T) => string, totalsOf: (row: T) => FactTotals) {
  const sums = new Map<string, FactTotals>();
  for (const row of rows) sums.set(keyOf(row), addTotals(sums.get(keyOf(row)) ?? ZERO, totalsOf(row)));
  return sums;
}

/** The board's figures; every sum stays within one currency. */
export function createBoardService({ shops, facts, negations, keywords, currencies: rates }: BoardDeps) {
  async function shopsFor(user: SessionUser, shopIds: string[]): Promise<ShopRow[]> {
    if (!shopIds.length) return shops.visibleShops(user);
    return Promise.all([...new Set(shopIds)].map((shopId) => shops.visibleShop(user, shopId)));
  }

  /** Per shop: the negations made in the range, and the savings of every negation in force during it. */
  async function savingsFor(targets: ShopRow[], request: BoardRequest) {
    const lookbackStart = addDays(request.endDate, -SAVINGS_LOOKBACK_DAYS);
    const inForce = await negations.liveBetween(
      targets.map((shop) => shop.id),
      lookbackStart,
      request.endDate,
    );
    return Promise.all(
      targets.map(async (shop) => {
        const mine = inForce.filter((negation) => negation.shopId === shop.id);
        const oldest = mine.map((negation) => negation.negatedOn).sort()[0] ?? request.startDate;
        const spend = await facts.termDailySpend(
          shop.id,
          mine.map((negation) => negation.searchTerm),
          addDays([oldest, request.startDate].sort()[0]!, 1 - SAVINGS_BEFORE_DAYS),
          request.endDate,
        );
        return {
          shop,
          live: mine.filter((negation) => negation.negatedOn >= request.startDate),
          savings: savingsOf(mine, spend, { ...request, beforeDays: SAVINGS_BEFORE_DAYS }),
        };
      }),
    );
  }

  async function worstTerms(targets: ShopRow[], request: BoardRequest): Promise<BoardWastingTerm[]> {
    const byId = new Map(targets.map((shop) => [shop.id, shop]));
    const from = wastingFrom(request);
    const candidates = await facts.wastingTerms(
      [...byId.keys()],
      from,
      request.endDate,
      WASTING_CANDIDATES,
      WASTING_MIN_CLICKS,
    );
    const shopIds = [...new Set(candidates.map((row) => row.shopId))];
    const checks = new Map(
      await Promise.all(
        shopIds.map(async (shopId) => {
          const [negated, own] = await Promise.all([
            negations.negatedCheck(shopId),
            ownKeywordCheck(keywords, shopId),
          ]);
          return [shopId, { negated, own }] as const;
        }),
      ),
    );
    const stillWasting = candidates.filter((row) => {
      const term = row.searchTerm.trim().toLowerCase();
      const check = checks.get(row.shopId)!;
      return !check.own(term) && !check.negated(row.campaignId, row.adGroupId, term);
    });
    const open = await facts.placeTotals(stillWasting.slice(0, BOARD_WORST_TERMS), from, request.endDate);
    const names = await shops.names(open.map((row) => row.shopId));
    return open.sort(byClicks).map((row) => {
      const shop = byId.get(row.shopId)!;
      return {
        ...row,
        shopName: shop.name,
        currencyCode: shop.currencyCode,
        campaignName: names.campaign(row.shopId, row.campaignId),
        adGroupName: names.adGroup(row.shopId, row.adGroupId) ?? row.adGroupId,
      };
    });
  }

  /** The term at its place with its figures over the request's window: the evidence kept with a proposal. */
  async function proposalFor(user: SessionUser, request: BoardTermReviewRequest) {
    const target = await shops.visibleShop(user, request.shopId);
    const place = {
      campaignId: request.campaignId,
      adGroupId: request.adGroupId,
      searchTerm: request.searchTerm.trim().toLowerCase(),
    };
    const totals = await facts.termAtAdGroup(target.id, place, request.startDate, request.endDate);
    const metrics = {
      ...withRatios(totals),
      startDate: request.startDate,
      endDate: request.endDate,
      attributionDays: ATTRIBUTION_DAYS,
      currencyCode: target.currencyCode,
    };
    return { target, proposal: { ...place, metrics } };
  }

  async function overviewOf(targets: ShopRow[], request: BoardRequest): Promise<BoardResponse> {
    const shopIds = targets.map((shop) => shop.id);
    const days = daysInRange(request.startDate, request.endDate);
    const previousEndDate = addDays(request.startDate, -1);
    const previousStartDate = addDays(request.startDate, -days);
    const [current, previous, pending, savings, worst, home] = await Promise.all([
      facts.dailyTotals(shopIds, request.startDate, request.endDate),
      facts.dailyTotals(shopIds, previousStartDate, previousEndDate),
      negations.pendingCounts(shopIds),
      savingsFor(targets, request),
      worstTerms(targets, request),
      targets.length ? rates.homeView(targets[0]!.organisationId) : null,
    ]);
    const currentByShop = sumBy(
      current,
      (row) => row.shopId,
      (row) => row,
    );
    const previousByShop = sumBy(
      previous,
      (row) => row.shopId,
      (row) => row,
    );
    const dayByShop = sumBy(
      current,
      (row) => `${row.shopId}|${row.date}`,
      (row) => row,
    );

    const shopRows: BoardShopRow[] = savings.map(({ shop, live }) => ({
      shopId: shop.id,
      shopName: shop.name,
      currencyCode: shop.currencyCode,
      current: withRatios(currentByShop.get(shop.id) ?? ZERO),
      previous: withRatios(previousByShop.get(shop.id) ?? ZERO),
      negated: live.length,
      pending: pending.get(shop.id) ?? 0,
    }));

    const currencies = [...new Set(targets.map((shop) => shop.currencyCode))].sort();
    const dates = datesOf(request.startDate, request.endDate);
    const groups: BoardCurrencyGroup[] = currencies.map((currencyCode) => {
      const members = savings.filter(({ shop }) => shop.currencyCode === currencyCode);
      const sum = (byShop: Map<string, FactTotals>) =>
        members.reduce((total, { shop }) => addTotals(total, byShop.get(shop.id) ?? ZERO), ZERO);
      return {
        currencyCode,
        shopIds: members.map(({ shop }) => shop.id),
        current: withRatios(sum(currentByShop)),
        previous: withRatios(sum(previousByShop)),
        trend: dates.map((date) => {
          const day = members.reduce(
            (total, { shop }) => addTotals(total, dayByShop.get(`${shop.id}|${date}`) ?? ZERO),
            ZERO,
          );
          const negated = members.reduce(
            (count, { live }) => count + live.filter((negation) => negation.negatedOn === date).length,
            0,
          );
          return { date, cost: day.cost, sales: day.sales, acos: withRatios(day).acos, negations: negated };
        }),
        savings: members.reduce(
          (total, { savings: one }) => ({
            terms: total.terms + one.terms,
            dailySpendBefore: total.dailySpendBefore + one.dailySpendBefore,
            dailySpendAfter: total.dailySpendAfter + one.dailySpendAfter,
            saved: total.saved + one.saved,
            spendElsewhere: total.spendElsewhere + one.spendElsewhere,
          }),
          { terms: 0, dailySpendBefore: 0, dailySpendAfter: 0, saved: 0, spendElsewhere: 0 },
        ),
      };
    });

    return {
      startDate: request.startDate,
      endDate: request.endDate,
      previousStartDate,
      previousEndDate,
      groups,
      home: home && homeGroupOf(groups, home),
      worstTerms: worst,
      wastingFrom: wastingFrom(request),
      provisionalFrom: provisionalFrom(targets, new Date()),
      shops: shopRows,
    };
  }

  return {
    async overview(user: SessionUser, request: BoardRequest): Promise<BoardResponse> {
      return overviewOf(await shopsFor(user, request.shopIds), request);
    },

    /** The same figures for shops the caller already chose (the daily report, which acts for no user). */
    overviewOf: (targets: ShopRow[], range: { startDate: string; endDate: string }) =>
      overviewOf(targets, { ...range, shopIds: [] }),

    /** What "negate now" would do with a term over the window the person looks at, before the click. */
    async termReview(user: SessionUser, request: BoardTermReviewRequest) {
      const { target, proposal } = await proposalFor(user, request);
      return negations.reviewTerm(target, proposal);
    },

    /**
     * One click on a wasting term: propose it, or negate it on Amazon now when the review clears it (else
     * it waits for a person, with why).
     */
    async negateTerm(user: SessionUser, request: BoardNegateRequest) {
      const { target, proposal } = await proposalFor(user, request);
      return negations.proposeTerm(
        user,
        target,
        proposal,
        request.action === 'negate' ? 'negateNow' : 'propose',
      );
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
