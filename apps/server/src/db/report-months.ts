import type pg from 'pg';

/**
 * The report tables, each partitioned by calendar month (migration 0036): a month is its own table,
 * `<table>_YYYY_MM`, and a row of a month without one waits in `<table>_default`.
 */
export const REPORT_TABLES = ['search_term_daily', 'targeting_daily', 'advertised_product_daily'];

/** When the month upkeep runs (croner, UTC): daily, and at start to catch up. */
export const REPORT_MONTHS_UPKEEP = '20 0 * * *';

/** A pool, or one connection (a restore's, inside its transaction). */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/** `YYYY-MM`, the month a retention setting or an operator names. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first day of each month from `startDate`'s to `endDate`'s (both YYYY-MM-DD), as YYYY-MM-01. */
export function monthsBetween(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  const day = new Date(`${startDate.slice(0, 7)}-01T00:00:00Z`);
  const last = `${endDate.slice(0, 7)}-01`;
  for (let month = isoDay(day); month <= last; month = isoDay(day)) {
    months.push(month);
    day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return months;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * Makes the month partitions of `table` that the days from `startDate` to `endDate` fall in; answers the
 * months it made. Cheap when they exist, which is nearly always: a report ingest calls it before each write.
 */
export async function ensureReportMonths(
  db: Queryable,
  table: string,
  startDate: string,
  endDate: string,
): Promise<string[]> {
  const made: string[] = [];
  for (const month of monthsBetween(startDate, endDate)) {
    const { rows } = await db.query('select report_month_partition($1, $2::date) as made', [table, month]);
    if ((rows[0] as { made: boolean }).made) made.push(`${table}_${month.slice(0, 7).replace('-', '_')}`);
  }
  return made;
}

/** Makes the month of every row waiting in a default partition, which moves it there; answers what it made. */
export async function partitionDefaultRows(db: Queryable): Promise<string[]> {
  const made: string[] = [];
  for (const table of REPORT_TABLES) {
    const { rows } = await db.query(
      `select distinct to_char(date_trunc('month', date), 'YYYY-MM-DD') as month from "${table}_default" order by month`,
    );
    for (const { month } of rows as { month: string }[])
      made.push(...(await ensureReportMonths(db, table, month, month)));
  }
  return made;
}

/**
 * The daily upkeep: this month and the next exist before their rows come, so no ingest makes one while
 * others read, and rows another writer left in a default partition move into their months.
 */
export async function prepareReportMonths(db: Queryable, today = new Date()): Promise<string[]> {
  const thisMonth = isoDay(today);
  const next = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const made: string[] = [];
  for (const table of REPORT_TABLES)
    made.push(...(await ensureReportMonths(db, table, thisMonth, isoDay(next))));
  return [...made, ...(await partitionDefaultRows(db))];
}

/**
 * The report tables' statistics as a whole, which the planner reads for joins and groupings over several
 * months. Neither PostgreSQL's autovacuum nor the embedded database's refresh (statistics.ts) gathers them:
 * both analyze the partitions only.
 */
export async function analyzeReportTables(db: Queryable): Promise<void> {
  for (const table of REPORT_TABLES) await db.query(`analyze "${table}"`);
}

/** The months (YYYY-MM) that have a partition in any report table, oldest first. */
export async function reportMonths(db: Queryable): Promise<string[]> {
  const { rows } = await db.query(
    `select distinct replace(right(c.relname, 7), '_', '-') as month
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = any($1::regclass[]) and c.relname ~ '_\\d{4}_\\d{2}$'
      order by month`,
    [REPORT_TABLES],
  );
  return (rows as { month: string }[]).map((row) => row.month);
}

export interface DroppedMonth {
  month: string;
  /** The partitions dropped. */
  tables: string[];
  /** The shops whose data version moved: their cached figures counted the month. */
  shops: number;
}

/**
 * Drops one month (YYYY-MM) of every report table as whole tables, in one transaction: the month's days
 * leave the search-term rollup, and the data version of each shop that had rows moves. Rows of that month
 * still in a default partition go too.
 */
export async function dropReportMonth(pool: pg.Pool, month: string): Promise<DroppedMonth> {
  const parts = MONTH.exec(month);
  if (!parts) throw new Error(`${month} is no month: YYYY-MM`);
  const first = `${month}-01`;
  // Date.UTC counts months from 0: the month after this one.
  const next = isoDay(new Date(Date.UTC(Number(parts[1]), Number(parts[2]), 1)));
  const client = await pool.connect();
  try {
    await client.query('begin');
    // As report_month_partition does: against it making the month again meanwhile, and a second instance
    // dropping it too.
    await client.query(
      `lock table ${REPORT_TABLES.map((table) => `"${table}"`).join(', ')} in share update exclusive mode`,
    );
    const shops = new Set<string>();
    const tables: string[] = [];
    for (const table of REPORT_TABLES) {
      const partition = `${table}_${month.replace('-', '_')}`;
      const { rows: found } = await client.query<{ found: boolean }>(
        'select to_regclass($1) is not null as found',
        [`public.${partition}`],
      );
      const { rows: waiting } = await client.query<{ shop_id: string }>(
        `delete from "${table}_default" where date >= $1 and date < $2 returning shop_id`,
        [first, next],
      );
      waiting.forEach((row) => shops.add(row.shop_id));
      if (!found[0]?.found) continue;
      for (const shop of await shopsIn(client, partition)) shops.add(shop);
      await client.query(`drop table "${partition}"`);
      tables.push(partition);
    }
    // The rows went without the parent's statement triggers: the rollup loses the days here.
    await client.query('delete from shop_day_performance where date >= $1 and date < $2', [first, next]);
    await client.query(
      `insert into shop_data_version (shop_id, version)
       select id, 1 from shop where id = any($1::uuid[])
       on conflict (shop_id) do update set version = shop_data_version.version + 1`,
      [[...shops]],
    );
    await client.query('commit');
    return { month, tables, shops: shops.size };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The shops with rows in a partition, one primary-key probe per shop instead of a read of the month. */
async function shopsIn(client: pg.PoolClient, partition: string): Promise<string[]> {
  const { rows } = await client.query<{ shop_id: string }>(
    `with recursive shops as (
       select (select shop_id from "${partition}" order by shop_id limit 1) as shop_id
       union all
       select (select shop_id from "${partition}" where shop_id > shops.shop_id order by shop_id limit 1)
         from shops where shops.shop_id is not null
     )
     select shop_id from shops where shop_id is not null`,
  );
  return rows.map((row) => row.shop_id);
}

/**
 * Retention: drops every month that ended before the `keepMonths` months before this one began, e.g. with
 * 24 on 2026-11-29 the months up to October 2024. Answers what it dropped.
 */
export async function applyReportRetention(
  pool: pg.Pool,
  keepMonths: number,
  today = new Date(),
): Promise<DroppedMonth[]> {
  const cutoff = isoDay(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - keepMonths, 1)),
  ).slice(0, 7);
  const dropped: DroppedMonth[] = [];
  for (const month of await reportMonths(pool)) {
    if (month >= cutoff) break;
    dropped.push(await dropReportMonth(pool, month));
  }
  return dropped;
}
