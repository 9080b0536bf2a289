import { Role, type NegProcessingOutcome } from '@termwise/contracts';
import { and, inArray } from 'drizzle-orm';
import { visibleNegations } from './visible.ts';
import type { Database } from '../../db/client.ts';
import { negation, negationRule } from '../../db/schema/negation.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ApplyOutcome, NegationApplier } from './apply.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';
import type { NegationRow } from './engine/repo.ts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { failureOf } from '../../http/failure.ts';
import { negationRunJob, negationRunKey } from './run.ts';
import type { SessionUser } from '../../http/session-user.ts';

export type HandlingAction = 'confirm' | 'reject' | 'revert';

const EXPECTED: Record<HandlingAction, NegProcessingOutcome['outcome']> = {
  confirm: 'applied',
  reject: 'rejected',
  revert: 'reverted',
};

function skipped(action: HandlingAction, row: NegationRow): NegProcessingOutcome {
  const base = { id: row.id, outcome: 'skipped' as const, status: row.status };
  if (action === 'confirm' && row.recommendation !== 'negate') {
    const advice = row.recommendation === 'lowerBid' ? 'lowerBid' : 'pause';
    return {
      ...base,
      message: `"${row.searchTerm}" is your own keyword here: ${advice === 'lowerBid' ? 'lower its bid' : 'pause it'} instead of negating it`,
      failure: failureOf('ownKeyword', { term: row.searchTerm, advice }),
    };
  }
  return {
    ...base,
    message: `cannot ${action} a negation that is ${row.status}`,
    failure: failureOf('notApplicable', { action, status: row.status }),
  };
}

