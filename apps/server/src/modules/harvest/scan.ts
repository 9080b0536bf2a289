import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobKind, shopJobPayload } from '../../jobs/job-kind.ts';
import { harvest } from '../../db/schema/harvest.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { AdsApi, TargetingDraft } from '../amazon/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { ShopDirectory, ShopRow, ShopStructure } from '../shop/index.ts';
import { startingBid } from './engine/bid.ts';
import { DEFAULT_CRITERIA, selectCandidates, type HarvestCandidate } from './engine/candidates.ts';

export const harvestScanJob = jobKind('harvest.scan', shopJobPayload);
export const harvestScanKey = (shopId: string) => `harvest.scan:${shopId}`;

/**
 * The look-back window: 60 days ending two days before yesterday, as Scale Insights does, so orders
 * Amazon still attributes to the last days do not decide a harvest.
 */
export const LOOKBACK_DAYS = 60;
const SKIP_RECENT_DAYS = 2;
/** The starting bid is the term's cost per click times this, unless Amazon suggests less. */
const BID_FACTOR = 1.1;

export function lookbackWindow(target: ShopRow, now: Date) {
  const endDate = addDays(shopToday(target.timezone, now), -1 - SKIP_RECENT_DAYS);
  return { startDate: addDays(endDate, -(LOOKBACK_DAYS - 1)), endDate };
}

const draftOf = (candidate: HarvestCandidate, campaignId: string, adGroupId: string): TargetingDraft =>
  candidate.kind === 'keyword'
    ? { kind: 'keyword', campaignId, adGroupId, bid: 0, keywordText: candidate.searchTerm }
    : { kind: 'asinTarget', campaignId, adGroupId, bid: 0, asin: candidate.searchTerm };

/**
 * Finds a shop's harvest candidates after each sync and keeps them as proposals: new ones are added,
 * waiting ones get the latest figures, decided ones stay as they are.
 */
export function createHarvestScan(deps: {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  now: () => Date;
}) {
  const { db, structure, adsApi } = deps;

  /** Amazon's suggested bids, asked once per destination; without an answer the bid follows the clicks. */
  async function suggestedBids(target: ShopRow, candidates: HarvestCandidate[]) {
    const byDestination = new Map<string, HarvestCandidate[]>();
    for (const candidate of candidates) {
      const key = candidate.destination.adGroupId ?? `new:${candidate.asin}`;
      byDestination.set(key, [...(byDestination.get(key) ?? []), candidate]);
    }
    const suggested = new Map<HarvestCandidate, number>();
    for (const group of byDestination.values()) {
      const { campaignId, adGroupId } = group[0]!.destination;
      const expressions = group.map((candidate) => draftOf(candidate, campaignId ?? '', adGroupId ?? ''));
      const query =
        campaignId && adGroupId
          ? { campaignId, adGroupId, expressions }
          : { asins: [group[0]!.asin], expressions };
      const bids = await adsApi.suggestedBids(target.id, query).catch(() => new Map<string, number>());
      for (const candidate of group) {
        const bid = bids.get(candidate.searchTerm);
        if (bid !== undefined) suggested.set(candidate, bid);
      }
    }
    return suggested;
  }

  return {
    async scanShop(shopId: string): Promise<number> {
      const target = await deps.shops.shop(shopId);
      if (!target) return 0;
      const { startDate, endDate } = lookbackWindow(target, deps.now());
      const [rows, layouts, guards] = await Promise.all([
        structure.searchTermTotals(shopId, startDate, endDate, { converting: true }),
        structure.adGroupLayouts(shopId),
        deps.negations.harvestGuards(target),
      ]);
      const criteria = { ...DEFAULT_CRITERIA, acosTarget: guards.acosTarget ?? DEFAULT_CRITERIA.acosTarget };
      const candidates = selectCandidates({ rows, layouts, criteria, ...guards });
      if (!candidates.length) return 0;
      const suggested = await suggestedBids(target, candidates);
      const values = candidates.map((candidate) => {
        const { bid, source } = startingBid({
          costPerClick: candidate.metrics.cpc ?? 0,
          factor: BID_FACTOR,
          suggested: suggested.get(candidate),
          currency: target.currencyCode,
        });
        return {
          organisationId: target.organisationId,
          shopId,
          asin: candidate.asin,
          sku: candidate.sku,
          searchTerm: candidate.searchTerm,
          kind: candidate.kind,
          source: candidate.source,
          destination: candidate.destination,
          metrics: candidate.metrics,
          lookbackDays: LOOKBACK_DAYS,
          bid,
          bidSource: source,
          suggestedBid: suggested.get(candidate) ?? null,
          status: 'pending' as const,
        };
      });
      const fresh = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(harvest)
        .values(values)
        .onConflictDoUpdate({
          target: [harvest.shopId, harvest.asin, harvest.searchTerm],
          set: {
            source: fresh('source'),
            destination: fresh('destination'),
            metrics: fresh('metrics'),
            bid: fresh('bid'),
            bidSource: fresh('bid_source'),
            suggestedBid: fresh('suggested_bid'),
            updatedAt: deps.now(),
          },
          setWhere: sql`${harvest.status} = 'pending'`,
        });
      return candidates.length;
    },
  };
}

export type HarvestScan = ReturnType<typeof createHarvestScan>;
