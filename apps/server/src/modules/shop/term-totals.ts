import { sql, type SQL } from 'drizzle-orm';
import { acosOf, cpcOf, cvrOf, roundRatio } from '@termwise/contracts';
import type { Database } from '../../db/client.ts';

/** Report days from `startDate` to `endDate`, both included (the shop's own calendar). */
export interface ReportDays {
  startDate: string;
  endDate: string;
}

/**
 * The sums a bound may test; ratios are null (never within a bound) where their base is zero. The SQL twin
 * of the contracts' acosOf, cvrOf and cpcOf: a bound filters in the database, before any row reaches us.
 */
export type TotalsMetric = 'impressions' | 'clicks' | 'spend' | 'orders' | 'sales' | 'acos' | 'cvr' | 'cpc';

/** `metric operator value`, already scaled by any target it is relative to. */
export interface TotalsBound {
  metric: TotalsMetric;
  operator: '>=' | '>' | '<=' | '<' | '=';
  value: number;
}

export interface TermTotalsQuery {
  days: ReportDays;
  /** `adGroup`: one row per ad group and term; `campaign`: one per campaign and term over its ad groups. */
  level: 'adGroup' | 'campaign';
  /** 7 sums purchases7d/sales7d (what the console shows), 1 sums purchases1d/sales1d. */
  attributionDays: number;
  /** Each non-empty list narrows the rows summed (all must hold). */
  campaignIds: string[];
  adGroupIds: string[];
  /** Ad groups advertising a wanted ASIN; null = any ad group. */
  asinAdGroupIds: string[] | null;
  /**
   * Keeps only totals within every bound. Money and ratios are compared with a margin of 1e-4, so the
   * caller's exact check on rounded figures decides at the edge.
   */
  bounds: TotalsBound[];
  /** At ad-group level: find an order for the same term in another ad group of the campaign. */
  sellsElsewhere?: { acosTarget: number | null };
}

