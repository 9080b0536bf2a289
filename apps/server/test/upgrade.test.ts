import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopList } from '@termwise/contracts';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { consentInSandbox, followCallback } from './support/amazon.ts';
import { endedWeek } from './support/aba.ts';
import { dataTables } from './support/data-tables.ts';
import { call, login, startServer, waitForJob, type MainProcess } from './support/main-process.ts';

/**
 * Issue 36 point 3: a data directory made by an earlier release opens on this one. Each fixture is a data
 * directory (embedded database, secrets, the in-process sandbox's state) made by `npm start` of its release
 * with the demo accounts, one authorized, synced shop and (since 2026-11-29-aba-weeks) two uploaded Brand Analytics
 * weeks, beside the row counts it had. Opening it runs the
 * migrations forward; every row is still there, and the shop still syncs with the tokens it holds.
 * A release whose schema changes adds its fixture: `npm run fixture:upgrade -w apps/server`.
 */
const FIXTURES = new URL('./fixtures/upgrade/', import.meta.url).pathname;
const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.tar.gz'));
const DEFAULT_PARTITIONS = [
  'search_term_daily_default',
  'targeting_daily_default',
  'advertised_product_daily_default',
  'aba_search_term_default',
];
const DEMO_ACCOUNTS = {
  DEMO: 'accounts',
  DEMO_ABA_WEEKS: '0',
  ABA_WEEKLY_IMPORT: 'off',
  BACKUP_SCHEDULE: 'off',
};

// The embedded data directory is the subject: the PostgreSQL pass has nothing to add.
const opensFixtures = !process.env.MAKE_UPGRADE_FIXTURE && !process.env.TEST_POSTGRES_URL;

describe.runIf(opensFixtures)('a data directory of an earlier release', () => {
  it('exists for this release or an earlier one', () => expect(fixtures.length).toBeGreaterThan(0));

  for (const fixture of fixtures)
    it(`${fixture} opens with every row, and its shop syncs`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tw-upgrade-'));
      try {
        execFileSync('tar', ['-xzf', join(FIXTURES, fixture), '-C', dataDir]);
        const expected = JSON.parse(
          readFileSync(join(FIXTURES, fixture.replace('.tar.gz', '.rows.json')), 'utf8'),
        );
        const database = await openDatabase({ dataDir });
        try {
          expect(await rowCounts(database.pool, Object.keys(expected))).toEqual(expected);
          // Moved into their month and report partitions, none left in a default one.
          expect(await rowCounts(database.pool, DEFAULT_PARTITIONS)).toEqual(
            Object.fromEntries(DEFAULT_PARTITIONS.map((name) => [name, 0])),
          );
        } finally {
          await database.close();
        }
        const server = await startServer(dataDir, DEMO_ACCOUNTS);
        try {
          const token = await login(server.baseUrl);
          const shop = (await call<ShopList>(server.baseUrl, '/v1/shop/list', token)).accounts[0]!.shops[0]!;
          const { jobId } = await call<{ jobId: string }>(server.baseUrl, '/v1/shop/sync', token, {
            shopId: shop.shopId,
          });
          expect(await waitForJob(server.baseUrl, token, jobId)).toMatchObject({
            state: 'succeeded',
            error: null,
          });
        } finally {
          await server.stop();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 300_000);
});

describe.runIf(process.env.MAKE_UPGRADE_FIXTURE)('the upgrade fixture of this release', () => {
  it('is made by npm start with the demo accounts and one synced shop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tw-fixture-'));
    const name = `${new Date().toISOString().slice(0, 10)}`;
    const server = await startServer(dataDir, DEMO_ACCOUNTS);
    try {
      await authorizeAndSync(server);
      await uploadAbaWeeks(server);
    } finally {
      await server.stop();
    }
    await shrink(dataDir, async (pool) => {
      const counts = await rowCounts(pool);
      writeFileSync(join(FIXTURES, `${name}.rows.json`), `${JSON.stringify(counts, null, 2)}\n`);
    });
    execFileSync('tar', ['-czf', join(FIXTURES, `${name}.tar.gz`), '-C', dataDir, '.']);
    rmSync(dataDir, { recursive: true, force: true });
  }, 600_000);
});

/**
 * A few MB instead of 30: the last 14 days of report rows (the first sync brings 60), the tables packed, and
 * of the write-ahead log only the segment of the last checkpoint (a cleanly stopped database needs no other;
 * the test opening the fixture proves it).
 */
async function shrink(dataDir: string, whileOpen: (pool: pg.Pool) => Promise<void>) {
  const database = await openDatabase({ dataDir });
  let current: string;
  try {
    for (const table of ['search_term_daily', 'targeting_daily', 'advertised_product_daily'])
      await database.pool.query(`delete from ${table} where date < (select max(date) - 13 from ${table})`);
    await database.pool.query('vacuum full');
    await whileOpen(database.pool);
    await database.pool.query('checkpoint');
    const { rows } = await database.pool.query<{ file: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as file',
    );
    current = rows[0]!.file;
  } finally {
    await database.close();
  }
  const wal = join(dataDir, 'pglite', 'pg_wal');
  for (const file of readdirSync(wal))
    if (/^[0-9A-F]{24}$/.test(file) && file !== current) rmSync(join(wal, file));
}

async function authorizeAndSync(server: MainProcess) {
  const token = await login(server.baseUrl);
  const consent = await call<{ url: string }>(server.baseUrl, '/v1/shop/authorize', token);
  await followCallback(await consentInSandbox(consent.url, 0));
  const shop = (await call<ShopList>(server.baseUrl, '/v1/shop/list', token)).accounts[0]!.shops[0]!;
  const { jobId } = await call<{ jobId: string }>(server.baseUrl, '/v1/shop/sync', token, {
    shopId: shop.shopId,
  });
  expect(await waitForJob(server.baseUrl, token, jobId)).toMatchObject({ state: 'succeeded' });
}

/** Two weeks of Brand Analytics terms for the shop's marketplace, as a seller uploads Seller Central's CSV. */
async function uploadAbaWeeks(server: MainProcess) {
  const token = await login(server.baseUrl);
  const shop = (await call<ShopList>(server.baseUrl, '/v1/shop/list', token)).accounts[0]!.shops[0]!;
  const header =
    'Department,Search Term,Search Frequency Rank,#1 Clicked ASIN,#1 Product Title,#1 Click Share,#1 Conversion Share';
  const lines = Array.from(
    { length: 3000 },
    (_, index) =>
      `Toys,"fixture term ${index + 1}",${index + 1},B0FIX${String(index).padStart(5, '0')},Toy,0.3,0.2`,
  );
  for (const back of [1, 2]) {
    const query = new URLSearchParams({
      marketplaceId: shop.marketplaceId,
      reportPeriod: 'WEEK',
      startDate: endedWeek(back),
    });
    const response = await fetch(`${server.baseUrl}/v1/aba/upload?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      body: `${[header, ...lines].join('\n')}\n`,
    });
    const { data } = (await response.json()) as { data: { jobId: string } };
    expect(await waitForJob(server.baseUrl, token, data.jobId)).toMatchObject({ state: 'succeeded' });
  }
}

/** Row counts of the given tables, or of every table that has rows. */
async function rowCounts(pool: pg.Pool, tables?: string[]): Promise<Record<string, number>> {
  const names = tables ?? (await dataTables(pool));
  const counts: Record<string, number> = {};
  for (const name of names) {
    const { rows } = await pool.query<{ count: string }>(`select count(*) from "${name}"`);
    if (tables || Number(rows[0]!.count) > 0) counts[name] = Number(rows[0]!.count);
  }
  return counts;
}
