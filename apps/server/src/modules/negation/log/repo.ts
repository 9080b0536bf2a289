import { TERMS_FIRST_PAGE, type NegLogListRequest, type OperLogListRequest } from '@termwise/contracts';
import { and, desc, eq, getTableColumns, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation, negationRule } from '../../../db/schema/negation.ts';
import { inVisibleScope, type SessionUser } from '../../../http/session-user.ts';
import { shopNegations, type NegationRow } from '../engine/repo.ts';
import { normaliseTerm } from '../engine/terms.ts';
import { DISPLAY_ZONE } from './times.ts';

export type LogFilters = Omit<NegLogListRequest, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** Where negations of one shop may be looked for; every given field must match. */
export interface NegationPlaceFilter {
  campaignId?: string;
  adGroupId?: string;
  searchTerm?: string;
  searchTerms?: string[];
  statuses?: NegationRow['status'][];
}

/**
 * Which negations the keyword log and the bell mean by a flag: 1 the terms negated on Amazon, 2 those
 * waiting for confirmation, whichever rule (or person) proposed them.
 */
function keywordLogScope(flag: 1 | 2) {
  return eq(negation.status, flag === 1 ? 'applied' : 'pending');
}

/** Dates filter on the day the negation was created, in the header's zone. */
function filtersOf(user: SessionUser, filters: LogFilters): SQL | undefined {
  const createdOn = sql`(${negation.createdAt} at time zone ${DISPLAY_ZONE})::date`;
  return and(
    inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
    filters.shopId ? eq(negation.shopId, filters.shopId) : undefined,
    filters.asin ? sql`upper(${negation.asin}) = ${filters.asin.toUpperCase()}` : undefined,
    filters.searchTerm
      ? sql`position(${normaliseTerm(filters.searchTerm)} in ${negation.searchTerm}) > 0`
      : undefined,
    filters.status ? eq(negation.status, filters.status) : undefined,
    filters.flag ? eq(negation.flag, filters.flag) : undefined,
    filters.matchType ? eq(negation.matchType, filters.matchType) : undefined,
    filters.campaignId ? eq(negation.campaignId, filters.campaignId) : undefined,
    filters.startDate ? sql`${createdOn} >= ${filters.startDate}::date` : undefined,
    filters.endDate ? sql`${createdOn} <= ${filters.endDate}::date` : undefined,
  );
}

const negatedCount = sql<number>`count(*) filter (where ${negation.status} = 'applied')::int`;
const pendingCount = sql<number>`count(*) filter (where ${negation.status} = 'pending')::int`;
const wastedSpend = sql<number>`coalesce(sum((${negation.triggerMetrics}->>'cost')::numeric) filter (where ${negation.status} = 'applied'), 0)::float8`;
const lastNegatedAt = sql<Date | null>`max(${negation.appliedAt})`;

const SORTS: Record<NegLogListRequest['sortField'], SQL> = {
  lastNegatedAt: sql`max(${negation.appliedAt})`,
  wastedSpend: sql`coalesce(sum((${negation.triggerMetrics}->>'cost')::numeric) filter (where ${negation.status} = 'applied'), 0)`,
  negatedCount: sql`count(*) filter (where ${negation.status} = 'applied')`,
  pendingCount: sql`count(*) filter (where ${negation.status} = 'pending')`,
  asin: sql`${negation.asin}`,
};