/** What people do with negations: confirm or reject proposals, revert applied ones, run the rules now. */
export function createHandlingService(deps: {
  db: Database;
  applier: NegationApplier;
  shops: ShopDirectory;
  operationLog: OperationLog;
  queue: JobQueue;
  wakeRunner: () => void;
  /** Starts the shop's report sync through the shop module; answers its job id. */
  startShopSync(user: SessionUser, shopId: string): Promise<string>;
  now: () => Date;
}) {
  const { db, applier, shops, operationLog, queue, wakeRunner, now } = deps;

  const visibleRows = (user: SessionUser, ids: string[]) => visibleNegations(db, shops, user, ids);

  /**
   * Only negations are sent to Amazon. A keyword review (the term is the seller's own keyword there) is
   * decided on the keyword, so confirming it is skipped with the reason; rejecting dismisses it.
   */
  async function confirm(user: SessionUser, target: ShopRow, rows: NegationRow[]): Promise<ApplyOutcome[]> {
    const claimed = await applier.claim(
      rows.filter((row) => row.recommendation === 'negate').map((row) => row.id),
      ['pending', 'failed'],
      user.userId,
    );
    return applier.apply(target, claimed);
  }

  async function reject(user: SessionUser, rows: NegationRow[]): Promise<ApplyOutcome[]> {
    if (!rows.length) return [];
    const rejected = await db
      .update(negation)
      .set({ status: 'rejected', handledBy: user.userId, updatedAt: now() })
      .where(
        and(
          inArray(
            negation.id,
            rows.map((row) => row.id),
          ),
          inArray(negation.status, ['pending', 'failed']),
        ),
      )
      .returning({ id: negation.id });
    return rejected.map(({ id }) => ({
      id,
      outcome: 'rejected' as const,
      status: 'rejected',
      message: null,
      failure: null,
    }));
  }

  async function revert(target: ShopRow, rows: NegationRow[]): Promise<ApplyOutcome[]> {
    return applier.revert(
      target,
      rows.filter((row) => row.status === 'applied' && row.amazonId),
    );
  }

  async function handleShop(user: SessionUser, action: HandlingAction, target: ShopRow, rows: NegationRow[]) {
    if (action === 'confirm') return confirm(user, target, rows);
    if (action === 'reject') return reject(user, rows);
    return revert(target, rows);
  }

  async function ruleNamesOf(rows: NegationRow[]) {
    const ids = [...new Set(rows.flatMap((row) => (row.ruleId ? [row.ruleId] : [])))];
    if (!ids.length) return new Map<string, string>();
    const rules = await db
      .select({ id: negationRule.id, name: negationRule.name })
      .from(negationRule)
      .where(inArray(negationRule.id, ids));
    return new Map(rules.map((rule) => [rule.id, rule.name]));
  }

  async function logOutcome(
    user: SessionUser,
    action: HandlingAction,
    row: NegationRow,
    outcome: NegProcessingOutcome,
    ruleNames: Map<string, string>,
  ) {
    // The term and its place on both sides, so the detail shows them as context, not as removed.
    const place = {
      searchTerm: row.searchTerm,
      matchType: row.matchType,
      campaignId: row.campaignId,
      adGroupId: row.adGroupId,
    };
    // Who proposed it beside who decided (the entry's own user): a rule, or the person who clicked.
    const proposedBy = row.ruleId
      ? { ruleId: row.ruleId, ruleName: ruleNames.get(row.ruleId) ?? null }
      : { userId: row.proposedBy, userName: row.proposedByName };
    await operationLog.record(user, {
      module: 'negation',
      action,
      objectType: 'negation',
      objectId: row.id,
      shopId: row.shopId,
      before: { status: row.status, amazonId: row.amazonId, proposedBy, ...place },
      after: { status: outcome.status, outcome: outcome.outcome, proposedBy, ...place },
      result: outcome.outcome === EXPECTED[action] ? 'success' : 'failure',
      message: outcome.message ?? undefined,
      failure: outcome.failure ?? undefined,
    });
  }

  return {
    /** One outcome per id, in the order given; each handled id leaves an operation log entry. */
    async process(user: SessionUser, ids: string[], action: HandlingAction): Promise<NegProcessingOutcome[]> {
      const unique = [...new Set(ids)];
      const found = await visibleRows(user, unique);
      const ruleNames = await ruleNamesOf(found.map((entry) => entry.row));
      const byShop = new Map<string, { target: ShopRow; rows: NegationRow[] }>();
      for (const { row, shop: target } of found) {
        const entry = byShop.get(target.id) ?? { target, rows: [] };
        entry.rows.push(row);
        byShop.set(target.id, entry);
      }
      const outcomes = new Map<string, ApplyOutcome>();
      for (const { target, rows } of byShop.values()) {
        for (const outcome of await handleShop(user, action, target, rows)) outcomes.set(outcome.id, outcome);
      }
      const results: NegProcessingOutcome[] = [];
      for (const id of unique) {
        const row = found.find((entry) => entry.row.id === id)?.row;
        if (!row) {
          results.push(negationNotFound(id));
          continue;
        }
        const result: NegProcessingOutcome = outcomes.get(id) ?? skipped(action, row);
        await logOutcome(user, action, row, result, ruleNames);
        results.push(result);
      }
      return results;
    },

    /** Pulls the shop's latest reports from Amazon now; answers the sync job. */
    async refresh(user: SessionUser, shopId: string) {
      const target = await shops.visibleShop(user, shopId);
      return deps.startShopSync(user, target.id);
    },

    /** Runs the shop's rules in the background now; answers the job, which is shared if one is waiting. */
    /** DESIGN section 4: a run can negate on Amazon, so only admins (and the platform) start one. */
    async runNow(user: SessionUser, shopId: string) {
      assertAnyRole(user, [Role.super, Role.admin]);
      const target = await shops.visibleShop(user, shopId);
      const { id } = await queue.enqueue({
        kind: negationRunJob,
        dedupeKey: negationRunKey(target.id),
        payload: { shopId: target.id },
        organisationId: target.organisationId,
      });
      wakeRunner();
      return id;
    },
  };
}

export type HandlingService = ReturnType<typeof createHandlingService>;

/** The outcome of an id that names no negation the user may see. */
export const negationNotFound = (id: string) => ({
  id,
  outcome: 'not_found' as const,
  status: null,
  message: 'negation not found',
  failure: failureOf('notFound'),
});
