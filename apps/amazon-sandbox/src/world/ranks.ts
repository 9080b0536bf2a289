import { hashKey, streamFor } from '../random.ts';
import { isServing } from '../reports/rows.ts';
import type { TrafficPath } from './campaigns.ts';
import { isoDate } from './calendar.ts';
import { dailyMetrics } from './metrics.ts';
import type { TermTier } from './search-terms.ts';
import type { Shop } from './shop.ts';

/** One day's search-result position of a product for a keyword; null: not found on any result page. */
export interface KeywordRank {
  date: string;
  asin: string;
  keyword: string;
  organicRank: number | null;
  sponsoredRank: number | null;
}

/** Where a product's organic position starts for a term of each tier, before its sales lift it. */
const ORGANIC_BASE: Record<TermTier, [number, number] | null> = {
  branded: [1, 6],
  core: [4, 40],
  relevant: [20, 160],
  competitor: [80, 260],
  waste: [180, 420],
  'asin-substitute': null,
  'asin-complement': null,
};
const SALES_DAYS = 7;
/** Orders over SALES_DAYS at which a product's sales lift it the most. */
const FULL_LIFT_ORDERS = 12;

/**
 * A rank tracker's view of the simulated search results: organic rank follows the product's recent orders
 * on the keyword (sales lift it, as Amazon's ranking does), sponsored rank exists only on days an ad of the
 * product served for it (a negation or a pause removes it). Deterministic per (seed, product, keyword, day).
 */
export function keywordRanks(
  shop: Shop,
  request: { asin: string; keyword: string; fromDay: number; toDay: number; today: number },
): KeywordRank[] {
  const { asin, fromDay, toDay, today } = request;
  const keyword = request.keyword;
  const text = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  const paths = shop.paths.filter((path) => path.product.asin === asin && path.term.text === text);
  const tier = paths[0]?.term.tier;
  const base = tier ? ORGANIC_BASE[tier] : null;
  const start = streamFor(shop.seed, 'rank-base', asin, text);
  const baseRank = base ? start.int(base[0], base[1]) : 300 + start.int(1, 200);
  const phase = hashKey('rank-phase', asin, text) % 97;
  const ranks: KeywordRank[] = [];
  for (let day = fromDay; day <= toDay; day++) {
    const random = streamFor(shop.seed, 'rank', asin, text, day);
    const orders = recentOrders(shop, paths, day, today);
    const lift = 1.25 - 0.55 * Math.min(1, orders / FULL_LIFT_ORDERS);
    const wave = 1 + 0.12 * Math.sin((day + phase) / 6);
    const organic = tier?.startsWith('asin-') ? null : Math.max(1, Math.round(baseRank * lift * wave * random.between(0.9, 1.1) + random.between(-0.6, 1.4)));
    const serving = paths.filter((path) => isServing(shop, path, day));
    const exact = serving.some((path) => path.clause.kind === 'keyword' && path.clause.keyword.matchType === 'EXACT');
    // An exact keyword wins the top slots; broad, phrase and auto placements sit lower. Bids move it slowly.
    const sponsoredBase = (exact ? 2.5 : 9) + (exact ? 1.5 : 4) * Math.sin((day + phase) / 4);
    const sponsored = serving.length ? Math.max(1, Math.round(sponsoredBase + random.between(-1, 1))) : null;
    ranks.push({ date: isoDate(day), asin, keyword: text, organicRank: organic, sponsoredRank: sponsored });
  }
  return ranks;
}

function recentOrders(shop: Shop, paths: TrafficPath[], day: number, today: number): number {
  let orders = 0;
  for (const path of paths) {
    for (let back = 1; back <= SALES_DAYS; back++) {
      if (!isServing(shop, path, day - back)) continue;
      orders += dailyMetrics(shop.seed, path, day - back, today, shop.marketplace).purchases['7d'];
    }
  }
  return orders;
}
