import { KEYWORD_WINDOWS } from '@termwise/contracts';
import type { Database } from '../../db/client.ts';
import type { WindowSums } from '../../db/schema/keyword.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { AdSums, ShopDirectory, ShopStructure } from '../shop/index.ts';
import { replaceShopFindings, type AnalysedGroup } from './analysis-repo.ts';
import { findKeywordGroups, type FoundGroup, type ShopShape } from './findings.ts';
import { jobKind, shopJobPayload } from '../../jobs/job-kind.ts';

export const keywordAnalysisJob = jobKind('keyword.analyse', shopJobPayload);
export const keywordAnalysisKey = (shopId: string) => `keyword.analyse:${shopId}`;

/** A leak is a term with an order over these last days. */
const LEAK_WINDOW_DAYS = 30;
const NONE: AdSums = { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };

/** The window of `days` days ending yesterday, the last day Amazon reports. */
export function windowOf(timezone: string, days: number, now: Date) {
  const endDate = addDays(shopToday(timezone, now), -1);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

/** Reads a shop's synced structure through the shop module, finds its groups and stores them with metrics. */
export function createKeywordAnalysis(deps: {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  now: () => Date;
}) {
  const { structure, now } = deps;

  async function shapeOf(shopId: string, timezone: string): Promise<ShopShape> {
    const leakWindow = windowOf(timezone, LEAK_WINDOW_DAYS, now());
    const [keywords, targets, negatives, adGroupAsins, places, convertingTerms] = await Promise.all([
      structure.liveKeywords(shopId),
      structure.liveTargets(shopId),
      structure.liveNegatives(shopId),
      structure.adGroupAsins(shopId),
      structure.adGroupPlaces(shopId),
      structure.searchTermTotals(shopId, leakWindow.startDate, leakWindow.endDate, { converting: true }),
    ]);
    return {
      keywords,
      targets,
      negatives,
      adGroupAsins,
      convertingTerms,
      places: new Map(places.map((place) => [place.adGroupId, place])),
    };
  }

  /** Sums of every member over every window: keywords and targets from spTargeting, terms from spSearchTerm. */
  async function withMetrics(
    shopId: string,
    timezone: string,
    groups: FoundGroup[],
  ): Promise<AnalysedGroup[]> {
    const leakTerms = [
      ...new Set(groups.flatMap((g) => g.members.filter((m) => m.role === 'searchTerm').map((m) => m.text))),
    ];
    const metrics = new Map<string, WindowSums>();
    const add = (key: string, windowDays: number, sums: AdSums) => {
      const entry = metrics.get(key) ?? {};
      entry[String(windowDays)] = sums;
      metrics.set(key, entry);
    };
    for (const windowDays of KEYWORD_WINDOWS) {
      const { startDate, endDate } = windowOf(timezone, windowDays, now());
      const [targeting, terms] = await Promise.all([
        structure.targetingTotals(shopId, startDate, endDate),
        structure.searchTermTotals(shopId, startDate, endDate, { terms: leakTerms }),
      ]);
      for (const [id, sums] of targeting) add(`t|${id}`, windowDays, sums);
      for (const term of terms)
        add(`s|${term.adGroupId}:${term.targetingId}|${term.searchTerm}`, windowDays, term);
    }
    const metricsOf = (member: FoundGroup['members'][number]): WindowSums => {
      const key =
        member.role === 'searchTerm'
          ? `s|${member.occurrenceId}|${member.text}`
          : member.targetingId
            ? `t|${member.targetingId}`
            : undefined;
      const found = key ? metrics.get(key) : undefined;
      return Object.fromEntries(
        KEYWORD_WINDOWS.map((days) => [String(days), pick(found?.[String(days)] ?? NONE)]),
      );
    };
    return groups.map((group) => {
      const members = group.members.map((member) => ({ ...member, metrics: metricsOf(member) }));
      const totals = KEYWORD_WINDOWS.map((windowDays) => ({
        windowDays,
        cost: members.reduce((sum, member) => sum + member.metrics[String(windowDays)]!.cost, 0),
        orders: members.reduce((sum, member) => sum + member.metrics[String(windowDays)]!.orders, 0),
      }));
      return { ...group, members, totals };
    });
  }

  return {
    async analyseShop(shopId: string) {
      const shop = await deps.shops.shop(shopId);
      if (!shop) return;
      const groups = findKeywordGroups(shop.id, await shapeOf(shop.id, shop.timezone));
      await replaceShopFindings(deps.db, shop, await withMetrics(shop.id, shop.timezone, groups), now());
    },
  };
}

function pick({ impressions, clicks, cost, orders, sales }: AdSums): AdSums {
  return { impressions, clicks, cost, orders, sales };
}

export type KeywordAnalysis = ReturnType<typeof createKeywordAnalysis>;
