import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInWorker } from '../src/modules/shop/sync/ingest-report.ts';
import { insertBareShop } from './support/bare-shop.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const window = { type: 'spSearchTerm' as const, startDate: '2026-09-25', endDate: '2026-09-27' };
const DAYS = ['2026-09-25', '2026-09-26', '2026-09-27'];

let server: TestServer;
let shopId: string;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'tw-restate-'));
  shopId = await insertBareShop(server.database.db, 'restate');
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

interface ReportRow {
  date: string;
  term: number;
  clicks: number;
}

let files = 0;
async function store(rows: ReportRow[], days = window) {
  const file = join(dir, `report-${files++}.json.gz`);
  const report = rows.map((row) => ({
    date: row.date,
    campaignId: 'c1',
    adGroupId: `ag${row.term % 4}`,
    keywordId: `kw${row.term % 9}`,
    matchType: 'EXACT',
    targeting: 'kw',
    searchTerm: `term ${row.term}`,
    impressions: 10,
    clicks: row.clicks,
    cost: row.clicks / 4,
    purchases7d: 0,
    sales7d: 0,
  }));
  writeFileSync(file, gzipSync(JSON.stringify(report)));
  return storeInWorker(server.database.db, { file, shopId, ...days });
}

async function stored() {
  const { rows } = await server.database.pool.query<{
    date: string;
    terms: number;
    clicks: number;
    cost: string;
  }>(
    `select to_char(date, 'YYYY-MM-DD') as date, count(*)::int as terms, sum(clicks)::int as clicks, sum(cost)::text as cost
     from search_term_daily where shop_id = $1 group by date order by date`,
    [shopId],
  );
  return rows;
}

async function dayPerformance() {
  const { rows } = await server.database.pool.query<{ date: string; clicks: number; cost: string }>(
    `select to_char(date, 'YYYY-MM-DD') as date, clicks::int as clicks, cost::text as cost
     from shop_day_performance where shop_id = $1 order by date`,
    [shopId],
  );
  return rows;
}

/** The shop's data version, which the board's cached figures are keyed by. */
async function dataVersion() {
  const { rows } = await server.database.pool.query<{ version: number }>(
    'select version::int as version from shop_data_version where shop_id = $1',
    [shopId],
  );
  return rows[0]?.version ?? 0;
}

const rowsOf = (terms: number, clicks: (term: number) => number) =>
  DAYS.flatMap((date) => Array.from({ length: terms }, (_, term) => ({ date, term, clicks: clicks(term) })));

