import {
  Role,
  type KeywordActionKind,
  type KeywordActOutcome,
  type KeywordGroup,
  type KeywordOccurrence,
} from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { AdsApi, ItemResult } from '../amazon/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';
import type { ActionRepo } from './action-repo.ts';
import type { ActionRow, GroupListRepo } from './list-repo.ts';
import { shapeGroup } from './shaping.ts';

/** The keeper is picked on the page's default window, so one click does what the page suggested. */
const KEEPER_WINDOW = 30;

type Outcome = KeywordActOutcome;
const outcomeOf = (action: ActionRow, message: string | null = action.message): Outcome => ({
  groupId: action.groupId,
  occurrenceId: action.occurrenceId,
  actionId: action.id,
  outcome: action.status === 'applied' ? 'applied' : 'failed',
  status: action.status,
  message,
});

/** Which occurrences an action touches: the others than the keeper, or a leak's leaking ad groups. */
function occurrencesFor(group: KeywordGroup, kind: KeywordActionKind): KeywordOccurrence[] | string {
  if (kind === 'pause') {
    if (group.kind !== 'duplicate' && group.kind !== 'overlap')
      return 'only duplicates and overlaps are paused from here';
    return group.occurrences.filter((o) => o.role === 'keyword' && !o.keeper && o.keywordId);
  }
  if (group.kind !== 'leak')
    return 'an exact negative of a keyword in its own ad group would block it: pause it instead';
  return group.occurrences.filter((o) => o.role === 'searchTerm' && o.adGroupId);
}

/**
 * Pausing the other keywords of a group, or adding exact negatives where a term leaks. Each occurrence gets
 * an action row (the intent) before Amazon is called; one still `applying` after a crash is checked on
 * Amazon before anything is sent again. Exact negatives go through the negation module's apply path.
 */
