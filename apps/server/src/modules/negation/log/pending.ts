import type { OperLogListRequest, OperLogRow } from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { toNegationTerm } from './list.ts';
import type { NegationLogRepo } from './repo.ts';

/** The operation log's "unhandled" view: pending negations, oldest first, as log rows. */
export async function pendingNegationLog(
  repo: NegationLogRepo,
  shops: ShopDirectory,
  user: SessionUser,
  request: OperLogListRequest,
): Promise<{ rows: OperLogRow[]; total: number }> {
  const rows = await repo.pendingPage(user, request);
  const shopIds = rows.map((row) => row.shopId);
  const [owners, names] = await Promise.all([shops.shopsById(shopIds), shops.names(shopIds)]);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row): OperLogRow => {
      const owner = owners.get(row.shopId);
      return {
        id: row.id,
        userName: 'system',
        module: 'negation',
        action: 'propose',
        objectType: 'negation',
        objectId: row.id,
        shopId: row.shopId,
        shopName: owner?.name ?? null,
        shopTimezone: owner?.timezone ?? null,
        before: null,
        after: {
          searchTerm: row.searchTerm,
          matchType: row.matchType,
          level: row.level,
          triggerMetrics: row.triggerMetrics,
        },
        names: {},
        result: 'success',
        // The browser says which rule proposed it, in the seller's language, from `negation.ruleName`.
        message: null,
        failure: null,
        time: row.createdAt.toISOString(),
        negation: toNegationTerm(row, row.ruleName, names, null),
      };
    }),
  };
}
