import type { NegationTerm, OperLogListRequest, OperLogRow } from '@termwise/contracts';
import { and, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negation, negationRule, operationLog, shop } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/session-cache.ts';
import { inVisibleOrganisation } from '../common/tenancy.ts';

/** Turns a pending negation into the term shape the unhandled rows carry (the negation module knows it). */
export type DescribeNegations = (
  rows: (typeof negation.$inferSelect & { ruleName: string | null })[],
) => Promise<NegationTerm[]>;

/** Operation logs, newest first. `unhandled` lists the pending negations instead, oldest first. */
export async function listOperationLogs(
  db: Database,
  user: SessionUser,
  request: OperLogListRequest,
  describeNegations: DescribeNegations,
): Promise<{ rows: OperLogRow[]; total: number }> {
  return request.unhandled ? unhandled(db, user, request, describeNegations) : logEntries(db, user, request);
}

async function logEntries(db: Database, user: SessionUser, request: OperLogListRequest) {
  const createdOn = sql`(${operationLog.createdAt} at time zone 'UTC')::date`;
  const where: SQL | undefined = and(
    inVisibleOrganisation(operationLog.organisationId, user),
    request.module ? eq(operationLog.module, request.module) : undefined,
    request.userName ? ilike(operationLog.userName, `%${escapeLike(request.userName)}%`) : undefined,
    request.result ? eq(operationLog.result, request.result) : undefined,
    request.startDate ? sql`${createdOn} >= ${request.startDate}::date` : undefined,
    request.endDate ? sql`${createdOn} <= ${request.endDate}::date` : undefined,
  );
  const rows = await db
    .select({
      ...getTableColumns(operationLog),
      shopName: shop.name,
      shopTimezone: shop.timezone,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(operationLog)
    .leftJoin(shop, eq(shop.id, operationLog.shopId))
    .where(where)
    .orderBy(desc(operationLog.createdAt), desc(operationLog.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  return {
    total: rows[0]?.total ?? (await countLogs(db, where)),
    rows: rows.map((row): OperLogRow => ({
      id: row.id,
      userName: row.userName,
      module: row.module,
      action: row.action,
      objectType: row.objectType,
      objectId: row.objectId,
      shopId: row.shopId,
      shopName: row.shopName,
      shopTimezone: row.shopTimezone,
      before: row.before,
      after: row.after,
      result: row.result,
      message: row.message,
      time: row.createdAt.toISOString(),
      negation: null,
    })),
  };
}

async function countLogs(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(operationLog)
    .where(where);
  return row?.total ?? 0;
}

async function unhandled(
  db: Database,
  user: SessionUser,
  request: OperLogListRequest,
  describeNegations: DescribeNegations,
) {
  const where = and(
    inVisibleOrganisation(negation.organisationId, user),
    eq(negation.status, 'pending'),
    request.startDate
      ? sql`(${negation.createdAt} at time zone 'UTC')::date >= ${request.startDate}::date`
      : undefined,
    request.endDate
      ? sql`(${negation.createdAt} at time zone 'UTC')::date <= ${request.endDate}::date`
      : undefined,
  );
  const rows = await db
    .select({
      ...getTableColumns(negation),
      ruleName: negationRule.name,
      shopName: shop.name,
      shopTimezone: shop.timezone,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(negation)
    .innerJoin(shop, eq(shop.id, negation.shopId))
    .leftJoin(negationRule, eq(negationRule.id, negation.ruleId))
    .where(where)
    .orderBy(negation.createdAt, negation.id)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const terms = await describeNegations(rows);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((row, index): OperLogRow => ({
      id: row.id,
      userName: 'system',
      module: 'negation',
      action: 'propose',
      objectType: 'negation',
      objectId: row.id,
      shopId: row.shopId,
      shopName: row.shopName,
      shopTimezone: row.shopTimezone,
      before: null,
      after: {
        searchTerm: row.searchTerm,
        matchType: row.matchType,
        level: row.level,
        triggerMetrics: row.triggerMetrics,
      },
      result: 'success',
      message: row.ruleName ? `proposed by rule ${row.ruleName}` : null,
      time: row.createdAt.toISOString(),
      negation: terms[index]!,
    })),
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
