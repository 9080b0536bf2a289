import type { HarvestStatus, TriggerMetrics } from '@termwise/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { harvest } from '../../db/schema/harvest.ts';
import { keepingRowsOwned } from '../../jobs/heartbeat.ts';
import { Failure, failureOf, messageOf, reasonOf, type FailureReason } from '../../http/failure.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { shopToday } from '../../shop-calendar.ts';
import { keywordBidBounds, type AdsApi, type ItemResult, type TargetingDraft } from '../amazon/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { ShopRow } from '../shop/index.ts';
import { lookbackWindow, SKIP_RECENT_DAYS } from './scan.ts';

export type HarvestRow = typeof harvest.$inferSelect;

export interface HarvestApplyOutcome {
  id: string;
  outcome: 'applied' | 'failed';
  status: HarvestStatus;
  message: string | null;
  failure: FailureReason | null;
}

/** An applier touches its rows every few seconds (keepingRowsOwned); a row untouched this long lost its applier. */
export const ABANDONED_AFTER_MS = 20_000;

/** Amazon said no to this item: doing it again would get the same answer, so it waits for a person. */
const refused = (result: ItemResult, what: string): never => {
  const detail = result.ok ? '' : result.error;
  throw new Failure(failureOf('amazonRefusedItem', { detail }), `${what}: ${detail}`);
};
const idOf = (result: ItemResult, what: string) => (result.ok ? result.amazonId : refused(result, what));

/**
 * A harvest in steps, each written down as it succeeds: the campaign, ad group and product ad (when the
 * product has no manual ad group), the keyword or ASIN target, then the negative where the term was found.
 * Every step looks on Amazon before it creates, so whoever resumes a crashed harvest adopts what was made
 * and finishes the rest: one keyword and one negative, never two.
 */
