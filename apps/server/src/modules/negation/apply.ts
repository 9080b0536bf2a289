import type { NegationStatusName } from '@termwise/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negation } from '../../db/schema/negation.ts';
import { keepingRowsOwned } from '../../jobs/heartbeat.ts';
import { failureOf, messageOf, reasonOf, type FailureReason } from '../../http/failure.ts';
import type { AdsApi, ExistingNegative, ItemResult } from '../amazon/index.ts';
import { shopToday } from '../../shop-calendar.ts';
import type { NegationRow, ShopRow } from './engine/repo.ts';
import { normaliseTerm } from './engine/terms.ts';

export interface ApplyOutcome {
  id: string;
  outcome: 'applied' | 'failed' | 'reverted' | 'rejected';
  status: NegationStatusName;
  /** The English details, for the log. */
  message: string | null;
  /** Why it was not done, for the seller in their language. */
  failure: FailureReason | null;
}

/**
 * An applier touches its `applying` rows every few seconds while Amazon answers (keepingRowsOwned), however
 * long Amazon's retries take; a row untouched this long lost its applier (crash, kill, lost machine).
 */
export const ABANDONED_AFTER_MS = 20_000;

/**
 * Sends negations to Amazon so that none is ever created twice. The row is set `applying` (the intent)
 * before the call and `applied` with Amazon's id after; whoever finds a row still `applying` later first
 * looks for the negative on Amazon and adopts it rather than creating a second one.
 */
export function createNegationApplier(deps: { db: Database; adsApi: AdsApi; now: () => Date }) {
  const { db, adsApi, now } = deps;

  async function claim(
    ids: string[],
    from: NegationStatusName[],
    handledBy: string | null,
  ): Promise<NegationRow[]> {
    if (!ids.length) return [];
    return db
      .update(negation)
      .set({ status: 'applying', updatedAt: now(), ...(handledBy ? { handledBy } : {}) })
      .where(and(inArray(negation.id, ids), inArray(negation.status, from)))
      .returning();
  }

  const abandonedBefore = () => new Date(now().getTime() - ABANDONED_AFTER_MS).toISOString();

  /** Shops with `applying` rows whose applier stopped touching them. */
  async function shopsWithAbandoned(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ shopId: negation.shopId })
      .from(negation)
      .where(and(eq(negation.status, 'applying'), sql`${negation.updatedAt} < ${abandonedBefore()}`));
    return rows.map((row) => row.shopId);
  }

  /** Takes over a shop's abandoned `applying` rows; the timestamp check makes one taker win each row. */
  async function claimAbandoned(shopId: string): Promise<NegationRow[]> {
    const cutoff = abandonedBefore();
    return db
      .update(negation)
      .set({ updatedAt: now() })
      .where(
        and(
          eq(negation.shopId, shopId),
          eq(negation.status, 'applying'),
          sql`${negation.updatedAt} < ${cutoff}`,
        ),
      )
      .returning();
  }

  async function markApplied(target: ShopRow, row: NegationRow, amazonId: string): Promise<ApplyOutcome> {
    await db
      .update(negation)
      .set({
        status: 'applied',
        amazonId,
        negatedOn: shopToday(target.timezone, now()),
        appliedAt: now(),
        failureReason: null,
        failure: null,
        updatedAt: now(),
      })
      .where(and(eq(negation.shopId, row.shopId), eq(negation.id, row.id)));
    return { id: row.id, outcome: 'applied', status: 'applied', message: null, failure: null };
  }

  async function markFailed(
    row: NegationRow,
    message: string,
    failure: FailureReason,
  ): Promise<ApplyOutcome> {
    await db
      .update(negation)
      .set({ status: 'failed', failureReason: message, failure, updatedAt: now() })
      .where(and(eq(negation.shopId, row.shopId), eq(negation.id, row.id)));
    return { id: row.id, outcome: 'failed', status: 'failed', message, failure };
  }

  /** Amazon may have made them: they stay `applying`, and the next run looks on Amazon before it sends. */
  function stillApplying(rows: NegationRow[], error: unknown): ApplyOutcome[] {
    return rows.map((row) => ({
      id: row.id,
      outcome: 'failed',
      status: 'applying',
      message: `${messageOf(error)}; the next run checks Amazon and finishes it`,
      failure: reasonOf(error),
    }));
  }

  async function liveNegatives(
    target: ShopRow,
    rows: NegationRow[],
  ): Promise<Map<string, ExistingNegative[]>> {
    const places = new Map(rows.map((row) => [placeKey(row), row]));
    const lists = await Promise.all(
      [...places.values()].map((row) =>
        adsApi.listNegatives(target.id, { campaignId: row.campaignId, adGroupId: row.adGroupId }),
      ),
    );
    return new Map([...places.keys()].map((key, index) => [key, lists[index]!]));
  }

  async function adopt(target: ShopRow, row: NegationRow, live: ExistingNegative[]) {
    const match = live.find((existing) => isSameNegative(existing, row));
    return match ? markApplied(target, row, match.amazonId) : undefined;
  }

  async function settle(
    target: ShopRow,
    row: NegationRow,
    result: ItemResult | undefined,
  ): Promise<ApplyOutcome> {
    if (result?.ok) return markApplied(target, row, result.amazonId);
    if (result?.duplicate) {
      const live = await liveNegatives(target, [row]).catch(() => undefined);
      const adopted = live && (await adopt(target, row, live.get(placeKey(row)) ?? []));
      if (adopted) return adopted;
    }
    if (!result) return markFailed(row, NO_RESULT, failureOf('amazonNoResult'));
    return markFailed(row, result.error, failureOf('amazonRefusedItem', { detail: result.error }));
  }

  async function create(target: ShopRow, rows: NegationRow[]): Promise<ApplyOutcome[]> {
    const keywords = rows.filter((row) => row.matchType !== 'ASIN_SAME_AS');
    const targets = rows.filter((row) => row.matchType === 'ASIN_SAME_AS');
    const batches: [NegationRow[], () => Promise<ItemResult[]>][] = [
      [keywords, () => adsApi.createNegativeKeywords(target.id, keywords.map(keywordDraft))],
      [targets, () => adsApi.createNegativeTargets(target.id, targets.map(targetDraft))],
    ];
    const outcomes: ApplyOutcome[] = [];
    for (const [batch, send] of batches) {
      if (!batch.length) continue;
      const results = await send().catch((error: unknown) => error);
      if (!Array.isArray(results)) {
        outcomes.push(...stillApplying(batch, results));
        continue;
      }
      for (const [index, row] of batch.entries()) outcomes.push(await settle(target, row, results[index]));
    }
    return outcomes;
  }

  async function recover(target: ShopRow, rows: NegationRow[]): Promise<ApplyOutcome[]> {
    const live = await liveNegatives(target, rows).catch((error: unknown) => error);
    if (!(live instanceof Map)) return stillApplying(rows, live);
    const outcomes: ApplyOutcome[] = [];
    const missing: NegationRow[] = [];
    for (const row of rows) {
      const adopted = await adopt(target, row, live.get(placeKey(row)) ?? []);
      if (adopted) outcomes.push(adopted);
      else missing.push(row);
    }
    return [...outcomes, ...(await create(target, missing))];
  }

  function heartbeat<T>(rows: NegationRow[], work: () => Promise<T>): Promise<T> {
    const ids = rows.map((row) => row.id);
    const touch = () =>
      db
        .update(negation)
        .set({ updatedAt: now() })
        .where(and(inArray(negation.id, ids), eq(negation.status, 'applying')));
    return keepingRowsOwned(touch, work);
  }

  return {
    claim,
    claimAbandoned,
    shopsWithAbandoned,

    /** Applies rows this caller claimed. `recovering`: they may already exist on Amazon, look first. */
    async apply(target: ShopRow, rows: NegationRow[], recovering = false): Promise<ApplyOutcome[]> {
      if (!rows.length) return [];
      return heartbeat(rows, () => (recovering ? recover(target, rows) : create(target, rows)));
    },

    /** Archives applied negatives on Amazon; a failure leaves the row applied and says why. */
    async revert(target: ShopRow, rows: NegationRow[]): Promise<ApplyOutcome[]> {
      const outcomes: ApplyOutcome[] = [];
      for (const group of groupForArchive(rows)) {
        const ids = group.rows.map((row) => row.amazonId!);
        const archived = group.targets
          ? adsApi.archiveNegativeTargets(target.id, group.level, ids)
          : adsApi.archiveNegativeKeywords(target.id, group.level, ids);
        const results = await archived.catch((error: unknown) => error);
        for (const [index, row] of group.rows.entries()) {
          const result = Array.isArray(results) ? (results[index] as ItemResult | undefined) : undefined;
          // Archived already (an earlier revert whose answer was lost): the revert is done.
          if (result?.ok || (result && result.alreadyArchived)) {
            await db
              .update(negation)
              .set({ status: 'reverted', revertedAt: now(), updatedAt: now() })
              .where(and(eq(negation.shopId, row.shopId), eq(negation.id, row.id)));
            outcomes.push({
              id: row.id,
              outcome: 'reverted',
              status: 'reverted',
              message: null,
              failure: null,
            });
          } else {
            outcomes.push({
              id: row.id,
              outcome: 'failed',
              status: 'applied',
              ...revertFailure(results, result),
            });
          }
        }
      }
      return outcomes;
    },
  };
}

