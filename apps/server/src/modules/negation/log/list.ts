import type {
  NegationTerm,
  NegLogAsinRow,
  NegLogKpiRequest,
  NegLogKpiResponse,
  NegLogListRequest,
  NegLogTermsRequest,
} from '@termwise/contracts';
import { TERMS_FIRST_PAGE } from '@termwise/contracts';
import { and, desc, eq, getTableColumns, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { negation, negationRule } from '../../../db/schema/index.ts';
import type { NegationRow } from '../engine/repo.ts';
import { normaliseTerm } from '../engine/terms.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import { DISPLAY_ZONE } from './times.ts';
import { inVisibleOrganisation, type SessionUser } from '../../../http/session-user.ts';

type Filters = Omit<NegLogListRequest, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;

/** Dates filter on the day the negation was created, in the header's zone. */
function filtersOf(user: SessionUser, filters: Filters): SQL | undefined {
  const createdOn = sql`(${negation.createdAt} at time zone ${DISPLAY_ZONE})::date`;
  return and(
    inVisibleOrganisation(negation.organisationId, user),
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

/** The negative-keywords page: one row per ASIN (paged) with its matching terms. */
export async function negationList(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  request: NegLogListRequest,
) {
  const where = filtersOf(user, request);
  const direction = request.sortOrder === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const groups = await db
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
    .where(where)
    .groupBy(negation.shopId, negation.asin)
    .orderBy(sql`${SORTS[request.sortField]} ${direction}`, negation.asin, negation.shopId)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  if (!groups.length) return { rows: [], total: await countGroups(db, where) };
  const terms = await termsOf(db, shops, where, groups);
  const shopIds = groups.map((group) => group.shopId);
  const productOf = await shops.products(shopIds);
  const owners = await shops.shopsById(shopIds);
  const rows: NegLogAsinRow[] = groups.map((group) => {
    const owner = owners.get(group.shopId);
    const item = productOf(group.shopId, group.asin);
    return {
      shopId: group.shopId,
      shopName: owner?.name ?? '',
      currencyCode: owner?.currencyCode ?? '',
      asin: group.asin,
      title: item?.title ?? '',
      imageUrl: item?.imageUrl ?? '',
      negatedCount: group.negatedCount,
      pendingCount: group.pendingCount,
      wastedSpend: Math.round(group.wastedSpend * 100) / 100,
      lastNegatedAt: group.lastNegatedAt ? new Date(group.lastNegatedAt).toISOString() : null,
      terms: terms.filter((term) => term.shopId === group.shopId && term.asin === group.asin),
      termTotal: group.termTotal,
    };
  });
  return { rows, total: groups[0]!.total };
}

async function countGroups(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct (${negation.shopId}, ${negation.asin}))::int` })
    .from(negation)
    .where(where);
  return row?.total ?? 0;
}

/** Newest first; the id breaks ties so pages never overlap. */
const termOrder = [desc(negation.createdAt), desc(negation.id)];

/** The first page of terms of each ASIN on the page; the rest are paged by `asinTerms`. */
async function termsOf(
  db: Database,
  shops: ShopDirectory,
  where: SQL | undefined,
  groups: { shopId: string; asin: string }[],
): Promise<NegationTerm[]> {
  const ranked = db
    .select({
      id: negation.id,
      rank: sql<number>`row_number() over (partition by ${negation.shopId}, ${negation.asin} order by ${negation.createdAt} desc, ${negation.id} desc)`.as(
        'rank',
      ),
    })
    .from(negation)
    .where(
      and(
        where,
        inArray(
          negation.shopId,
          groups.map((group) => group.shopId),
        ),
        inArray(
          negation.asin,
          groups.map((group) => group.asin),
        ),
      ),
    )
    .as('ranked');
  const firstPage = db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, TERMS_FIRST_PAGE));
  return termRows(db, shops, inArray(negation.id, firstPage));
}

async function termRows(
  db: Database,
  shops: ShopDirectory,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
) {
  const query = db
    .select({
      ...getTableColumns(negation),
      ruleName: negationRule.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(negation)
    .leftJoin(negationRule, eq(negationRule.id, negation.ruleId))
    .where(where)
    .orderBy(...termOrder);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const names = await shops.names(rows.map((row) => row.shopId));
  return Object.assign(
    rows.map((row) => toNegationTerm(row, row.ruleName, names)),
    { total: rows[0]?.total ?? 0 },
  );
}

/** One page of one ASIN's terms under the list's filters (`/v1/negLog/terms`). */
export async function asinTerms(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  { page, pageSize, ...filters }: NegLogTermsRequest,
) {
  const rows = await termRows(db, shops, filtersOf(user, filters), {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  // Past the last page the window count is gone with the rows: count apart.
  const total = rows.length ? rows.total : page === 1 ? 0 : await countTerms(db, filtersOf(user, filters));
  return { rows: [...rows], total };
}

async function countTerms(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(negation)
    .where(where);
  return row?.total ?? 0;
}

type Names = Awaited<ReturnType<ShopDirectory['names']>>;

export function toNegationTerm(row: NegationRow, ruleName: string | null, names: Names): NegationTerm {
  return {
    id: row.id,
    uniqueSign: row.uniqueSign,
    shopId: row.shopId,
    asin: row.asin,
    searchTerm: row.searchTerm,
    campaignId: row.campaignId,
    campaignName: names.campaign(row.shopId, row.campaignId),
    adGroupId: row.adGroupId,
    adGroupName: names.adGroup(row.shopId, row.adGroupId),
    level: row.level,
    matchType: row.matchType as NegationTerm['matchType'],
    ruleId: row.ruleId,
    ruleName,
    flag: row.flag === 1 ? 1 : 2,
    status: row.status,
    recommendation: row.recommendation,
    caution: row.caution,
    triggerMetrics: row.triggerMetrics,
    amazonId: row.amazonId,
    failureReason: row.failureReason,
    negatedOn: row.negatedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The KPI strip; wasted spend per currency, as one organisation's shops may sell in several. */
export async function negationKpi(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  request: NegLogKpiRequest,
): Promise<NegLogKpiResponse> {
  const perShop = await db
    .select({
      shopId: negation.shopId,
      negatedCount,
      pendingCount,
      failedCount: sql<number>`count(*) filter (where ${negation.status} = 'failed')::int`,
      wastedSpend,
    })
    .from(negation)
    .where(filtersOf(user, request))
    .groupBy(negation.shopId);
  const owners = await shops.shopsById(perShop.map((row) => row.shopId));
  const spendPerCurrency = new Map<string, number>();
  for (const row of perShop) {
    const currencyCode = owners.get(row.shopId)?.currencyCode;
    if (currencyCode)
      spendPerCurrency.set(currencyCode, (spendPerCurrency.get(currencyCode) ?? 0) + row.wastedSpend);
  }
  const sum = (pick: (row: (typeof perShop)[number]) => number) =>
    perShop.reduce((total, row) => total + pick(row), 0);
  return {
    negatedCount: sum((row) => row.negatedCount),
    pendingCount: sum((row) => row.pendingCount),
    failedCount: sum((row) => row.failedCount),
    wastedSpend: [...spendPerCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currencyCode, amount]) => ({ currencyCode, amount: Math.round(amount * 100) / 100 })),
  };
}
