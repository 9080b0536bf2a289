import type { AbaImportView, AbaMarketplaceView, AbaSearchTermsResponse } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abaReportPartition,
  dropOrphanAbaPartitions,
  ensureAbaReportPartition,
  partitionDefaultAbaRows,
} from '../src/db/aba-report-partitions.ts';
import { connectNorthpeak, endedWeek, waitForJob as waitForJobOf } from './support/aba.ts';
import { startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 13 point 3: Brand Analytics reports imported from the Selling Partner API over real HTTP. */

const TERMS = 3000;
const GERMANY = 'A1PA6795UKMFR9';

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;

const waitForJob = (jobId: string) => waitForJobOf(server, admin, jobId);

const importWeek = (startDate: string, token = admin) =>
  server.call<{ jobId: string }>(
    '/v1/aba/import',
    { marketplaceId: GERMANY, reportPeriod: 'WEEK', startDate },
    { token },
  );

const searchTerms = (body: Record<string, unknown>, token = admin) =>
  server.call<AbaSearchTermsResponse>('/v1/aba/search_terms', { marketplaceId: GERMANY, ...body }, { token });

const storedTerms = async () =>
  (
    await server.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from aba_search_term`,
    )
  ).rows[0]!.count;

beforeAll(async () => {
  // Catalog Items at Amazon's 2 calls a second would make the pictures test wait a minute.
  const catalog = { perSecond: 100, burst: 100 };
  sandbox = await startAmazonSandbox({
    abaTermsPerMarketplace: TERMS,
    throttle: {
      catalogSearch: { perClient: catalog, perProfile: catalog },
      catalogGet: { perClient: catalog, perProfile: catalog },
    },
  });
  server = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY } });
  admin = (await loginAs(server, DEMO.admin)).token;
  await connectNorthpeak(server, admin);
  server.app.jobRunner.start();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

describe('ABA import from the Reports API', { timeout: 120_000 }, () => {
  it('imports a week: every term once, by rank, with its top three clicked ASINs', async () => {
    const started = await importWeek(endedWeek(1));
    expect(started.body.code).toBe('0000');
    const job = await waitForJob(started.body.data.jobId);
    expect(job).toMatchObject({ state: 'succeeded', progress: 100, error: null });
    expect(await storedTerms()).toBe(TERMS);

    const page = (await searchTerms({ pageSize: 5 })).body.data;
    expect(page.period).toMatchObject({ reportPeriod: 'WEEK', startDate: endedWeek(1), terms: TERMS });
    expect(page).toMatchObject({ total: TERMS, totalCapped: false });
    expect(page.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    // A filter is counted up to 2,000 terms (ABA_COUNT_LIMIT); this one lets every term through.
    const everyTerm = (await searchTerms({ exclude: 'zzzz', pageSize: 5 })).body.data;
    expect(everyTerm).toMatchObject({ total: 2000, totalCapped: true });
    expect(everyTerm.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
    // Top terms always have three clicked ASINs, click shares falling by position.
    const [first] = page.rows;
    expect(first!.top).toHaveLength(3);
    expect(first!.top[0]!.clickShare).toBeGreaterThanOrEqual(first!.top[1]!.clickShare);
    expect(first!.clickShareTop3).toBeCloseTo(
      first!.top.reduce((sum, asin) => sum + asin.clickShare, 0),
      4,
    );
    // Ranks are a permutation 1..N: nothing twice, nothing lost.
    const ranks = await server.database.db.execute<{ distinct: number; max: number }>(
      sql`select count(distinct search_frequency_rank)::int as distinct, max(search_frequency_rank) as max from aba_search_term`,
    );
    expect(ranks.rows[0]).toEqual({ distinct: TERMS, max: TERMS });
  });

  it('the same period twice replaces it whole: one report, the same terms, never twice', async () => {
    const again = await importWeek(endedWeek(1));
    expect(await waitForJob(again.body.data.jobId)).toMatchObject({ state: 'succeeded' });
    expect(await storedTerms()).toBe(TERMS);
    const imports = await server.call<{ rows: AbaImportView[] }>('/v1/aba/imports', {}, { token: admin });
    const ofWeek = imports.body.data.rows.filter((row) => row.startDate === endedWeek(1));
    expect(ofWeek.map((row) => row.status)).toEqual(['ready']);
  });

  it("pictures the top terms' products from Amazon's catalog after an import, each product once", async () => {
    const imageJobs = async () =>
      (
        await server.database.db.execute<{ state: string }>(
          sql`select state from job where kind = 'aba.images'`,
        )
      ).rows.map((row) => row.state);
    // One job per import so far (the week, then the same week again), both done.
    await expect.poll(imageJobs, { timeout: 60_000 }).toEqual(['succeeded', 'succeeded']);
    const page = (await searchTerms({ pageSize: 20 })).body.data;
    const pictures = page.rows.flatMap((row) => row.top.map((asin) => asin.imageUrl));
    expect(pictures).toHaveLength(60);
    for (const picture of pictures) expect(picture).toMatch(/^\/v1\/shop\/sandbox-images\/B0\w{8}\.svg$/);
    const image = await server.app.inject({ method: 'GET', url: pictures[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    // The second import's job found every product pictured already: one row per product, never two.
    const stored = await server.database.db.execute<{ rows: number; asins: number }>(
      sql`select count(*)::int as rows, count(distinct asin)::int as asins from aba_product_image`,
    );
    expect(stored.rows[0]!.rows).toBe(stored.rows[0]!.asins);
    expect(stored.rows[0]!.rows).toBeGreaterThan(1000);
  });

  it('the previous week gives each term its rank change', async () => {
    expect(await waitForJob((await importWeek(endedWeek(2))).body.data.jobId)).toMatchObject({
      state: 'succeeded',
    });
    const page = (await searchTerms({ pageSize: 50 })).body.data;
    expect(page.period?.startDate).toBe(endedWeek(1));
    const before = (await searchTerms({ startDate: endedWeek(2), pageSize: 200 })).body.data.rows;
    const rankBefore = new Map(before.map((row) => [row.searchTerm, row.rank]));
    const compared = page.rows.filter((row) => rankBefore.has(row.searchTerm));
    expect(compared.length).toBeGreaterThan(10);
    for (const row of compared) expect(row.change1).toBe(rankBefore.get(row.searchTerm)! - row.rank);
  });

  it('a department filter keeps only its terms; the marketplace names every department it saw', async () => {
    const marketplaces = await server.call<{ marketplaces: AbaMarketplaceView[] }>(
      '/v1/aba/marketplaces',
      {},
      { token: admin },
    );
    const departments = marketplaces.body.data.marketplaces.find(
      (one) => one.marketplaceId === GERMANY,
    )!.departments;
    expect(departments).toContain('Kitchen');
    expect(departments.length).toBeGreaterThan(3);

    const body = {
      marketplaceId: GERMANY,
      reportPeriod: 'WEEK',
      startDate: endedWeek(5),
      departments: ['Kitchen'],
    };
    const started = await server.call<{ jobId: string }>('/v1/aba/import', body, { token: admin });
    expect(await waitForJob(started.body.data.jobId)).toMatchObject({ state: 'succeeded' });
    const week = (await searchTerms({ startDate: endedWeek(5), pageSize: 200 })).body.data;
    expect(week.total).toBeGreaterThan(0);
    expect(week.total).toBeLessThan(TERMS);
    expect(new Set(week.rows.map((row) => row.department))).toEqual(new Set(['Kitchen']));
  });

  it('imports a month as a period of its own, beside the weeks', async () => {
    const today = new Date();
    const startDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 10);
    const endDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0))
      .toISOString()
      .slice(0, 10);
    const body = { marketplaceId: GERMANY, reportPeriod: 'MONTH', startDate };
    const started = await server.call<{ jobId: string }>('/v1/aba/import', body, { token: admin });
    expect(await waitForJob(started.body.data.jobId)).toMatchObject({ state: 'succeeded' });
    const month = (await searchTerms({ reportPeriod: 'MONTH', pageSize: 1 })).body.data;
    expect(month).toMatchObject({
      total: TERMS,
      period: { reportPeriod: 'MONTH', startDate, endDate, terms: TERMS },
    });
    // The weeks are still the default period.
    expect((await searchTerms({ pageSize: 1 })).body.data.period?.reportPeriod).toBe('WEEK');
  });

  it('a FATAL report fails the import with why, and shows nothing of that week', async () => {
    sandbox.faults.failReports(1);
    const job = await waitForJob((await importWeek(endedWeek(3))).body.data.jobId);
    expect(job.state).toBe('failed');
    // Amazon's reason, read from the FATAL report's error document.
    expect(job.error).toMatch(/FATAL: Report processing failed because of an internal error/);
    expect(job.failure).toEqual({ code: 'reportFailed', params: { detail: job.error } });
    expect((await searchTerms({ startDate: endedWeek(3) })).body.data.period).toBeNull();
  });

  it("keeps each ready report's terms in a partition of their own, and only those", async () => {
    const { pool } = server.database;
    const partitions = async () =>
      (
        await pool.query<{ name: string }>(
          `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
            where i.inhparent = 'aba_search_term'::regclass and c.relname <> 'aba_search_term_default'
            order by 1`,
        )
      ).rows.map((row) => row.name);
    const ready = (
      await pool.query<{ id: string }>(`select id from aba_report where status = 'ready'`)
    ).rows.map((row) => abaReportPartition(row.id));
    // The replaced week's and the failed week's partitions were emptied, and the daily task drops them.
    const rowsIn = async (partition: string) =>
      (await pool.query<{ rows: number }>(`select count(*)::int as rows from "${partition}"`)).rows[0]!.rows;
    const gone = (await partitions()).filter((partition) => !ready.includes(partition));
    expect(gone.length).toBeGreaterThanOrEqual(1);
    for (const partition of gone) expect(await rowsIn(partition)).toBe(0);
    expect(await dropOrphanAbaPartitions(pool)).toBe(gone.length);
    expect(await partitions()).toEqual(ready.sort());
    const terms = await storedTerms();

    // A restore loads the terms before any partition exists: they wait in the default one, then move.
    const [first] = ready;
    await pool.query(`alter table aba_search_term detach partition "${first}"`);
    await pool.query(`insert into aba_search_term_default select * from "${first}"`);
    await pool.query(`drop table "${first}"`);
    expect(await partitionDefaultAbaRows(pool)).toBe(await rowsIn(first!));
    expect(await partitions()).toEqual(ready);
    const waiting = await pool.query<{ rows: number }>(
      'select count(*)::int as rows from aba_search_term_default',
    );
    expect(waiting.rows[0]!.rows).toBe(0);
    expect(await storedTerms()).toBe(terms);

    // A partition whose report is gone is dropped by the daily upkeep.
    await ensureAbaReportPartition(pool, '00000000-0000-4000-8000-000000000000');
    expect(await partitions()).toHaveLength(ready.length + 1);
    expect(await dropOrphanAbaPartitions(pool)).toBe(1);
    expect(await partitions()).toEqual(ready);
  });

  it('refuses a period that is no week, one that has not ended, and a marketplace of no shop', async () => {
    expect((await importWeek('2026-01-05')).body.code).toBe('4000');
    expect((await importWeek(endedWeek(-1))).body.code).toBe('4000');
    const other = await server.call(
      '/v1/aba/import',
      { marketplaceId: 'ATVPDKIKX0DER', reportPeriod: 'WEEK', startDate: endedWeek(1) },
      { token: admin },
    );
    expect(other.body.code).toBe('4004');
  });

  it('R_USER without the role gets 4003 on every call', async () => {
    const user = (await loginAs(server, DEMO.user)).token;
    expect((await importWeek(endedWeek(1), user)).body.code).toBe('4003');
    expect((await searchTerms({}, user)).body.code).toBe('4003');
    for (const [path, body] of [
      ['/v1/aba/marketplaces', {}],
      ['/v1/aba/imports', {}],
      ['/v1/aba/backfill', { marketplaceId: GERMANY, weeks: 1 }],
      ['/v1/aba/term_history', { marketplaceId: GERMANY, searchTerm: 'x' }],
    ] as const) {
      expect((await server.call(path, body, { token: user })).body.code).toBe('4003');
    }
  });
});