/** What a term did at one place over some days. */
export interface TermSums {
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

/** A term's sums at one place over the days; `searchTerm` is normalised (lower case, single spaces). */
export interface PlaceTermTotals extends TermSums {
  campaignId: string;
  adGroupId: string | null;
  searchTerm: string;
  /** The ad groups the sums came from. */
  adGroupIds: string[];
  /** The other ad group of the campaign that sells the term best over the days (most orders). */
  elsewhere: { adGroupId: string; orders: number; sales: number; cost: number } | null;
}

const MARGIN = 1e-4;
const RATIO: Record<TotalsMetric, string> = {
  impressions: 'impressions',
  clicks: 'clicks',
  spend: 'cost',
  orders: 'orders',
  sales: 'sales',
  acos: 'cost / nullif(sales, 0)',
  cvr: 'orders / nullif(clicks, 0)',
  cpc: 'cost / nullif(clicks, 0)',
};

function boundSql(bound: TotalsBound): SQL {
  const value = sql.raw(`(${RATIO[bound.metric]})`);
  if (bound.operator === '=') return sql`abs(${value} - ${bound.value}) <= ${MARGIN}`;
  if (bound.operator.startsWith('>')) return sql`${value} >= ${bound.value - MARGIN}`;
  return sql`${value} <= ${bound.value + MARGIN}`;
}

/** boundSql's test on sums already in memory (a backtest's history). */
export function withinBounds(sums: TermSums, bounds: readonly TotalsBound[]): boolean {
  return bounds.every((bound) => {
    const value = metricOf(sums, bound.metric);
    if (value === null) return false;
    if (bound.operator === '=') return Math.abs(value - bound.value) <= MARGIN;
    if (bound.operator.startsWith('>')) return value >= bound.value - MARGIN;
    return value <= bound.value + MARGIN;
  });
}

/** The sellers' test of placedSql in memory: an order, within the ACOS target when there is one. */
export function sellsWithin(
  sums: { orders: number; sales: number; cost: number },
  acosTarget: number | null,
) {
  if (sums.orders < 1) return false;
  if (acosTarget === null) return true;
  const acos = roundRatio(acosOf(sums));
  return acos !== null && acos <= acosTarget;
}

function metricOf(sums: TermSums, metric: TotalsMetric): number | null {
  if (metric === 'spend') return sums.cost;
  if (metric === 'acos') return acosOf(sums);
  if (metric === 'cvr') return cvrOf(sums);
  if (metric === 'cpc') return cpcOf(sums);
  return sums[metric];
}

// drizzle expands an array into a parenthesised list of parameters.
const anyOf = (column: string, ids: string[] | null) =>
  ids === null ? sql`` : ids.length ? sql`and ${sql.raw(column)} in ${ids}` : sql`and false`;

const orAll = (ids: string[]) => (ids.length ? ids : null);

type TotalsRow = {
  query: number;
  campaign_id: string;
  ad_group_id: string | null;
  term: string;
  ad_group_ids: string[];
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
  elsewhere: PlaceTermTotals['elsewhere'];
};

/** One query's terms: its scope, rolled up to the campaign when asked, within its bounds, with sellers. */
function placedSql(query: TermTotalsQuery, index: number): { ctes: SQL; select: SQL } {
  const bounds = query.bounds.length ? sql.join(query.bounds.map(boundSql), sql` and `) : sql`true`;
  const campaignLevel = query.level === 'campaign';
  const placeGroup = sql.raw(campaignLevel ? 'null::text' : 'ad_group_id');
  const elsewhere = !campaignLevel && query.sellsElsewhere;
  const acosTarget = elsewhere ? elsewhere.acosTarget : null;
  const [placed, sellers] = [sql.raw(`placed_${index}`), sql.raw(`sellers_${index}`)];
  const ctes = sql`
    ${placed} as (
      select * from (
        select campaign_id, ${placeGroup} as ad_group_id, term, array_agg(ad_group_id order by ad_group_id) as ad_group_ids,
          sum(impressions) as impressions, sum(clicks) as clicks, sum(cost) as cost, sum(orders) as orders,
          sum(sales) as sales
        from per_group
        where true ${anyOf('campaign_id', orAll(query.campaignIds))} ${anyOf('ad_group_id', orAll(query.adGroupIds))}
          ${anyOf('ad_group_id', query.asinAdGroupIds)}
        group by 1, 2, 3
      ) sums
      where ${bounds}
    ),
    ${sellers} as (
      select campaign_id, ad_group_id, term, orders, sales, cost from per_group
      where ${elsewhere ? sql`true` : sql`false`} and orders >= 1
        and (${acosTarget}::float8 is null or (sales > 0 and round((cost / sales)::numeric, 4) <= ${acosTarget}::float8))
    )`;
  const select = sql`(
    select distinct on (m.campaign_id, m.ad_group_id, m.term) ${index}::int as query, m.campaign_id, m.ad_group_id,
      m.term, m.ad_group_ids, m.impressions, m.clicks, m.cost, m.orders, m.sales,
      case when s.ad_group_id is null then null else
        json_build_object('adGroupId', s.ad_group_id, 'orders', s.orders, 'sales', s.sales, 'cost', s.cost) end
        as elsewhere
    from ${placed} m
    left join ${sellers} s on s.campaign_id = m.campaign_id and s.term = m.term and s.ad_group_id <> m.ad_group_id
    order by m.campaign_id, m.ad_group_id, m.term, s.orders desc nulls last, s.ad_group_id
  )`;
  return { ctes, select };
}

/**
 * One statement for queries over the same days and attribution: the shop's rows over the days are read and
 * summed once per ad group and normalised term, then each query narrows, rolls up and bounds those sums.
 * Nothing is summed row by row in JavaScript.
 */
function sharedDaysSql(shopId: string, queries: { query: TermTotalsQuery; index: number }[]): SQL {
  const { days, attributionDays } = queries[0]!.query;
  const one = attributionDays === 1;
  const orders = sql.raw(one ? 'purchases_1d' : 'purchases_7d');
  const sales = sql.raw(one ? 'sales_1d' : 'sales_7d');
  const parts = queries.map(({ query, index }) => placedSql(query, index));
  return sql`
    with per_text as (
      select campaign_id, ad_group_id, search_term, sum(impressions) as impressions, sum(clicks) as clicks,
        sum(cost) as cost, sum(${orders}) as orders, sum(${sales}) as sales
      from search_term_daily
      where shop_id = ${shopId} and date between ${days.startDate} and ${days.endDate}
      group by 1, 2, 3
    ),
    -- Normalised once per distinct text, not once per day: the regular expression costs more than the sums.
    per_group as materialized (
      select campaign_id, ad_group_id, lower(btrim(regexp_replace(search_term, '\\s+', ' ', 'g'))) as term,
        sum(impressions)::float8 as impressions, sum(clicks)::float8 as clicks, sum(cost)::float8 as cost,
        sum(orders)::float8 as orders, sum(sales)::float8 as sales
      from per_text
      group by 1, 2, 3
    ),
    ${sql.join(
      parts.map((part) => part.ctes),
      sql`,`,
    )}
    select * from (${sql.join(
      parts.map((part) => part.select),
      sql` union all `,
    )}) each_query
    order by 1, 2, 3, 4`;
}

/**
 * The terms' sums per place for each query, in the queries' order; queries over the same days and
 * attribution (a shop's rules in one run, as a rule), share one read of the shop's rows.
 */
export async function termTotalsOf(
  db: Database,
  shopId: string,
  queries: TermTotalsQuery[],
): Promise<PlaceTermTotals[][]> {
  const results: PlaceTermTotals[][] = queries.map(() => []);
  const byDays = new Map<string, { query: TermTotalsQuery; index: number }[]>();
  queries.forEach((query, index) => {
    const key = `${query.days.startDate}:${query.days.endDate}:${query.attributionDays}`;
    byDays.set(key, [...(byDays.get(key) ?? []), { query, index }]);
  });
  for (const group of byDays.values()) {
    const rows = await db.transaction(async (tx) => {
      // The planner guesses a tenth of the rows as groups (far more than a shop has terms) and then sorts
      // a year of rows on disk; with room for a hash table it sums them in memory, which takes what the
      // groups need, not the setting. JIT compiling took 0.3-0.5 s of a 2 s statement.
      await tx.execute(sql`set local work_mem = '32MB'`);
      await tx.execute(sql`set local jit = off`);
      return (await tx.execute<TotalsRow>(sharedDaysSql(shopId, group))).rows;
    });
    for (const row of rows) results[row.query]!.push(totalsOf(row));
  }
  return results;
}

/** One query's terms' sums per place (see termTotalsOf). */
export async function termTotals(
  db: Database,
  shopId: string,
  query: TermTotalsQuery,
): Promise<PlaceTermTotals[]> {
  return (await termTotalsOf(db, shopId, [query]))[0]!;
}

function totalsOf(row: TotalsRow): PlaceTermTotals {
  return {
    campaignId: row.campaign_id,
    adGroupId: row.ad_group_id,
    searchTerm: row.term,
    adGroupIds: row.ad_group_ids,
    impressions: row.impressions,
    clicks: row.clicks,
    cost: row.cost,
    orders: row.orders,
    sales: row.sales,
    elsewhere: row.elsewhere,
  };
}