export function createHarvestApplier(deps: {
  db: Database;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  now: () => Date;
}) {
  const { db, adsApi, negations, now } = deps;

  async function save(row: HarvestRow, fields: Partial<HarvestRow>) {
    Object.assign(row, fields);
    await db
      .update(harvest)
      .set({ ...fields, updatedAt: now() })
      .where(and(eq(harvest.shopId, row.shopId), eq(harvest.id, row.id)));
  }

  async function ensureCampaign(target: ShopRow, row: HarvestRow) {
    const { destination } = row;
    if (row.campaignId) return;
    if (!destination.toCreate)
      return save(row, { campaignId: destination.campaignId, adGroupId: destination.adGroupId });
    const found = await adsApi.findCampaign(target.id, destination.campaignName);
    const draft = {
      name: destination.campaignName,
      dailyBudget: keywordBidBounds(target.currencyCode).max * 2,
      startDate: shopToday(target.timezone, now()),
    };
    await save(row, { campaignId: found ?? idOf(await adsApi.createCampaign(target.id, draft), 'campaign') });
  }

  async function ensureAdGroup(target: ShopRow, row: HarvestRow) {
    if (row.adGroupId) return;
    const campaignId = row.campaignId!;
    const name = row.destination.adGroupName;
    const found = await adsApi.findAdGroup(target.id, campaignId, name);
    const draft = { campaignId, name, defaultBid: row.bid };
    await save(row, { adGroupId: found ?? idOf(await adsApi.createAdGroup(target.id, draft), 'ad group') });
  }

  async function ensureProductAd(target: ShopRow, row: HarvestRow) {
    if (!row.destination.toCreate || row.adId) return;
    const sku = row.sku ?? '';
    const adGroupId = row.adGroupId!;
    const found = await adsApi.findProductAd(target.id, adGroupId, sku);
    const draft = { campaignId: row.campaignId!, adGroupId, sku };
    await save(row, { adId: found ?? idOf(await adsApi.createProductAd(target.id, draft), 'product ad') });
  }

  async function ensureTargeting(target: ShopRow, row: HarvestRow) {
    if (row.keywordId) return;
    const adGroupId = row.adGroupId!;
    const live = await adsApi.listTargetings(target.id, adGroupId);
    const same = live.find(
      (existing) =>
        existing.kind === row.kind &&
        existing.value.trim().toLowerCase() === row.searchTerm &&
        (row.kind === 'asinTarget' || existing.matchType === 'EXACT'),
    );
    const place = { campaignId: row.campaignId!, adGroupId, bid: row.bid };
    const draft: TargetingDraft =
      row.kind === 'keyword'
        ? { ...place, kind: 'keyword', keywordText: row.searchTerm }
        : { ...place, kind: 'asinTarget', asin: row.searchTerm };
    const keywordId =
      same?.amazonId ?? idOf((await adsApi.createTargetings(target.id, [draft]))[0]!, row.kind);
    await save(row, { keywordId, harvestedOn: shopToday(target.timezone, now()) });
  }

  /** Asked again on every resume: the negation module may still be sending it after a crash of its own. */
  async function ensureNegative(user: SessionUser, target: ShopRow, row: HarvestRow) {
    const { source } = row;
    const negated = await negations.negateHarvested(user, target, {
      campaignId: source.campaignId,
      adGroupId: source.adGroupId,
      searchTerm: row.searchTerm,
      metrics: evidenceOf(target, row, now()),
    });
    if (row.negationId !== negated.negationId) await save(row, { negationId: negated.negationId });
    if (negated.status === 'failed')
      throw new Failure(
        negated.failure ?? failureOf('amazonNoResult'),
        negated.message ?? 'negative refused',
      );
    if (negated.status === 'applying' || negated.status === 'pending')
      throw new Error(
        'the negative is still on its way to Amazon; the recovery finishes the harvest after it',
      );
  }

  /**
   * Amazon refused the source's negative after the keyword was made: without it the two would bid against
   * each other, so the keyword waits paused until a confirm makes the negative. The flag is written first,
   * so a crash between the two still ends with the keyword enabled by the finished harvest.
   */
  async function pauseKeyword(target: ShopRow, row: HarvestRow) {
    if (row.kind !== 'keyword' || !row.keywordId || row.keywordPaused) return;
    await save(row, { keywordPaused: true });
    const paused = { keywordId: row.keywordId, state: 'PAUSED' as const };
    idOf((await adsApi.updateKeywordStates(target.id, [paused]))[0]!, 'keyword');
  }

  async function enableKeyword(target: ShopRow, row: HarvestRow) {
    if (!row.keywordPaused) return;
    const enabled = { keywordId: row.keywordId!, state: 'ENABLED' as const };
    idOf((await adsApi.updateKeywordStates(target.id, [enabled]))[0]!, 'keyword');
    await save(row, { keywordPaused: false });
  }

  function heartbeat<T>(row: HarvestRow, work: () => Promise<T>): Promise<T> {
    const touch = () =>
      db
        .update(harvest)
        .set({ updatedAt: now() })
        .where(and(eq(harvest.shopId, row.shopId), eq(harvest.id, row.id), eq(harvest.status, 'applying')));
    return keepingRowsOwned(touch, work);
  }

  async function finish(user: SessionUser, target: ShopRow, row: HarvestRow): Promise<HarvestApplyOutcome> {
    try {
      await ensureCampaign(target, row);
      await ensureAdGroup(target, row);
      await ensureProductAd(target, row);
      await ensureTargeting(target, row);
      await ensureNegative(user, target, row).catch(async (error: unknown) => {
        if (reasonOf(error).code === 'amazonRefusedItem') await pauseKeyword(target, row);
        throw error;
      });
      await enableKeyword(target, row);
      await save(row, { status: 'applied', failure: null, failureReason: null });
      return { id: row.id, outcome: 'applied', status: 'applied', message: null, failure: null };
    } catch (error) {
      const failure = reasonOf(error);
      // Amazon refused: a person decides. Anything else (network, time-out, a crash of the negative's
      // applier) stays `applying`, and the recovery finishes it from the last step written down.
      const status: HarvestStatus = failure.code === 'amazonRefusedItem' ? 'failed' : 'applying';
      await save(row, { status, failure, failureReason: messageOf(error) });
      return { id: row.id, outcome: 'failed', status, message: messageOf(error), failure };
    }
  }

  const abandonedBefore = () => new Date(now().getTime() - ABANDONED_AFTER_MS).toISOString();

  return {
    /** Takes rows in `from` states for this caller; a row another caller took is left out. */
    claim(ids: string[], from: HarvestStatus[], handledBy: string): Promise<HarvestRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .update(harvest)
        .set({ status: 'applying', handledBy, updatedAt: now() })
        .where(and(inArray(harvest.id, ids), inArray(harvest.status, from)))
        .returning();
    },

    /** Rows whose applier stopped touching them (crash, kill); the timestamp check makes one taker win. */
    claimAbandoned(): Promise<HarvestRow[]> {
      return db
        .update(harvest)
        .set({ updatedAt: now() })
        .where(and(eq(harvest.status, 'applying'), sql`${harvest.updatedAt} < ${abandonedBefore()}`))
        .returning();
    },

    apply: (user: SessionUser, target: ShopRow, row: HarvestRow) =>
      heartbeat(row, () => finish(user, target, row)),
  };
}

export type HarvestApplier = ReturnType<typeof createHarvestApplier>;

/** The negative's evidence: the term's figures where it was found, over the harvest's look-back window. */
function evidenceOf(target: ShopRow, row: HarvestRow, now: Date): TriggerMetrics {
  const { startDate, endDate } = lookbackWindow(target, now, {
    lookbackDays: row.lookbackDays,
    skipRecentDays: SKIP_RECENT_DAYS,
  });
  return { ...row.metrics, startDate, endDate, attributionDays: 7, currencyCode: target.currencyCode };
}