describe('a report pulled again over stored days', () => {
  it('replaces the window whole: rows the report no longer has are gone, the rest hold its figures', async () => {
    expect(await store(rowsOf(300, (term) => term % 5))).toBe(900);
    const outside = { type: 'spSearchTerm' as const, startDate: '2026-09-28', endDate: '2026-09-28' };
    expect(await store([{ date: '2026-09-28', term: 1, clicks: 7 }], outside)).toBe(1);

    const before = await dataVersion();
    expect(await store(rowsOf(120, (term) => 1 + (term % 3)))).toBe(360);
    // Every ingest moves it on, so no figure cached before it is served after.
    expect(await dataVersion()).toBeGreaterThan(before);
    const expected = DAYS.map((date) => ({ date, terms: 120, clicks: 240, cost: '60.0000' }));
    expect(await stored()).toEqual([
      ...expected,
      { date: '2026-09-28', terms: 1, clicks: 7, cost: '1.7500' },
    ]);
    // The board's daily totals (kept by triggers) follow in the same transaction.
    expect(await dayPerformance()).toEqual([
      ...expected.map(({ date, clicks, cost }) => ({ date, clicks, cost })),
      { date: '2026-09-28', clicks: 7, cost: '1.7500' },
    ]);

    // The same report again changes nothing.
    expect(await store(rowsOf(120, (term) => 1 + (term % 3)))).toBe(360);
    expect((await stored()).slice(0, 3)).toEqual(expected);
  });

  it('keeps the last row of a key the report lists twice', async () => {
    const rows = [...rowsOf(10, () => 1), { date: DAYS[0]!, term: 3, clicks: 9 }];
    expect(await store(rows)).toBe(31);
    const { rows: found } = await server.database.pool.query<{ clicks: number }>(
      `select clicks::int as clicks from search_term_daily
       where shop_id = $1 and date = $2 and search_term = 'term 3'`,
      [shopId, DAYS[0]],
    );
    expect(found).toEqual([{ clicks: 9 }]);
    expect((await stored())[0]).toEqual({ date: DAYS[0], terms: 10, clicks: 18, cost: '4.5000' });
  });

  it('keeps the last row of a key listed twice early in a large report, while the rest still streams', async () => {
    const twice = (clicks: number) => ({ date: DAYS[1]!, term: 5, clicks });
    const rest = rowsOf(15_000, () => 1).filter((row) => !(row.date === DAYS[1] && row.term === 5));
    // The repeat comes first, so PostgreSQL refuses it while the other 44,999 rows are still being sent.
    expect(await store([twice(1), twice(6), ...rest])).toBe(45_001);
    const { rows: found } = await server.database.pool.query<{ clicks: number; terms: number }>(
      `select max(clicks) filter (where search_term = 'term 5')::int as clicks, count(*)::int as terms
       from search_term_daily where shop_id = $1 and date = $2`,
      [shopId, DAYS[1]],
    );
    expect(found).toEqual([{ clicks: 6, terms: 15_000 }]);
    // 45,000 rows twice over (the refused COPY, then the fallback): beside the end-to-end run on two cores
    // that takes longer than the suite's default 30 s.
  }, 90_000);

  it("keeps the board's daily totals exact under any write, not only a report's", async () => {
    await store(rowsOf(50, (term) => term % 4));
    const { pool } = server.database;
    const exactTotals = async () =>
      (
        await pool.query<{ date: string; clicks: number; cost: string }>(
          `select to_char(date, 'YYYY-MM-DD') as date, sum(clicks)::int as clicks, sum(cost)::text as cost
           from search_term_daily where shop_id = $1 group by date order by date`,
          [shopId],
        )
      ).rows;
    await pool.query(
      `update search_term_daily set clicks = clicks + 2, cost = cost + 0.5
       where shop_id = $1 and date = $2 and search_term like 'term 1%'`,
      [shopId, DAYS[1]],
    );
    await pool.query(
      `delete from search_term_daily where shop_id = $1 and date = $2 and search_term = 'term 7'`,
      [shopId, DAYS[2]],
    );
    // The same key upserted: its insert and its update both reach the totals.
    await pool.query(
      `insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
         search_term, impressions, clicks, cost, purchases_1d, purchases_7d, sales_1d, sales_7d)
       select shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
         search_term || suffix, impressions, 3, 1.25, 0, 0, 0, 0
       from search_term_daily, (values (''), (' new')) as suffixes (suffix)
       where shop_id = $1 and date = $2 and search_term = 'term 2'
       on conflict (shop_id, date, ad_group_id, targeting_id, search_term) do update set clicks = excluded.clicks`,
      [shopId, DAYS[0]],
    );
    expect(await dayPerformance()).toEqual(await exactTotals());
    // A day whose last row goes leaves the totals with it.
    await pool.query('delete from search_term_daily where shop_id = $1 and date = $2', [shopId, DAYS[2]]);
    expect((await dayPerformance()).map((day) => day.date)).not.toContain(DAYS[2]);
    expect(await dayPerformance()).toEqual(await exactTotals());
  });

  it('goes with its shop: deleting the shop deletes its report rows, and a report for it is refused', async () => {
    await server.database.pool.query('delete from shop where id = $1', [shopId]);
    expect(await stored()).toEqual([]);
    await expect(store(rowsOf(2, () => 1))).rejects.toThrow(/was deleted/);
    expect(await stored()).toEqual([]);
  });
});