/** The log screens' queries of the negation tables; the shaping lives beside them, in the screens' files. */
export function createNegationLogRepo(db: Database) {
  /** Negations with their rule's name and the count of all that match. */
  const withRuleNames = () =>
    db
      .select({
        ...getTableColumns(negation),
        ruleName: negationRule.name,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(negation)
      .leftJoin(negationRule, eq(negationRule.id, negation.ruleId));
  /** Newest first (the id breaks ties). */
  const termRows = (where: SQL | undefined) =>
    withRuleNames().where(where).orderBy(desc(negation.createdAt), desc(negation.id));

  return {
    async negationsAt(shopId: string, filter: NegationPlaceFilter): Promise<NegationRow[]> {
      return shopNegations(
        db,
        shopId,
        filter.campaignId === undefined ? undefined : eq(negation.campaignId, filter.campaignId),
        filter.adGroupId === undefined ? undefined : eq(negation.adGroupId, filter.adGroupId),
        filter.searchTerm === undefined ? undefined : eq(negation.searchTerm, filter.searchTerm),
        filter.searchTerms === undefined ? undefined : inArray(negation.searchTerm, filter.searchTerms),
        filter.statuses === undefined ? undefined : inArray(negation.status, filter.statuses),
      );
    },

    async visibleBySign(user: SessionUser, uniqueSign: string): Promise<NegationRow | undefined> {
      const [row] = await db
        .select()
        .from(negation)
        .where(
          and(
            eq(negation.uniqueSign, uniqueSign),
            inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
          ),
        )
        .limit(1);
      return row;
    },

    /** The negations of an ASIN the keyword log lists for a flag. */
    async keywordLogRows(
      user: SessionUser,
      asin: string,
      flag: 1 | 2,
      shopId?: string,
    ): Promise<NegationRow[]> {
      return db
        .select()
        .from(negation)
        .where(
          and(
            inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
            sql`upper(${negation.asin}) = ${asin.toUpperCase()}`,
            keywordLogScope(flag),
            shopId ? eq(negation.shopId, shopId) : undefined,
          ),
        );
    },

    /**
     * Per shop and ASIN, the count of the keyword log's rows of a flag and its latest time: flag 1 by when
     * it was applied (only those applied since `appliedSince`), flag 2 by when it was proposed.
     */
    async bellCounts(user: SessionUser, appliedSince: Date) {
      const perAsin = (flag: 1 | 2, time: typeof negation.appliedAt | typeof negation.createdAt) =>
        db
          .select({
            shopId: negation.shopId,
            asin: negation.asin,
            num: sql<number>`count(*)::int`,
            time: sql<string>`max(${time})`,
            flag: sql<number>`${flag}::int`,
          })
          .from(negation)
          .where(
            and(
              inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
              keywordLogScope(flag),
            ),
          )
          .groupBy(negation.shopId, negation.asin);
      const [automatic, waiting] = await Promise.all([
        perAsin(1, negation.appliedAt).having(gte(sql`max(${negation.appliedAt})`, appliedSince)),
        perAsin(2, negation.createdAt),
      ]);
      return [...automatic, ...waiting];
    },

    /** One page of (shop, ASIN) groups with their counts, in the requested order, with the total. */
    async asinGroups(user: SessionUser, request: NegLogListRequest) {
      const direction = request.sortOrder === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
      return (
        db
          .select({
            shopId: negation.shopId,
            asin: negation.asin,
            negatedCount,
            pendingCount,
            wastedSpend,
            lastNegatedAt,
            termTotal: sql<number>`count(*)::int`,
            total: sql<number>`(count(*) over ())::int`,
          })
          .from(negation)
          .where(filtersOf(user, request))
          .groupBy(negation.shopId, negation.asin)
          // Money ranks within a shop (one currency each): ¥1,817 is not more than £66.94.
          .orderBy(
            ...(request.sortField === 'wastedSpend' ? [negation.shopId] : []),
            sql`${SORTS[request.sortField]} ${direction}`,
            negation.asin,
            negation.shopId,
          )
          .limit(request.pageSize)
          .offset((request.page - 1) * request.pageSize)
      );
    },

    async countAsinGroups(user: SessionUser, filters: LogFilters): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(distinct (${negation.shopId}, ${negation.asin}))::int` })
        .from(negation)
        .where(filtersOf(user, filters));
      return row?.total ?? 0;
    },

    /**
     * The first page (`TERMS_FIRST_PAGE`) of the filtered negations of each of some (shop, ASIN) groups,
     * newest first, with their rule's name; `termsPage` pages the rest.
     */
    async termsOfGroups(user: SessionUser, filters: LogFilters, groups: { shopId: string; asin: string }[]) {
      // Per group, the newest page off negation_asin_newest_idx (a lateral top-N), not a rank over all
      // of the groups' rows: an ASIN may hold thousands of terms while the list shows ten.
      const keys = sql.join(
        groups.map((group) => sql`(${group.shopId}::uuid, ${group.asin}::text)`),
        sql`, `,
      );
      const firstPages = sql`(select first_page.id from (values ${keys}) as wanted(shop_id, asin)
        cross join lateral (
          select ${negation.id} as id from ${negation}
          where ${negation.shopId} = wanted.shop_id and ${negation.asin} = wanted.asin
            and ${filtersOf(user, filters) ?? sql`true`}
          order by ${negation.createdAt} desc, ${negation.id} desc
          limit ${TERMS_FIRST_PAGE}
        ) as first_page)`;
      return termRows(inArray(negation.id, firstPages));
    },

    /** One page of one ASIN's filtered negations (the filters name its shop and ASIN), with the total. */
    async termsPage(user: SessionUser, filters: LogFilters, page: number, pageSize: number) {
      const rows = await termRows(filtersOf(user, filters))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      if (rows.length || page === 1) return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page the window count is gone with the rows: count apart.
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(negation)
        .where(filtersOf(user, filters));
      return { rows, total: row?.total ?? 0 };
    },

    async kpiPerShop(user: SessionUser, filters: LogFilters) {
      return db
        .select({
          shopId: negation.shopId,
          negatedCount,
          pendingCount,
          failedCount: sql<number>`count(*) filter (where ${negation.status} = 'failed')::int`,
          wastedSpend,
        })
        .from(negation)
        .where(filtersOf(user, filters))
        .groupBy(negation.shopId);
    },

    /** One page of pending negations, oldest first, with their rule's name and the total. */
    async pendingPage(user: SessionUser, request: OperLogListRequest) {
      const createdOn = sql`(${negation.createdAt} at time zone 'UTC')::date`;
      return withRuleNames()
        .where(
          and(
            inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
            eq(negation.status, 'pending'),
            request.shopId ? eq(negation.shopId, request.shopId) : undefined,
            request.asin ? sql`upper(${negation.asin}) = ${request.asin.toUpperCase()}` : undefined,
            request.ruleId ? eq(negation.ruleId, request.ruleId) : undefined,
            request.startDate ? sql`${createdOn} >= ${request.startDate}::date` : undefined,
            request.endDate ? sql`${createdOn} <= ${request.endDate}::date` : undefined,
          ),
        )
        .orderBy(negation.createdAt, negation.id)
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize);
    },
  };
}

export type NegationLogRepo = ReturnType<typeof createNegationLogRepo>;
