import {
  acosOf,
  type RankedKeyword,
  type RankHistoryResponse,
  type RankImportResponse,
  type RankListRequest,
  type RankSuggestionsResponse,
} from '@termwise/contracts';
import type { Readable } from 'node:stream';
import { notFound } from '../../http/errors.ts';
import type { Language } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { KeywordStateChanges } from '../keyword/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { ShopDirectory, ShopRow, ShopStructure } from '../shop/index.ts';
import { problemText, readRankCsv } from './csv-import.ts';
import { normaliseKeyword } from './normalise.ts';
import type { RankRepo, RankRow, TrackedRow } from './repo.ts';
import type { RankDay } from './source.ts';
import { changeOf, latestOf, trendOf } from './shaping.ts';

/** Days of ranks the list reads back: the trend and the change against 30 days ago. */
const LIST_DAYS = 62;
const DAY_MS = 24 * 60 * 60_000;
const AD_WINDOW_DAYS = 30;
const SUGGESTIONS = 20;
const SAMPLE_ROWS = 10;

/** What a term needs to look like a search term worth tracking: words, not an ASIN. */
const ASIN_TERM = /^b0[a-z0-9]{8}$/;

export function createRankService(deps: {
  repo: RankRepo;
  shops: ShopDirectory;
  structure: ShopStructure;
  negations: NegationOutcomes;
  keywordChanges: KeywordStateChanges;
  now: () => Date;
}) {
  const { repo, shops, structure, negations, keywordChanges, now } = deps;
  const yesterday = (shop: ShopRow) => addDays(shopToday(shop.timezone, now()), -1);

  /** The keyword's own ads for its ASIN (live keywords of that text in ad groups advertising it). */
  async function adsOf(shop: ShopRow, texts: string[]) {
    const endDate = yesterday(shop);
    const startDate = addDays(endDate, -(AD_WINDOW_DAYS - 1));
    const [keywords, asinsOf] = await Promise.all([
      structure.liveKeywords(shop.id, texts),
      structure.adGroupAsins(shop.id),
    ]);
    const keywordIds = keywords.map((k) => k.keywordId);
    const [totals, shares] = await Promise.all([
      structure.targetingTotals(shop.id, startDate, endDate, keywordIds),
      structure.topOfSearchShares(shop.id, startDate, endDate, keywordIds),
    ]);
    return (row: TrackedRow): RankedKeyword['ads'] => {
      const ids = keywords
        .filter(
          (k) =>
            normaliseKeyword(k.text) === row.keyword && (asinsOf.get(k.adGroupId) ?? []).includes(row.asin),
        )
        .map((k) => k.keywordId);
      const sums = { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };
      const reported: number[] = [];
      for (const id of ids) {
        const total = totals.get(id);
        if (total) for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += total[key];
        const share = shares.get(id);
        if (share !== undefined) reported.push(share);
      }
      return {
        keywordIds: ids,
        ...sums,
        acos: acosOf(sums),
        // Amazon reports the share in percent (22.97); the contract's ratios are fractions (0.2297).
        topOfSearchImpressionShare: reported.length
          ? reported.reduce((sum, value) => sum + value, 0) / reported.length / 100
          : null,
      };
    };
  }

  function shapeRanked(row: TrackedRow, shop: ShopRow, days: RankRow[]): Omit<RankedKeyword, 'ads'> {
    const latest = latestOf(days);
    return {
      id: row.id,
      shopId: row.shopId,
      shopName: shop.name,
      currencyCode: shop.currencyCode,
      asin: row.asin,
      keyword: row.keyword,
      date: latest?.date ?? null,
      organicRank: latest?.organicRank ?? null,
      sponsoredRank: latest?.sponsoredRank ?? null,
      organicChange: changeOf(days, latest, 'organicRank'),
      sponsoredChange: changeOf(days, latest, 'sponsoredRank'),
      trend: trendOf(days, latest),
      source: latest?.source ?? null,
    };
  }

  async function visibleTracked(user: SessionUser, id: string) {
    const row = await repo.trackedById(id);
    if (!row || !maySee(user, row.organisationId, row.shopId)) throw notFound(messages.rank.trackedNotFound);
    return row;
  }

  async function withAds(ranked: Omit<RankedKeyword, 'ads'>[], tracked: Map<string, TrackedRow>) {
    const owners = await shops.shopsById(ranked.map((row) => row.shopId));
    const adsByShop = new Map<string, (row: TrackedRow) => RankedKeyword['ads']>();
    for (const shop of owners.values()) {
      const texts = ranked.filter((row) => row.shopId === shop.id).map((row) => row.keyword);
      adsByShop.set(shop.id, await adsOf(shop, texts));
    }
    return ranked.map((row) => ({ ...row, ads: adsByShop.get(row.shopId)!(tracked.get(row.id)!) }));
  }

  return {
    async list(user: SessionUser, request: RankListRequest) {
      if (request.shopId) await shops.visibleShop(user, request.shopId);
      const fromDate = addDays(now().toISOString().slice(0, 10), -LIST_DAYS);
      const { ids, total } = await repo.rankedPage(user, request, fromDate);
      const tracked = await repo.trackedByIds(ids);
      const [owners, ranks] = await Promise.all([
        shops.shopsById(tracked.map((row) => row.shopId)),
        repo.ranksOf(tracked, fromDate),
      ]);
      const byKey = new Map<string, RankRow[]>();
      for (const rank of ranks) {
        const key = repo.keyOf(rank);
        const ofKey = byKey.get(key);
        if (ofKey) ofKey.push(rank);
        else byKey.set(key, [rank]);
      }
      const byId = new Map(tracked.map((row) => [row.id, row]));
      const page = ids.flatMap((id) => {
        const row = byId.get(id);
        const shop = row && owners.get(row.shopId);
        return row && shop ? [shapeRanked(row, shop, byKey.get(repo.keyOf(row)) ?? [])] : [];
      });
      return { rows: await withAds(page, byId), total };
    },

    async history(user: SessionUser, id: string, days: number): Promise<RankHistoryResponse> {
      const row = await visibleTracked(user, id);
      const shop = (await shops.shop(row.shopId))!;
      const endDate = yesterday(shop);
      const fromDate = addDays(endDate, -(days - 1));
      const [history, recent, negated, names] = await Promise.all([
        repo.history(row, fromDate),
        repo.history(row, addDays(endDate, -LIST_DAYS)),
        negations.liveBetween([row.shopId], fromDate, endDate),
        shops.names([row.shopId]),
      ]);
      const recentRows = recent.map((day) => ({ ...row, ...day, source: 'feed' as const }));
      const [keyword] = await withAds([shapeRanked(row, shop, recentRows)], new Map([[row.id, row]]));
      // A day's worth earlier than the first shop-local day, whatever the shop's offset from UTC.
      const since = new Date(now().getTime() - (days + 2) * DAY_MS);
      const changes = await keywordChanges.since(row.shopId, row.asin, row.keyword, since);
      const where = (campaignId: string, adGroupId: string | null) =>
        `${names.campaign(row.shopId, campaignId)} / ${names.adGroup(row.shopId, adGroupId) ?? '—'}`;
      const events = [
        ...negated
          .filter((negation) => negation.searchTerm === row.keyword)
          .map((negation) => ({
            date: negation.negatedOn,
            kind: 'negated' as const,
            detail: where(negation.campaignId, negation.adGroupId),
          })),
        ...changes.map((change) => ({
          date: shopToday(shop.timezone, change.at),
          kind: change.kind,
          detail: where(change.campaignId, change.adGroupId),
        })),
      ];
      return {
        keyword: keyword!,
        days: history,
        events: events.filter((event) => event.date >= fromDate && event.date <= endDate),
      };
    },

    async track(user: SessionUser, shopId: string, asin: string, keywords: string[]) {
      const shop = await shops.visibleShop(user, shopId);
      const unique = [...new Set(keywords.map(normaliseKeyword).filter(Boolean))];
      return repo.track(shop.organisationId, shop.id, asin, unique);
    },

    untrack: (user: SessionUser, ids: string[]) => repo.untrack(user, ids),

    /** The ASIN's best converting search terms of the last 30 days that are not tracked yet. */
    async suggestions(user: SessionUser, shopId: string, asin: string): Promise<RankSuggestionsResponse> {
      const shop = await shops.visibleShop(user, shopId);
      return { rows: await suggestionsFor(shop, asin) };
    },

    /**
     * Each advertised ASIN's best converting terms, those it runs as its own keywords first (their rows
     * then show ad metrics and open the search terms drawer): what a demo shop starts tracking.
     */
    async bestTermsPerAsin(shopId: string) {
      const best = new Map<string, string[]>();
      const shop = await shops.shop(shopId);
      if (!shop) return best;
      const [asinsOf, keywords] = await Promise.all([
        structure.adGroupAsins(shop.id),
        structure.liveKeywords(shop.id),
      ]);
      for (const asin of new Set([...asinsOf.values()].flat())) {
        const own = new Set(
          keywords
            .filter((keyword) => (asinsOf.get(keyword.adGroupId) ?? []).includes(asin))
            .map((keyword) => normaliseKeyword(keyword.text)),
        );
        const terms = (await suggestionsFor(shop, asin)).map((row) => row.keyword);
        best.set(asin, [...terms.filter((term) => own.has(term)), ...terms.filter((term) => !own.has(term))]);
      }
      return best;
    },

    /**
     * A rank export, read as it streams in. Preview writes nothing; commit writes the rows that differ from
     * what is stored, batch by batch, and tracks the keywords it brought. The same file twice changes
     * nothing; a commit cut midway is completed by committing the file again.
     */
    async importCsv(
      user: SessionUser,
      shopId: string,
      file: Readable,
      commit: boolean,
      language: Language,
    ): Promise<RankImportResponse> {
      const shop = await shops.visibleShop(user, shopId);
      let accepted = 0;
      const keywordsByAsin = new Map<string, Set<string>>();
      const sample: RankDay[] = [];
      const summary = await readRankCsv(file, async (days) => {
        const rows = latestPerKey(days.map((day): RankRow => ({ ...day, shopId: shop.id, source: 'csv' })));
        const changed = await changedRanks(shop.id, rows);
        if (commit && changed.length) await repo.upsert(changed);
        accepted += changed.length;
        sample.push(...days.slice(0, SAMPLE_ROWS - sample.length));
        for (const { asin, keyword } of rows)
          keywordsByAsin.set(asin, (keywordsByAsin.get(asin) ?? new Set()).add(keyword));
      });
      if (commit)
        for (const [asin, words] of keywordsByAsin)
          await repo.track(shop.organisationId, shop.id, asin, [...words]);
      return {
        format: summary.format,
        accepted,
        unchanged: summary.rows - accepted,
        keywords: new Set([...keywordsByAsin.values()].flatMap((words) => [...words])).size,
        errors: summary.errors.map(({ line, problem }) => ({ line, reason: problemText(problem, language) })),
        errorCount: summary.errorCount,
        sample: sample.map(({ date, asin, keyword, organicRank, sponsoredRank }) => ({
          date,
          asin,
          keyword,
          organicRank,
          sponsoredRank,
        })),
      };
    },
  };

  /** The rows whose ranks are not stored as given: what a commit writes. */
  async function changedRanks(shopId: string, rows: RankRow[]) {
    const keywords = [...new Set(rows.map((row) => row.keyword))];
    const dates = rows.map((row) => row.date).sort();
    const existing = await repo.existing(shopId, keywords, dates[0]!, dates.at(-1)!);
    return rows.filter((row) => {
      const stored = existing.get(`${repo.keyOf(row)}|${row.date}`);
      return stored?.organicRank !== row.organicRank || stored?.sponsoredRank !== row.sponsoredRank;
    });
  }

  async function suggestionsFor(shop: ShopRow, asin: string) {
    const endDate = yesterday(shop);
    const [terms, asinsOf, tracked] = await Promise.all([
      structure.searchTermTotals(shop.id, addDays(endDate, -(AD_WINDOW_DAYS - 1)), endDate, {
        converting: true,
      }),
      structure.adGroupAsins(shop.id),
      repo.trackedOfShop(shop.id),
    ]);
    const taken = new Set(tracked.filter((row) => row.asin === asin).map((row) => row.keyword));
    const byTerm = new Map<string, { keyword: string; orders: number; clicks: number; sales: number }>();
    for (const term of terms) {
      const keyword = normaliseKeyword(term.searchTerm);
      if (ASIN_TERM.test(keyword) || taken.has(keyword)) continue;
      if (!(asinsOf.get(term.adGroupId) ?? []).includes(asin)) continue;
      const sums = byTerm.get(keyword) ?? { keyword, orders: 0, clicks: 0, sales: 0 };
      byTerm.set(keyword, {
        keyword,
        orders: sums.orders + term.orders,
        clicks: sums.clicks + term.clicks,
        sales: sums.sales + term.sales,
      });
    }
    return [...byTerm.values()]
      .sort((a, b) => b.orders - a.orders || b.sales - a.sales)
      .slice(0, SUGGESTIONS);
  }
}

export type RankService = ReturnType<typeof createRankService>;

/** One row per ASIN, keyword and day: a file that repeats a day keeps its last line for it. */
function latestPerKey(rows: RankRow[]): RankRow[] {
  return [...new Map(rows.map((row) => [`${row.asin}|${row.keyword}|${row.date}`, row])).values()];
}