export type NegationApplier = ReturnType<typeof createNegationApplier>;

function keywordDraft(row: NegationRow) {
  return {
    campaignId: row.campaignId,
    adGroupId: row.adGroupId,
    keywordText: row.searchTerm,
    matchType: row.matchType as 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE',
  };
}

function targetDraft(row: NegationRow) {
  return { campaignId: row.campaignId, adGroupId: row.adGroupId, asin: row.searchTerm.toUpperCase() };
}

function placeKey(row: NegationRow): string {
  return `${row.campaignId}|${row.adGroupId ?? '*'}`;
}

function isSameNegative(existing: ExistingNegative, row: NegationRow): boolean {
  return (
    existing.campaignId === row.campaignId &&
    existing.adGroupId === row.adGroupId &&
    existing.matchType === row.matchType &&
    existing.state.toUpperCase() !== 'ARCHIVED' &&
    normaliseTerm(existing.value) === normaliseTerm(row.searchTerm)
  );
}

function groupForArchive(rows: NegationRow[]) {
  const groups = new Map<string, { level: 'adGroup' | 'campaign'; targets: boolean; rows: NegationRow[] }>();
  for (const row of rows) {
    const targets = row.matchType === 'ASIN_SAME_AS';
    const key = `${row.level}|${targets}`;
    const group = groups.get(key) ?? { level: row.level, targets, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const NO_RESULT = 'Amazon returned no result for this item';

/** Why an archive was not done: Amazon refused the item, left it out of its answer, or failed the call. */
function revertFailure(
  results: unknown,
  result: ItemResult | undefined,
): Pick<ApplyOutcome, 'message' | 'failure'> {
  if (result && !result.ok)
    return { message: result.error, failure: failureOf('amazonRefusedItem', { detail: result.error }) };
  if (Array.isArray(results)) return { message: NO_RESULT, failure: failureOf('amazonNoResult') };
  return { message: messageOf(results), failure: reasonOf(results) };
}
