import type {
  HarvestDestinationChoice,
  HarvestListRequest,
  HarvestPendingShop,
  HarvestOutcome,
  HarvestProcessRequest,
  HarvestProof,
  HarvestRow as HarvestRowShape,
} from '@termwise/contracts';
import { adRatiosOf } from '@termwise/contracts';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { harvest } from '../../db/schema/harvest.ts';
import { fieldInvalid, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { failureOf } from '../../http/failure.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';
import { addDays, daysBetween, shopToday } from '../../shop-calendar.ts';
import { SYSTEM_ACTOR, type OperationLog } from '../operation-log/index.ts';
import type { AdGroupLayout, ShopDirectory, ShopRow, ShopStructure, SyncedAds } from '../shop/index.ts';
import type { HarvestApplier, HarvestApplyOutcome, HarvestRow } from './apply.ts';
import { destinationChoices } from './engine/destination.ts';

/** What waits for a person: a proposal to decide, or a failed harvest to confirm again or reject. */
const WAITING = ['pending', 'failed'] as const;

/** Never the source: an exact keyword beside its own negative exact would never serve. */
const choicesFor = (layouts: AdGroupLayout[], row: HarvestRow) =>
  destinationChoices(layouts, row.asin, row.kind).filter(
    (layout) => layout.adGroupId !== row.source.adGroupId,
  );

/** Who an automatic rule's harvests are claimed by: no person (the nil UUID, as no user has it). */
const AUTOMATIC_RULE_ACTOR = '00000000-0000-0000-0000-000000000000';

/** The system acting in an organisation, on behalf of `userId` (who confirmed), or of no one. */
const systemActor = (organisationId: string, userId: string): SessionUser => ({
  userId,
  organisationId,
  userName: SYSTEM_ACTOR,
  roles: [],
  shopIds: null,
  disabled: false,
});

/**
 * The harvest queue: what it proposes, with proof for what went live, and a person's confirm or reject.
 * Confirming runs the whole harvest (HarvestApplier); a failed one can be confirmed again and resumes.
 */
export function createHarvestService(deps: {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  syncedAds: SyncedAds;
  applier: HarvestApplier;
  operationLog: OperationLog;
  now: () => Date;
}) {
  const { db, shops, structure, syncedAds, applier, operationLog, now } = deps;

  /**
   * The ad group a person picked instead of the proposed one: one of the row's destination choices (an
   * enabled manual ad group of the same shop that advertises the product and takes its kind of targeting).
   * Set on rows still waiting, before they are claimed.
   */
  async function redirect(rows: HarvestRow[], picked: { campaignId: string; adGroupId: string }) {
    const layoutsOf = new Map<string, AdGroupLayout[]>();
    for (const row of rows.filter((candidate) => WAITING.some((status) => status === candidate.status))) {
      const layouts = layoutsOf.get(row.shopId) ?? (await structure.adGroupLayouts(row.shopId));
      layoutsOf.set(row.shopId, layouts);
      const layout = choicesFor(layouts, row).find(
        (candidate) => candidate.adGroupId === picked.adGroupId && candidate.campaignId === picked.campaignId,
      );
      if (!layout || row.keywordId) throw fieldInvalid('destination', messages.harvest.notADestination);
      const destination = {
        campaignId: layout.campaignId,
        campaignName: layout.campaignName,
        adGroupId: layout.adGroupId,
        adGroupName: layout.adGroupName,
        toCreate: false,
      };
      await db
        .update(harvest)
        .set({ destination, campaignId: null, adGroupId: null, adId: null, updatedAt: now() })
        .where(eq(harvest.id, row.id));
    }
  }

  /** The new keyword's figures since the day after it went live, beside the term's before, where it was found. */
  async function proofOf(target: ShopRow, row: HarvestRow): Promise<HarvestProof | null> {
    if (row.status !== 'applied' || !row.harvestedOn || !row.adGroupId) return null;
    const yesterday = addDays(shopToday(target.timezone, now()), -1);
    const startDate = addDays(row.harvestedOn, 1);
    const daysSince = Math.max(0, daysBetween(row.harvestedOn, yesterday));
    const sums = daysSince
      ? await syncedAds.termTotals(
          target.id,
          { adGroupId: row.adGroupId, searchTerm: row.searchTerm },
          { startDate, endDate: yesterday },
        )
      : [];
    const totals = { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 };
    for (const sum of sums) {
      totals.impressions += sum.impressions;
      totals.clicks += sum.clicks;
      totals.cost += sum.cost;
      totals.orders += sum.purchases7d;
      totals.sales += sum.sales7d;
    }
    return {
      harvestedOn: row.harvestedOn,
      before: row.metrics,
      since: { ...totals, ...adRatiosOf(totals) },
      daysSince,
    };
  }

  async function shape(row: HarvestRow, target: ShopRow): Promise<HarvestRowShape> {
    return {
      id: row.id,
      shopId: row.shopId,
      shopName: target.name,
      currency: target.currencyCode,
      asin: row.asin.toUpperCase(),
      sku: row.sku,
      searchTerm: row.searchTerm,
      kind: row.kind,
      source: row.source,
      destination: {
        ...row.destination,
        campaignId: row.campaignId ?? row.destination.campaignId,
        adGroupId: row.adGroupId ?? row.destination.adGroupId,
      },
      metrics: row.metrics,
      lookbackDays: row.lookbackDays,
      bid: row.bid,
      bidSource: row.bidSource,
      suggestedBid: row.suggestedBid,
      status: row.status,
      failure: row.failure,
      keywordId: row.keywordId,
      negationId: row.negationId,
      proof: await proofOf(target, row),
      createdAt: row.createdAt.toISOString(),
    };
  }

  const visible = (user: SessionUser) =>
    inVisibleScope(user, { organisation: harvest.organisationId, shop: harvest.shopId });

  async function log(
    user: SessionUser,
    row: HarvestRow,
    action: string,
    outcome: HarvestApplyOutcome | null,
  ) {
    await operationLog.record(user, {
      module: 'harvest',
      action,
      objectType: 'harvest',
      objectId: row.id,
      shopId: row.shopId,
      after: {
        status: outcome?.status ?? row.status,
        searchTerm: row.searchTerm,
        asin: row.asin,
        keywordId: row.keywordId,
        campaignId: row.campaignId,
        adGroupId: row.adGroupId,
        negationId: row.negationId,
      },
      result: outcome && outcome.outcome === 'failed' ? 'failure' : 'success',
      message: outcome?.message ?? undefined,
      failure: outcome?.failure ?? undefined,
    });
  }

  async function confirm(user: SessionUser, rows: HarvestRow[]): Promise<HarvestApplyOutcome[]> {
    const owners = await shops.shopsById(rows.map((row) => row.shopId));
    const outcomes: HarvestApplyOutcome[] = [];
    for (const row of rows) {
      const outcome = await applier.apply(user, owners.get(row.shopId)!, row);
      await log(user, row, 'confirm', outcome);
      outcomes.push(outcome);
    }
    return outcomes;
  }

  return {
    async list(user: SessionUser, request: HarvestListRequest) {
      const where = and(
        visible(user),
        request.shopId ? eq(harvest.shopId, request.shopId) : undefined,
        request.asin ? eq(harvest.asin, request.asin.toUpperCase()) : undefined,
        request.status ? eq(harvest.status, request.status) : undefined,
      ) as SQL;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(harvest)
          .where(where)
          .orderBy(desc(harvest.createdAt), desc(harvest.id))
          .limit(request.pageSize)
          .offset((request.page - 1) * request.pageSize),
        db.select({ count: count() }).from(harvest).where(where),
      ]);
      const owners = await shops.shopsById(rows.map((row) => row.shopId));
      const list = await Promise.all(rows.map((row) => shape(row, owners.get(row.shopId)!)));
      return { rows: list, total: total?.count ?? 0 };
    },

    /** One outcome per id, in the order given; each handled id leaves an operation log entry. */
    async process(user: SessionUser, request: HarvestProcessRequest): Promise<HarvestOutcome[]> {
      const ids = [...new Set(request.ids)];
      const found = await db
        .select()
        .from(harvest)
        .where(and(inArray(harvest.id, ids), visible(user)));
      const known = new Set(found.map((row) => row.id));
      const outcomes = new Map<string, HarvestOutcome>();
      if (request.action === 'reject') {
        const rejected = await db
          .update(harvest)
          .set({ status: 'rejected', handledBy: user.userId, updatedAt: now() })
          .where(and(inArray(harvest.id, [...known]), inArray(harvest.status, ['pending', 'failed'])))
          .returning();
        for (const row of rejected) {
          await log(user, row, 'reject', null);
          outcomes.set(row.id, {
            id: row.id,
            outcome: 'rejected',
            status: 'rejected',
            message: null,
            failure: null,
          });
        }
      } else {
        if (request.destination) await redirect(found, request.destination);
        const claimed = await applier.claim([...known], ['pending', 'failed'], user.userId);
        for (const outcome of await confirm(user, claimed)) outcomes.set(outcome.id, outcome);
      }
      return request.ids.map((id) => {
        const done = outcomes.get(id);
        if (done) return done;
        const row = found.find((candidate) => candidate.id === id);
        if (!row)
          return { id, outcome: 'not_found', status: null, message: null, failure: failureOf('notFound') };
        const failure = failureOf('notApplicable', { action: request.action, status: row.status });
        return { id, outcome: 'skipped', status: row.status, message: null, failure };
      });
    },

    /**
     * Harvests that an automatic rule found in one shop, at once: claimed and run as the system (the operation log names
     * no person), through the same steps, log and recovery as a person's confirm.
     */
    async confirmAutomatic(found: { organisationId: string; ids: string[] } | null) {
      if (!found?.ids.length) return [];
      const actor = systemActor(found.organisationId, AUTOMATIC_RULE_ACTOR);
      return confirm(actor, await applier.claim(found.ids, ['pending'], actor.userId));
    },

    /** The ad groups the row's keyword could go to instead, from the shop's last synced structure. */
    async destinations(user: SessionUser, request: { id: string }): Promise<HarvestDestinationChoice[]> {
      const [row] = await db
        .select()
        .from(harvest)
        .where(and(eq(harvest.id, request.id), visible(user)));
      if (!row) throw notFound(messages.harvest.notFound);
      const current = row.adGroupId ?? row.destination.adGroupId;
      const layouts = await structure.adGroupLayouts(row.shopId);
      return choicesFor(layouts, row).map((layout) => ({
        campaignId: layout.campaignId,
        campaignName: layout.campaignName,
        adGroupId: layout.adGroupId,
        adGroupName: layout.adGroupName,
        current: layout.adGroupId === current,
      }));
    },

    /** Per shop the person sees, how many harvests wait for them (the bell); shops with none are left out. */
    async pending(user: SessionUser): Promise<HarvestPendingShop[]> {
      const counts = await db
        .select({ shopId: harvest.shopId, status: harvest.status, count: count() })
        .from(harvest)
        .where(and(visible(user), inArray(harvest.status, [...WAITING])))
        .groupBy(harvest.shopId, harvest.status);
      const owners = await shops.shopsById(counts.map((row) => row.shopId));
      const perShop = new Map<string, HarvestPendingShop>();
      for (const { shopId, status, count: howMany } of counts) {
        const owner = owners.get(shopId);
        if (!owner) continue;
        const shop = perShop.get(shopId) ?? { shopId, shopName: owner.name, pending: 0, failed: 0 };
        shop[status === 'failed' ? 'failed' : 'pending'] = howMany;
        perShop.set(shopId, shop);
      }
      return [...perShop.values()].sort((a, b) => a.shopName.localeCompare(b.shopName));
    },

    /** Finishes harvests whose applier died, as the person who confirmed them. */
    async recoverAbandoned(): Promise<number> {
      const rows = await applier.claimAbandoned();
      const owners = await shops.shopsById(rows.map((row) => row.shopId));
      for (const row of rows) {
        const target = owners.get(row.shopId);
        if (!target) continue;
        const actor = systemActor(row.organisationId, row.handledBy!);
        await log(actor, row, 'resume', await applier.apply(actor, target, row));
      }
      return rows.length;
    },
  };
}

export type HarvestService = ReturnType<typeof createHarvestService>;
