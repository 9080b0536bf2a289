import type { OperLogListRequest, OperLogRow } from '@termwise/contracts';
import type { SessionUser } from '../../http/session-user.ts';
import type { ShopNames } from './shop-names.ts';
import { namesOfEntries } from './names.ts';
import type { OperationLogRepo } from './repo.ts';

/** The pending negations as log rows; the negation module owns them, so it answers this view. */
export type PendingNegationLog = (
  user: SessionUser,
  request: OperLogListRequest,
) => Promise<{ rows: OperLogRow[]; total: number }>;

/** Operation logs, newest first. `unhandled` lists the pending negations instead, oldest first. */
export function createOperationLogList(deps: {
  repo: OperationLogRepo;
  shops: ShopNames;
  pendingNegations: PendingNegationLog;
}) {
  return async (
    user: SessionUser,
    request: OperLogListRequest,
  ): Promise<{ rows: OperLogRow[]; total: number }> => {
    if (request.unhandled) return deps.pendingNegations(user, request);
    const { rows, total } = await deps.repo.page(user, request);
    const [shops, namesOf] = await Promise.all([
      deps.shops.shopsById(rows.flatMap((row) => (row.shopId ? [row.shopId] : []))),
      namesOfEntries(deps.shops, rows),
    ]);
    return {
      total,
      rows: rows.map((row): OperLogRow => {
        const shop = row.shopId ? shops.get(row.shopId) : undefined;
        return {
          id: row.id,
          userName: row.userName,
          module: row.module,
          action: row.action,
          objectType: row.objectType,
          objectId: row.objectId,
          shopId: row.shopId,
          shopName: shop?.name ?? null,
          shopTimezone: shop?.timezone ?? null,
          before: row.before,
          after: row.after,
          names: namesOf(row),
          result: row.result,
          message: row.message,
          failure: row.failure,
          time: row.createdAt.toISOString(),
          negation: null,
        };
      }),
    };
  };
}
