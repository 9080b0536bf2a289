import type { OperLogListRequest } from '@termwise/contracts';
import { and, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operationLog } from '../../db/schema/platform.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';

export type OperationLogRow = typeof operationLog.$inferSelect;

export function createOperationLogRepo(db: Database) {
  async function count(where: SQL | undefined) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(operationLog)
      .where(where);
    return row?.total ?? 0;
  }

  return {
    /** A page of the entries the user may see, newest first. */
    async page(user: SessionUser, request: OperLogListRequest) {
      const createdOn = sql`(${operationLog.createdAt} at time zone 'UTC')::date`;
      const where = and(
        inVisibleScope(user, { organisation: operationLog.organisationId, shop: operationLog.shopId }),
        request.module ? eq(operationLog.module, request.module) : undefined,
        request.userName ? ilike(operationLog.userName, `%${escapeLike(request.userName)}%`) : undefined,
        request.result ? eq(operationLog.result, request.result) : undefined,
        request.startDate ? sql`${createdOn} >= ${request.startDate}::date` : undefined,
        request.endDate ? sql`${createdOn} <= ${request.endDate}::date` : undefined,
      );
      const rows = await db
        .select({ ...getTableColumns(operationLog), total: sql<number>`(count(*) over ())::int` })
        .from(operationLog)
        .where(where)
        .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize);
      return { rows, total: rows[0]?.total ?? (await count(where)) };
    },

    async insert(row: typeof operationLog.$inferInsert) {
      await db.insert(operationLog).values(row);
    },
  };
}

export type OperationLogRepo = ReturnType<typeof createOperationLogRepo>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
