import { negationNotFound } from './handling.ts';
import {
  Role,
  type KeywordChange,
  type KeywordReviewAction,
  type NegProcessingOutcome,
} from '@termwise/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negation } from '../../db/schema/negation.ts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { failureOf, messageOf, reasonOf } from '../../http/failure.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { AdsApi } from '../amazon/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';
import { ABANDONED_AFTER_MS } from './apply.ts';
import type { NegationRow } from './engine/repo.ts';
import { changeStep, revertStep, type ChangeStep } from './keyword-change.ts';
import { visibleNegations } from './visible.ts';

type Outcome = NegProcessingOutcome;
type ChangeAction = Exclude<KeywordReviewAction, 'revert'>;

/** The operation log's action codes; the web names them in both languages. */
const LOG_ACTION: Record<KeywordReviewAction, string> = {
  lowerBid: 'lower_bid',
  pause: 'pause_keyword',
  revert: 'revert_keyword_change',
};

const stateOf = (column: typeof negation.keywordChange) => sql`${column}->>'state'`;

/**
 * Keyword reviews acted on: the term is the seller's own keyword there, so instead of a negative its bid is
 * lowered or it is paused on Amazon, and reverted on request. The change is written on the negation row
 * (state `sending`) before Amazon is called, and Amazon's keyword is read before anything is sent: a
 * repeat or a retry after a crash finishes the recorded change and never lowers a bid twice.
 */
