import type { Database } from '../../db/client.ts';
import type { FailureReason } from '../../http/failure.ts';
import type { SessionUser } from '../../http/session-user.ts';
import { createOperationLogRepo } from './repo.ts';

export interface OperationEntry {
  module: string;
  action: string;
  objectType: string;
  objectId: string;
  shopId?: string | null;
  before?: unknown;
  after?: unknown;
  result: 'success' | 'failure';
  /** English details, for support. */
  message?: string;
  /** Why it failed, for the seller in their language. */
  failure?: FailureReason;
}

/** The system itself (scheduled rules, syncs) acts under this name. */
export const SYSTEM_ACTOR = 'system';

/** Recording what happened: every module writes its entries through this service. */
export function createOperationLog(db: Database) {
  const repo = createOperationLogRepo(db);
  return {
    /** `actor` is the signed-in user, or the organisation id when the system acts on its own. */
    async record(actor: SessionUser | { organisationId: string }, entry: OperationEntry) {
      const user = 'userId' in actor ? actor : undefined;
      await repo.insert({
        ...entry,
        organisationId: actor.organisationId,
        userId: user?.userId ?? null,
        userName: user?.userName ?? SYSTEM_ACTOR,
        before: entry.before ?? null,
        after: entry.after ?? null,
        failure: entry.failure ?? null,
      });
    },
  };
}

export type OperationLog = ReturnType<typeof createOperationLog>;
