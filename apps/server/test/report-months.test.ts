import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyReportRetention,
  dropReportMonth,
  ensureReportMonths,
  partitionDefaultRows,
  prepareReportMonths,
  reportMonths,
} from '../src/db/report-months.ts';
import { storeInWorker } from '../src/modules/shop/sync/ingest-report.ts';
import { insertBareShop } from './support/bare-shop.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let shopId: string;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'tw-report-months-'));
  shopId = await insertBareShop(server.database.db, 'months');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const query = <T>(statement: string, params: unknown[] = []) =>
  server.database.pool.query(statement, params).then((result) => result.rows as T[]);

let files = 0;
async function store(type: 'spSearchTerm' | 'spTargeting', days: string[]) {
  const file = join(dir, `report-${files++}.json.gz`);
  const report = days.flatMap((date) =>
    Array.from({ length: 5 }, (_, term) => ({
      date,
      campaignId: 'c1',
      adGroupId: 'ag1',
      keywordId: `kw${term}`,
      matchType: 'EXACT',
      targeting: 'kw',
      searchTerm: `term ${term}`,
      impressions: 10,
      clicks: term,
      cost: term / 4,
      purchases7d: 1,
      sales7d: 3,
    })),
  );
  writeFileSync(file, gzipSync(JSON.stringify(report)));
  return storeInWorker(server.database.db, {
    file,
    shopId,
    type,
    startDate: days[0]!,
    endDate: days.at(-1)!,
  });
}

/** Where each of the shop's rows of a table is stored, and how many. */
const partitionsOf = (table: string) =>
  query<{ partition: string; rows: number }>(
    `select tableoid::regclass::text as partition, count(*)::int as rows from ${table}
      where shop_id = $1 group by 1 order by 1`,
    [shopId],
  );

/** The rollup beside the sums it stands for, per day: they must agree. */
async function rollupAndSums() {
  const sums = await query(
    `select to_char(date, 'YYYY-MM-DD') as date, sum(clicks)::int as clicks, sum(cost)::text as cost,
            count(*)::int as rows
       from search_term_daily where shop_id = $1 group by date order by date`,
    [shopId],
  );
  const rollup = await query(
    `select to_char(date, 'YYYY-MM-DD') as date, clicks::int as clicks, cost::text as cost,
            search_term_rows::int as rows
       from shop_day_performance where shop_id = $1 order by date`,
    [shopId],
  );
  return { sums, rollup };
}

const dataVersion = async () =>
  (
    await query<{ version: number }>(
      'select version::int as version from shop_data_version where shop_id = $1',
      [shopId],
    )
  )[0]?.version ?? 0;

describe('report tables partitioned by month', () => {
  it('an ingest across a month boundary makes both months first', async () => {
    expect(await store('spSearchTerm', ['2026-05-30', '2026-05-31', '2026-06-01'])).toBe(15);
    expect(await store('spTargeting', ['2026-05-31', '2026-06-01'])).toBe(10);
    expect(await partitionsOf('search_term_daily')).toEqual([
      { partition: 'search_term_daily_2026_05', rows: 10 },
      { partition: 'search_term_daily_2026_06', rows: 5 },
    ]);
    expect(await partitionsOf('targeting_daily')).toEqual([
      { partition: 'targeting_daily_2026_05', rows: 5 },
      { partition: 'targeting_daily_2026_06', rows: 5 },
    ]);
    const { sums, rollup } = await rollupAndSums();
    expect(rollup).toEqual(sums);
  });

  it('rows written to a month without a partition wait in the default one, and move when it is made', async () => {
    await query(
      `insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
         search_term, impressions, clicks, cost, purchases_1d, purchases_7d, sales_1d, sales_7d)
       select $1, day, 'c1', 'ag1', 'kw1', 'EXACT', 'kw', 'direct ' || n, 5, n, n * 0.5, 0, 1, 0, 2
         from generate_series(date '2026-03-30', date '2026-04-02', interval '1 day') day, generate_series(1, 4) n`,
      [shopId],
    );
    expect(await partitionsOf('search_term_daily')).toEqual([
      { partition: 'search_term_daily_2026_05', rows: 10 },
      { partition: 'search_term_daily_2026_06', rows: 5 },
      { partition: 'search_term_daily_default', rows: 16 },
    ]);
    const version = await dataVersion();
    const before = await rollupAndSums();
    expect(before.rollup).toEqual(before.sums);

    expect(await partitionDefaultRows(server.database.pool)).toEqual([
      'search_term_daily_2026_03',
      'search_term_daily_2026_04',
    ]);
    expect(await partitionsOf('search_term_daily')).toEqual([
      { partition: 'search_term_daily_2026_03', rows: 8 },
      { partition: 'search_term_daily_2026_04', rows: 8 },
      { partition: 'search_term_daily_2026_05', rows: 10 },
      { partition: 'search_term_daily_2026_06', rows: 5 },
    ]);
    // The move fired none of the parent's triggers: the rollup counted the rows once, as it did before.
    expect(await rollupAndSums()).toEqual(before);
    expect(await dataVersion()).toBe(version);
  });

  it('two sessions making one month at once make it once', async () => {
    const made = await Promise.all(
      [0, 1, 2].map(() =>
        ensureReportMonths(server.database.pool, 'advertised_product_daily', '2026-07-10', '2026-07-12'),
      ),
    );
    expect(made.flat()).toEqual(['advertised_product_daily_2026_07']);
  });

  it('the daily upkeep makes this month and the next', async () => {
    await prepareReportMonths(server.database.pool, new Date('2026-12-15T08:00:00Z'));
    expect(await reportMonths(server.database.pool)).toEqual(expect.arrayContaining(['2026-12', '2027-01']));
    const { rows } = await server.database.pool.query(
      `select count(*)::int as count from pg_class where relname in
         ('targeting_daily_2027_01', 'advertised_product_daily_2027_01', 'search_term_daily_2027_01')`,
    );
    expect(rows[0].count).toBe(3);
  });

  it('retention drops a month whole: its rows and rollup days go, other months stay, the data version moves', async () => {
    const version = await dataVersion();
    const before = await rollupAndSums();
    const dropped = await dropReportMonth(server.database.pool, '2026-05');
    expect(dropped).toEqual({
      month: '2026-05',
      tables: ['search_term_daily_2026_05', 'targeting_daily_2026_05'],
      shops: 1,
    });
    const after = await rollupAndSums();
    const notMay = (rows: unknown[]) =>
      rows.filter((row) => !(row as { date: string }).date.startsWith('2026-05'));
    expect(after.sums).toEqual(notMay(before.sums));
    expect(after.rollup).toEqual(after.sums);
    expect(await partitionsOf('targeting_daily')).toEqual([
      { partition: 'targeting_daily_2026_06', rows: 5 },
    ]);
    expect(await dataVersion()).toBeGreaterThan(version);
    expect(await reportMonths(server.database.pool)).not.toContain('2026-05');
  });

  it('REPORT_RETENTION_MONTHS keeps that many months before the current one', async () => {
    const dropped = await applyReportRetention(server.database.pool, 2, new Date('2026-06-10T00:00:00Z'));
    expect(dropped.map((month) => month.month)).toEqual(['2026-03']);
    expect((await reportMonths(server.database.pool))[0]).toBe('2026-04');
    const { sums, rollup } = await rollupAndSums();
    expect(rollup).toEqual(sums);
    expect(sums.map((row) => (row as { date: string }).date)).toEqual([
      '2026-04-01',
      '2026-04-02',
      '2026-06-01',
    ]);
  });
});
