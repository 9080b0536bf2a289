import type { KeywordGroupFilter, KeywordGroupListRequest } from '@termwise/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  keywordAction,
  keywordGroup,
  keywordGroupMember,
  keywordGroupWindow,
} from '../../db/schema/keyword.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';

export type GroupRow = typeof keywordGroup.$inferSelect & { cost: number; orders: number };
export type MemberRow = typeof keywordGroupMember.$inferSelect;
export type ActionRow = typeof keywordAction.$inferSelect;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The findings a user may see, filtered as the page filters them (all kinds for the tab counts). */
function filterClause(user: SessionUser, filter: KeywordGroupFilter, everyKind = false): SQL | undefined {
  return and(
    inVisibleScope(user, { organisation: keywordGroup.organisationId, shop: keywordGroup.shopId }),
    everyKind ? undefined : eq(keywordGroup.kind, filter.kind),
    filter.shopId ? eq(keywordGroup.shopId, filter.shopId) : undefined,
    filter.asin ? sql`${filter.asin.toUpperCase()} = any(${keywordGroup.asins})` : undefined,
    filter.matchType ? eq(keywordGroup.matchType, filter.matchType) : undefined,
    filter.text ? ilike(keywordGroup.text, `%${escapeLike(filter.text)}%`) : undefined,
    filter.minSpend !== undefined ? gte(keywordGroupWindow.cost, filter.minSpend) : undefined,
  );
}

const SORT = {
  spend: keywordGroupWindow.cost,
  orders: keywordGroupWindow.orders,
  occurrences: keywordGroup.occurrences,
  text: keywordGroup.text,
} as const;

type GroupKey = Pick<GroupRow, 'shopId' | 'id'>;

/** Rows of these groups, found by their keys, which start with the shop. */
const ofGroups = (table: typeof keywordGroupMember | typeof keywordAction, groups: GroupKey[]) =>
  and(
    inArray(table.shopId, [...new Set(groups.map((group) => group.shopId))]),
    inArray(
      table.groupId,
      groups.map((group) => group.id),
    ),
  );

const windowJoin = (windowDays: number) =>
  and(
    eq(keywordGroupWindow.shopId, keywordGroup.shopId),
    eq(keywordGroupWindow.groupId, keywordGroup.id),
    eq(keywordGroupWindow.windowDays, windowDays),
  );

export function createGroupListRepo(db: Database) {
  const base = (windowDays: number) =>
    db
      .select({ group: keywordGroup, cost: keywordGroupWindow.cost, orders: keywordGroupWindow.orders })
      .from(keywordGroup)
      .innerJoin(keywordGroupWindow, windowJoin(windowDays));

  return {
    async page(user: SessionUser, request: KeywordGroupListRequest, limit: number, offset: number) {
      const where = filterClause(user, request);
      const order = request.sortOrder === 'asc' ? asc : desc;
      const [rows, [count]] = await Promise.all([
        base(request.windowDays)
          .where(where)
          // Spend ranks within a shop (one currency each), never across currencies by the bare number.
          .orderBy(
            ...(request.sortField === 'spend' ? [asc(keywordGroup.shopId)] : []),
            order(SORT[request.sortField]),
            asc(keywordGroup.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(keywordGroup)
          .innerJoin(keywordGroupWindow, windowJoin(request.windowDays))
          .where(where),
      ]);
      return {
        rows: rows.map(({ group, cost, orders }): GroupRow => ({ ...group, cost, orders })),
        total: count?.total ?? 0,
      };
    },

    /** Groups per kind under the filter's other fields, for the tab badges. */
    async counts(user: SessionUser, filter: KeywordGroupFilter) {
      const rows = await db
        .select({ kind: keywordGroup.kind, total: sql<number>`count(*)::int` })
        .from(keywordGroup)
        .innerJoin(keywordGroupWindow, windowJoin(filter.windowDays))
        .where(filterClause(user, filter, true))
        .groupBy(keywordGroup.kind);
      return new Map(rows.map((row) => [row.kind, row.total]));
    },

    async members(groups: GroupKey[]): Promise<MemberRow[]> {
      if (!groups.length) return [];
      return db.select().from(keywordGroupMember).where(ofGroups(keywordGroupMember, groups));
    },

    /** Actions on these groups, newest first. */
    async actions(groups: GroupKey[]): Promise<ActionRow[]> {
      if (!groups.length) return [];
      return db
        .select()
        .from(keywordAction)
        .where(ofGroups(keywordAction, groups))
        .orderBy(desc(keywordAction.createdAt));
    },

    /** Groups by id that the user may see. */
    async groups(user: SessionUser, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select()
        .from(keywordGroup)
        .where(
          and(
            inArray(keywordGroup.id, ids),
            inVisibleScope(user, { organisation: keywordGroup.organisationId, shop: keywordGroup.shopId }),
          ),
        );
    },
  };
}

export type GroupListRepo = ReturnType<typeof createGroupListRepo>;