export function createKeywordReviewer(deps: {
  db: Database;
  adsApi: AdsApi;
  shops: ShopDirectory;
  operationLog: OperationLog;
  now: () => Date;
}) {
  const { db, adsApi, shops, operationLog, now } = deps;
  const abandonedBefore = () => new Date(now().getTime() - ABANDONED_AFTER_MS).toISOString();

  function intentOf(row: NegationRow, shop: ShopRow, action: ChangeAction, percent: number): KeywordChange {
    const keyword = row.caution.ownKeyword!;
    return {
      action,
      keywordId: keyword.keywordId,
      keywordText: keyword.keywordText,
      bidChangePercent: action === 'lowerBid' ? percent : null,
      bidBefore: null,
      bidAfter: null,
      stateBefore: null,
      currencyCode: shop.currencyCode,
      state: 'sending',
      changedAt: null,
      revertedAt: null,
    };
  }

  /**
   * Takes the row for a change: a review waiting or failed, no change under way (one left `sending` by a
   * crashed attempt is resumed as recorded once its owner has been silent long enough).
   */
  async function claimChange(row: NegationRow, intent: KeywordChange, user: SessionUser) {
    const sending = sql`${stateOf(negation.keywordChange)} = 'sending'`;
    const [claimed] = await db
      .update(negation)
      .set({
        keywordChange: sql`case when ${sending} then ${negation.keywordChange} else ${JSON.stringify(intent)}::jsonb end`,
        handledBy: user.userId,
        updatedAt: now(),
      })
      .where(
        and(
          eq(negation.shopId, row.shopId),
          eq(negation.id, row.id),
          inArray(negation.status, ['pending', 'failed']),
          ne(negation.recommendation, 'negate'),
          sql`(${negation.keywordChange} is null or ${stateOf(negation.keywordChange)} = 'failed'
               or (${sending} and ${negation.updatedAt} < ${abandonedBefore()}))`,
        ),
      )
      .returning();
    return claimed;
  }

  async function claimRevert(row: NegationRow) {
    const [claimed] = await db
      .update(negation)
      .set({
        keywordChange: sql`jsonb_set(${negation.keywordChange}, '{state}', '"reverting"')`,
        updatedAt: now(),
      })
      .where(
        and(
          eq(negation.shopId, row.shopId),
          eq(negation.id, row.id),
          eq(negation.status, 'adjusted'),
          sql`(${stateOf(negation.keywordChange)} = 'applied'
               or (${stateOf(negation.keywordChange)} = 'reverting' and ${negation.updatedAt} < ${abandonedBefore()}))`,
        ),
      )
      .returning();
    return claimed;
  }

  async function save(row: NegationRow, change: Partial<typeof negation.$inferInsert>): Promise<NegationRow> {
    const [saved] = await db
      .update(negation)
      .set({ ...change, updatedAt: now() })
      .where(and(eq(negation.shopId, row.shopId), eq(negation.id, row.id)))
      .returning();
    return saved!;
  }

  const outcomeOf = (row: NegationRow, outcome: Outcome['outcome'], refusal?: Refusal): Outcome => ({
    id: row.id,
    outcome,
    status: row.status,
    message: refusal?.message ?? null,
    failure: refusal?.failure ?? null,
  });

  /** Sends the step's update and reads Amazon's item answer; undefined when the call itself failed. */
  async function send(shop: ShopRow, step: Extract<ChangeStep, { kind: 'send' }>) {
    const results = await adsApi.updateKeywords(shop.id, [step.update]).catch((error: unknown) => error);
    if (!Array.isArray(results)) return { unknown: results };
    return { result: results[0] as Awaited<ReturnType<AdsApi['updateKeywords']>>[number] | undefined };
  }

  async function liveKeyword(shop: ShopRow, change: KeywordChange) {
    return (await adsApi.keywordSettings(shop.id, [change.keywordId])).get(change.keywordId);
  }

  /** Lowers the bid or pauses, as recorded on the claimed row. */
  async function change(shop: ShopRow, row: NegationRow): Promise<Outcome> {
    const live = await liveKeyword(shop, row.keywordChange!).catch((error: unknown) => ({ error }));
    // Still `sending`: a resumed change may have reached Amazon before, and a fresh start would lower again.
    if (live && 'error' in live) return stillSending(row, live.error);
    const step = changeStep(row.keywordChange!, live);
    if (step.kind === 'refuse') return failChange(row, step);
    // The target (bid after, state before) is written down before Amazon hears of it.
    const recorded = await save(row, { keywordChange: step.change });
    if (step.kind === 'done') return adjusted(recorded, step.change);
    const sent = await send(shop, step);
    if ('unknown' in sent) return stillSending(recorded, sent.unknown);
    if (sent.result?.ok) return adjusted(recorded, step.change);
    return failChange(recorded, itemRefusal(sent.result));
  }

  async function adjusted(row: NegationRow, change: KeywordChange) {
    const done = { ...change, state: 'applied' as const, changedAt: now().toISOString() };
    const saved = await save(row, {
      status: 'adjusted',
      keywordChange: done,
      failure: null,
      failureReason: null,
    });
    return outcomeOf(saved, 'applied');
  }

  async function failChange(row: NegationRow, refusal: Refusal) {
    const saved = await save(row, {
      status: 'failed',
      keywordChange: { ...row.keywordChange!, state: 'failed' },
      failure: refusal.failure,
      failureReason: refusal.message,
    });
    return outcomeOf(saved, 'failed', refusal);
  }

  /** Amazon may have taken it: the row stays `sending`, and the next attempt reads the keyword first. */
  function stillSending(row: NegationRow, error: unknown): Outcome {
    return outcomeOf(row, 'failed', {
      message: `${messageOf(error)}; the keyword is checked on Amazon before it is sent again`,
      failure: reasonOf(error),
    });
  }

  /** Puts the claimed row's keyword back as it was before the change. */
  async function revert(shop: ShopRow, row: NegationRow): Promise<Outcome> {
    const recorded = row.keywordChange!;
    const live = await liveKeyword(shop, recorded).catch((error: unknown) => ({ error }));
    if (live && 'error' in live) return keepApplied(row, refusalOf(live.error));
    const step = revertStep(recorded, live);
    if (step.kind === 'refuse') return keepApplied(row, step);
    if (step.kind === 'done') return reverted(row);
    const sent = await send(shop, step);
    if ('unknown' in sent) return stillSending(row, sent.unknown);
    if (sent.result?.ok) return reverted(row);
    return keepApplied(row, itemRefusal(sent.result));
  }

  async function reverted(row: NegationRow) {
    const at = now();
    const change = { ...row.keywordChange!, state: 'reverted' as const, revertedAt: at.toISOString() };
    const saved = await save(row, { status: 'reverted', revertedAt: at, keywordChange: change });
    return outcomeOf(saved, 'reverted');
  }

  async function keepApplied(row: NegationRow, refusal: Refusal) {
    const saved = await save(row, { keywordChange: { ...row.keywordChange!, state: 'applied' } });
    return outcomeOf(saved, 'failed', refusal);
  }

  function skipped(row: NegationRow, action: KeywordReviewAction): Outcome {
    return outcomeOf(row, 'skipped', {
      message: `cannot ${action} a keyword review that is ${row.status}${row.keywordChange?.state === 'sending' ? ' (a change is under way)' : ''}`,
      failure: failureOf('notApplicable', { action, status: row.status }),
    });
  }

  /** An own product target came up: targets are not changed from here (yet), only keywords. */
  function productTarget(row: NegationRow): Outcome {
    const target = row.caution.ownKeyword!.keywordText;
    return outcomeOf(row, 'skipped', {
      message: `"${target}" is a product target, not a keyword: change it in the ad console`,
      failure: failureOf('keywordUnchangeable', { keyword: target }),
    });
  }

  async function handle(
    user: SessionUser,
    shop: ShopRow,
    row: NegationRow,
    action: KeywordReviewAction,
    percent: number,
  ) {
    if (action === 'revert') {
      const claimed = await claimRevert(row);
      return claimed ? revert(shop, claimed) : skipped(row, action);
    }
    if (row.recommendation === 'negate' || !row.caution.ownKeyword) return skipped(row, action);
    if (row.caution.ownKeyword.matchType === 'ASIN_SAME_AS') return productTarget(row);
    const claimed = await claimChange(row, intentOf(row, shop, action, percent), user);
    return claimed ? change(shop, claimed) : skipped(row, action);
  }

  async function log(user: SessionUser, action: KeywordReviewAction, before: NegationRow, outcome: Outcome) {
    const after =
      (
        await db
          .select()
          .from(negation)
          .where(and(eq(negation.shopId, before.shopId), eq(negation.id, before.id)))
      )[0] ?? before;
    const keyword = after.keywordChange ?? before.keywordChange;
    // A revert goes from the changed setting back to the one before the change.
    const [from, to] = action === 'revert' ? (['after', 'before'] as const) : (['before', 'after'] as const);
    const place = {
      searchTerm: before.searchTerm,
      campaignId: before.campaignId,
      adGroupId: before.adGroupId,
    };
    await operationLog.record(user, {
      module: 'negation',
      action: LOG_ACTION[action],
      objectType: 'keyword',
      objectId: keyword?.keywordId ?? before.caution.ownKeyword?.keywordId ?? before.id,
      shopId: before.shopId,
      before: { status: before.status, ...settingsOf(keyword, from), ...place },
      after: { status: after.status, ...settingsOf(keyword, to), ...place },
      result: outcome.outcome === 'applied' || outcome.outcome === 'reverted' ? 'success' : 'failure',
      message: outcome.message ?? undefined,
      failure: outcome.failure ?? undefined,
    });
  }

  return {
    /** One outcome per id, in the order given; every id the user may see leaves an operation log entry. */
    async process(user: SessionUser, ids: string[], action: KeywordReviewAction, percent: number) {
      // Bids are money: operators (R_USER) see reviews but do not act on keywords.
      assertAnyRole(user, [Role.super, Role.admin]);
      const unique = [...new Set(ids)];
      const found = new Map(
        (await visibleNegations(db, shops, user, unique)).map((entry) => [entry.row.id, entry]),
      );
      const results: Outcome[] = [];
      for (const id of unique) {
        const entry = found.get(id);
        if (!entry) {
          results.push(negationNotFound(id));
          continue;
        }
        const outcome = await handle(user, entry.shop, entry.row, action, percent);
        await log(user, action, entry.row, outcome);
        results.push(outcome);
      }
      return results;
    },
  };
}

export type KeywordReviewer = ReturnType<typeof createKeywordReviewer>;

interface Refusal {
  message: string;
  failure: NegProcessingOutcome['failure'];
}

function refusalOf(error: unknown): Refusal {
  return { message: messageOf(error), failure: reasonOf(error) };
}

function itemRefusal(result: { ok: false; error: string } | { ok: true } | undefined): Refusal {
  if (!result)
    return { message: 'Amazon returned no result for this item', failure: failureOf('amazonNoResult') };
  const error = result.ok ? 'unexpected' : result.error;
  return { message: error, failure: failureOf('amazonRefusedItem', { detail: error }) };
}

/** The keyword's bid or state on one side of a change, for the log's before and after. */
function settingsOf(change: KeywordChange | null | undefined, side: 'before' | 'after') {
  if (!change) return {};
  const base = { keywordText: change.keywordText, currencyCode: change.currencyCode };
  if (change.action === 'lowerBid')
    return {
      ...base,
      bid: side === 'before' ? change.bidBefore : change.bidAfter,
      bidChangePercent: change.bidChangePercent,
    };
  return { ...base, keywordState: side === 'before' ? change.stateBefore : 'PAUSED' };
}
