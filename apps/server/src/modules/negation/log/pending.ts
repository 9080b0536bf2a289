import type { OperLogListRequest, OperLogRow } from '@termwise/contracts';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation, negationRule } from '../../../db/schema/index.ts';
import { inVisibleOrganisation, type SessionUser } from '../../../http/session-user.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { toNegationTerm } from './list.ts';

/** The operation log's "unhandled" view: pending negations, oldest first, as log rows. */
export async function pendingNegationLog(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  request: OperLogListRequest,
): Promise<{ rows: OperLogRow[]; total: number }> {
  const createdOn = sql`(${negation.createdAt} at time zone 'UTC')::date`;
  const where = and(
    inVisibleOrganisation(negation.organisationId, user),
    eq(negation.status, 'pending'),
    request.shopId ? eq(negation.shopId, request.shopId) : undefined,
    request.asin ? sql`upper(${negation.asin}) = ${request.asin.toUpperCase()}` : undefined,
    request.ruleId ? eq(negation.ruleId, request.ruleId) : undefined,
    request.startDate ? sql`${createdOn} >= ${request.startDate}::date` : undefined,
    request.endDate ? sql`${createdOn} <= ${request.endDate}::date` : undefined,
  );
  const rows = await db
    .select({
      ...getTableColumns(negation),
      ruleName: negationRule.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(negation)
    .leftJoin(negationRule, eq(negationRule.id, negation.ruleId))
    .where(where)
    .orderBy(negation.createdAt, negation.id)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
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
        message: row.ruleName ? `proposed by rule ${row.ruleName}` : null,
        time: row.createdAt.toISOString(),
        negation: toNegationTerm(row, row.ruleName, names),
      };
    }),
  };
}
