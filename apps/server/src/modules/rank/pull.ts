import { addDays, shopToday } from '../../shop-calendar.ts';
import type { ShopDirectory } from '../shop/index.ts';
import type { RankRepo } from './repo.ts';
import type { RankSource } from './source.ts';
import { jobKind, shopJobPayload } from '../../jobs/job-kind.ts';

export const rankPullJob = jobKind('rank.pull', shopJobPayload);
export const rankPullKey = (shopId: string) => `rank.pull:${shopId}`;

/** A keyword tracked for the first time gets this much history from the source. */
export const FIRST_PULL_DAYS = 90;
/** Demo shops start with this many of each ASIN's best converting terms tracked. */
const DEMO_TRACKED_PER_ASIN = 4;

/**
 * Brings a shop's tracked keywords up to yesterday from the rank source: each from the day after the last
 * one the source gave (90 days back for a new one). Writing is idempotent, so a retried pull changes nothing.
 */
export function createRankPull(deps: {
  repo: RankRepo;
  shops: ShopDirectory;
  source: RankSource;
  /** Demo shops track their ASINs' best converting terms before their first pull. */
  demoSuggestions?: (shopId: string) => Promise<Map<string, string[]>>;
  now: () => Date;
}) {
  const { repo, shops, source, now } = deps;

  async function trackDemoKeywords(shopId: string, organisationId: string) {
    if (!deps.demoSuggestions || (await repo.trackedOfShop(shopId)).length) return;
    if ((await repo.lastDates(shopId)).size) return;
    for (const [asin, terms] of await deps.demoSuggestions(shopId)) {
      await repo.track(organisationId, shopId, asin, terms.slice(0, DEMO_TRACKED_PER_ASIN));
    }
  }

  return {
    async pullShop(shopId: string) {
      const shop = await shops.shop(shopId);
      if (!shop) return;
      await trackDemoKeywords(shop.id, shop.organisationId);
      const endDate = addDays(shopToday(shop.timezone, now()), -1);
      const [tracked, lastDates] = await Promise.all([repo.trackedOfShop(shop.id), repo.lastDates(shop.id)]);
      // One call per ASIN and start day: keywords tracked together start together.
      const batches = new Map<string, { asin: string; startDate: string; keywords: string[] }>();
      for (const row of tracked) {
        const last = lastDates.get(repo.keyOf(row));
        const startDate = last ? addDays(last, 1) : addDays(endDate, -(FIRST_PULL_DAYS - 1));
        if (startDate > endDate) continue;
        const key = `${row.asin}|${startDate}`;
        const batch = batches.get(key) ?? { asin: row.asin, startDate, keywords: [] };
        batch.keywords.push(row.keyword);
        batches.set(key, batch);
      }
      for (const batch of batches.values()) {
        const days = await source.ranks({ profileId: shop.profileId, ...batch, endDate });
        await repo.upsert(days.map((day) => ({ ...day, shopId: shop.id, source: 'feed' as const })));
      }
    },
  };
}