export function createKeywordActions(deps: {
  groups: GroupListRepo;
  actions: ActionRepo;
  shops: ShopDirectory;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  operationLog: OperationLog;
  now: () => Date;
}) {
  const { actions, adsApi, negations, operationLog } = deps;

  async function log(user: SessionUser | { organisationId: string }, action: ActionRow, verb: string) {
    await operationLog.record(user, {
      module: 'keyword',
      action: verb,
      objectType: 'keyword',
      objectId: action.keywordId ?? action.occurrenceId,
      shopId: action.shopId,
      before: { state: action.previousState, text: action.text, adGroupId: action.adGroupId },
      after: { status: action.status, kind: action.kind, negationId: action.negationId },
      result: action.status === 'failed' ? 'failure' : 'success',
      message: action.message ?? undefined,
    });
  }

  async function settle(action: ActionRow, change: Pick<ActionRow, 'status'> & Partial<ActionRow>) {
    await actions.settle(action.id, change);
    return { ...action, ...change };
  }

  async function settlePause(action: ActionRow, result: ItemResult | undefined): Promise<ActionRow> {
    if (result?.ok) return settle(action, { status: 'applied', message: null });
    return settle(action, {
      status: 'failed',
      message: result?.error ?? 'Amazon returned no result for this item',
    });
  }

  /** `recovering`: a crashed attempt may already have paused some; those are adopted, not sent again. */
  async function pause(shop: ShopRow, rows: ActionRow[], recovering: boolean): Promise<ActionRow[]> {
    if (!rows.length) return [];
    let pending = rows;
    const done: ActionRow[] = [];
    if (recovering) {
      const live = await adsApi.keywordStates(
        shop.id,
        rows.map((row) => row.keywordId!),
      );
      for (const row of rows)
        if (live.get(row.keywordId!) === 'PAUSED')
          done.push(await settle(row, { status: 'applied', message: null }));
      pending = rows.filter((row) => live.get(row.keywordId!) !== 'PAUSED');
    }
    if (!pending.length) return done;
    const results = await adsApi
      .updateKeywordStates(
        shop.id,
        pending.map((row) => ({ keywordId: row.keywordId!, state: 'PAUSED' as const })),
      )
      .catch((error: unknown) => error);
    if (!Array.isArray(results)) {
      const message = `Amazon did not answer (${results instanceof Error ? results.message : String(results)}); it is checked again before anything is sent`;
      return [...done, ...pending.map((row) => ({ ...row, message }))];
    }
    for (const [index, row] of pending.entries())
      done.push(await settlePause(row, results[index] as ItemResult));
    return done;
  }

  /** Through the negation module: found there first (a crashed attempt), else proposed and confirmed now. */
  async function negate(user: SessionUser | undefined, shop: ShopRow, row: ActionRow, evidence?: Evidence) {
    const existing = await negations.negationAt(shop, row.campaignId, row.adGroupId!, row.text);
    let status = existing?.status;
    let negationId = existing?.id ?? null;
    let message = existing?.failureReason ?? null;
    if (user && (!existing || status === 'failed')) {
      if (existing) {
        const [outcome] = await negations.handle(user, [existing.id], 'confirm');
        status = outcome?.status ?? status;
        message = outcome?.message ?? null;
      } else {
        const proposed = await negations
          .proposeTerm(user, shop, proposalOf(shop, row, evidence), 'restructure')
          .catch((error: unknown) => error);
        if (proposed instanceof AppError) return settle(row, { status: 'failed', message: proposed.message });
        if (proposed instanceof Error || !proposed) throw proposed;
        ({ negationId, message } = proposed as { negationId: string; message: string | null });
        status = (proposed as { status: typeof status }).status;
      }
    }
    if (status === 'applied') return settle(row, { status: 'applied', negationId, message: null });
    if (status === 'applying') return { ...row, negationId };
    const reason =
      status === 'pending'
        ? (message ?? 'it is a keyword of that ad group: a person decides it on the negative keywords page')
        : message;
    return settle(row, {
      status: 'failed',
      negationId,
      message: reason ?? `the negation is ${status ?? 'missing'}`,
    });
  }

  async function intents(
    user: SessionUser,
    shop: ShopRow,
    group: KeywordGroup,
    kind: KeywordActionKind,
    targets: KeywordOccurrence[],
  ) {
    const fresh: ActionRow[] = [];
    const resumed: ActionRow[] = [];
    const settled: Outcome[] = [];
    for (const occurrence of targets) {
      const { action, created } = await actions.record({
        organisationId: shop.organisationId,
        shopId: shop.id,
        groupId: group.id,
        occurrenceId: occurrence.id,
        kind,
        keywordId: occurrence.keywordId,
        campaignId: occurrence.campaignId,
        adGroupId: occurrence.adGroupId,
        text: kind === 'pause' ? occurrence.text : group.text,
        asin: occurrence.asins[0] ?? group.asins[0] ?? '',
        previousState: occurrence.state,
        createdBy: user.userId,
      });
      if (created) fresh.push(action);
      else if (action.status === 'applying' && (await actions.takeOver(action.id))) resumed.push(action);
      else
        settled.push({
          ...outcomeOf(action, action.status === 'applied' ? 'already done' : 'in progress'),
          outcome: 'skipped',
        });
    }
    return { fresh, resumed, settled };
  }

  async function actOnGroup(user: SessionUser, group: KeywordGroup, shop: ShopRow, kind: KeywordActionKind) {
    const targets = occurrencesFor(group, kind);
    if (typeof targets === 'string')
      return [
        {
          groupId: group.id,
          occurrenceId: null,
          actionId: null,
          outcome: 'skipped' as const,
          status: null,
          message: targets,
        },
      ];
    const { fresh, resumed, settled } = await intents(user, shop, group, kind, targets);
    let done: ActionRow[];
    if (kind === 'pause')
      done = [...(await pause(shop, fresh, false)), ...(await pause(shop, resumed, true))];
    else {
      done = [];
      for (const row of [...resumed, ...fresh]) {
        const occurrence = targets.find((o) => o.id === row.occurrenceId);
        const evidence = occurrence && { occurrence, startDate: group.startDate, endDate: group.endDate };
        done.push(await negate(user, shop, row, evidence));
      }
    }
    for (const row of done) await log(user, row, kind);
    return [...settled, ...done.map((row) => outcomeOf(row))];
  }

  async function loadGroups(user: SessionUser, ids: string[]) {
    const rows = await deps.groups.groups(user, ids);
    const [members, done, owners] = await Promise.all([
      deps.groups.members(rows),
      deps.groups.actions(rows),
      deps.shops.shopsById(rows.map((row) => row.shopId)),
    ]);
    return rows.flatMap((row) => {
      const shop = owners.get(row.shopId);
      if (!shop) return [];
      const group = shapeGroup(
        { ...row, cost: 0, orders: 0 },
        members.filter((member) => member.groupId === row.id),
        done.filter((action) => action.groupId === row.id),
        shop,
        KEEPER_WINDOW,
        deps.now(),
      );
      return [{ group, shop }];
    });
  }

  return {
    /** One group for every member; several at once only for admins (DESIGN section 4). */
    async act(user: SessionUser, groupIds: string[], kind: KeywordActionKind): Promise<Outcome[]> {
      const unique = [...new Set(groupIds)];
      if (unique.length > 1) assertAnyRole(user, [Role.super, Role.admin]);
      const found = await loadGroups(user, unique);
      // Another organisation's group (or none at all) changes nothing and says only "not found".
      if (found.length < unique.length) throw notFound(messages.keyword.groupNotFound);
      const results: Outcome[] = [];
      for (const { group, shop } of found) results.push(...(await actOnGroup(user, group, shop, kind)));
      return results;
    },

    /** Enables paused keywords again, or archives the exact negatives (the negation module's revert). */
    async revert(user: SessionUser, actionIds: string[]): Promise<Outcome[]> {
      const unique = [...new Set(actionIds)];
      const rows = await actions.visible(user, unique);
      if (rows.length < unique.length) throw notFound(messages.keyword.actionNotFound);
      const owners = await deps.shops.shopsById(rows.map((row) => row.shopId));
      const results: Outcome[] = [];
      for (const row of rows) {
        const shop = owners.get(row.shopId)!;
        if (row.status !== 'applied') {
          results.push({
            ...outcomeOf(row, `cannot revert an action that is ${row.status}`),
            outcome: 'skipped',
          });
          continue;
        }
        const reverted = await revertOne(user, shop, row);
        await log(user, reverted, 'revert');
        results.push({
          ...outcomeOf(reverted),
          outcome: reverted.status === 'reverted' ? 'applied' : 'failed',
        });
      }
      return results;
    },

    /** Finishes actions whose process died mid-call: adopts what Amazon already did, sends the rest once. */
    async recoverAbandoned(): Promise<number> {
      let recovered = 0;
      for (const row of await actions.abandoned()) {
        const taken = await actions.takeOver(row.id);
        const shop = taken && (await deps.shops.shop(taken.shopId));
        if (!taken || !shop) continue;
        const [done] =
          taken.kind === 'pause'
            ? await pause(shop, [taken], true)
            : [await negate(undefined, shop, taken, undefined)];
        if (done && done.status !== 'applying')
          await log({ organisationId: shop.organisationId }, done, `${taken.kind} recovered`);
        recovered += 1;
      }
      return recovered;
    },
  };

  async function revertOne(user: SessionUser, shop: ShopRow, row: ActionRow): Promise<ActionRow> {
    if (row.kind === 'pause') {
      const state = row.previousState === 'PAUSED' ? 'PAUSED' : 'ENABLED';
      const [result] = await adsApi
        .updateKeywordStates(shop.id, [{ keywordId: row.keywordId!, state }])
        .catch(() => [undefined]);
      if (result?.ok) return settle(row, { status: 'reverted', message: null });
      return { ...row, message: result && !result.ok ? result.error : 'Amazon did not answer; try again' };
    }
    const [outcome] = await negations.handle(user, [row.negationId!], 'revert');
    if (outcome?.status === 'reverted') return settle(row, { status: 'reverted', message: null });
    return { ...row, message: outcome?.message ?? 'the negation could not be reverted' };
  }
}

/** The leaking occurrence's figures over the keeper window: the evidence the negation keeps. */
interface Evidence {
  occurrence: KeywordOccurrence;
  startDate: string;
  endDate: string;
}

function proposalOf(shop: ShopRow, row: ActionRow, evidence: Evidence | undefined) {
  const none = { impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0, acos: null, cpc: null, cvr: null };
  const sums = evidence?.occurrence ?? none;
  const today = new Date().toISOString().slice(0, 10);
  return {
    campaignId: row.campaignId,
    adGroupId: row.adGroupId!,
    searchTerm: row.text,
    metrics: {
      startDate: evidence?.startDate ?? today,
      endDate: evidence?.endDate ?? today,
      attributionDays: 7,
      impressions: sums.impressions,
      clicks: sums.clicks,
      cost: sums.cost,
      orders: sums.orders,
      sales: sums.sales,
      acos: sums.acos,
      cpc: sums.cpc,
      cvr: sums.cvr,
      currencyCode: shop.currencyCode,
    },
  };
}

export type KeywordActions = ReturnType<typeof createKeywordActions>;
