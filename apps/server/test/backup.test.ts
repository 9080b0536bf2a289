import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NegLogListResponse, NegProcessingResponse } from '@termwise/contracts';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsOf } from '../src/config.ts';
import { restoreBackup, writeBackup } from '../src/db/backup.ts';
import { runScheduledBackup } from '../src/db/backup-schedule.ts';
import { openDatabase } from '../src/db/client.ts';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { waitForJob } from './support/aba.ts';
import { dataTables } from './support/data-tables.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 36 point 2: a backup of a server with shops, synced reports and negations restores into an empty
 * database (embedded, or PostgreSQL in the PostgreSQL pass) with every row, and the restored server still
 * reaches Amazon with the tokens it holds (the backup carries the key that decrypts them).
 */
describe('backup and restore', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tw-backup-'));
  const file = join(folder, 'termwise.backup.gz');
  let world: NegationWorld;
  let restored: TestServer;

  beforeAll(async () => {
    world = await startNegationWorld();
    // Rows still being written would differ between the backup and the checksums taken after it.
    await world.app.jobRunner.stop();
    await writeBackup(world.database.pool, file, secretsOf(world.config));
    restored = await startTestServer({ restoreFrom: file, env: { AMAZON_SANDBOX_URL: world.sandbox.url } });
  }, 600_000);
  afterAll(async () => {
    await restored?.close();
    await world?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('brings back every row of every table', async () => {
    const before = await tableChecksums(world.database.pool);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before.search_term_daily!.rows).toBeGreaterThan(0);
    expect(before.negation!.rows).toBeGreaterThan(0);
    expect(await tableChecksums(restored.database.pool)).toEqual(before);
    // The report rows sit in their months, none left waiting in a default partition.
    const { rows: waiting } = await restored.database.pool.query<{ rows: number }>(
      `select (select count(*) from search_term_daily_default) + (select count(*) from targeting_daily_default)
         + (select count(*) from advertised_product_daily_default) as rows`,
    );
    expect(Number(waiting[0]!.rows)).toBe(0);
  });

  it('refuses a database that holds data, and changes nothing in it', async () => {
    const before = await tableChecksums(restored.database.pool);
    await expect(restoreBackup(restored.database.pool, file)).rejects.toThrow(/restore needs an empty one/);
    expect(await tableChecksums(restored.database.pool)).toEqual(before);
  });

  it('restores a server that syncs and negates on Amazon with the tokens it held', async () => {
    const { token } = await loginAs(restored, DEMO.admin);
    const list = await restored.call<NegLogListResponse>(
      '/v1/negLog/list',
      { status: 'pending', page: 1, pageSize: 50 },
      { token },
    );
    // A term to negate (not one of the seller's own keywords, which a confirm advises to bid down instead).
    const pending = list.body.data.rows
      .flatMap((row) => row.terms)
      .find((term) => term.flag === 2 && term.recommendation === 'negate')!;
    const confirmed = await restored.call<NegProcessingResponse>(
      '/v1/negOper/neg_processing',
      { ids: [pending.id], action: 'confirm' },
      { token },
    );
    expect(confirmed.body.data.results).toEqual([
      expect.objectContaining({ id: pending.id, outcome: 'applied' }),
    ]);

    restored.app.jobRunner.start();
    const sync = await restored.call<{ jobId: string }>(
      '/v1/shop/sync',
      { shopId: pending.shopId },
      { token },
    );
    expect(await waitForJob(restored, token, sync.body.data.jobId)).toMatchObject({
      state: 'succeeded',
      error: null,
    });
  }, 300_000);

  it('writes scheduled backups once per scheduled time and keeps the newest ones', async () => {
    const dir = join(folder, 'scheduled');
    const schedule = { schedule: '0 3 * * *', dir, keep: 2 };
    const backUpAt = (iso: string, startedAt = '2026-11-01T00:00:00Z') =>
      runScheduledBackup(
        restored.database.pool,
        secretsOf(restored.config),
        schedule,
        new Date(startedAt),
        new Date(iso),
      );

    // A fresh install started after the last 03:00 waits for the next one.
    expect(await backUpAt('2026-11-10T12:00:00Z', '2026-11-10T10:00:00Z')).toBeUndefined();
    const first = await backUpAt('2026-11-10T12:00:00Z');
    expect(first).toMatch(/termwise-2026-11-10T12-00-00Z\.backup\.gz$/);
    utimesSync(first!, new Date('2026-11-10T12:00:01Z'), new Date('2026-11-10T12:00:01Z'));
    // A restart the same day: nothing new is due.
    expect(await backUpAt('2026-11-10T18:00:00Z')).toBeUndefined();
    for (const day of ['11', '12']) {
      const written = await backUpAt(`2026-11-${day}T03:00:00Z`);
      utimesSync(written!, new Date(`2026-11-${day}T03:00:01Z`), new Date(`2026-11-${day}T03:00:01Z`));
    }
    expect(readdirSync(dir).sort()).toEqual([
      'termwise-2026-11-11T03-00-00Z.backup.gz',
      'termwise-2026-11-12T03-00-00Z.backup.gz',
    ]);
  });
});

describe('the embedded database', () => {
  it('is opened by one process at a time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tw-lock-'));
    try {
      // A running process (the one that started the tests) holds it, as a running server would.
      writeFileSync(join(dataDir, 'pglite.pid'), String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /is open in process \d+ \(a running Termwise server\)/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** Each data table's row count and a checksum of its rows in a fixed order. */
async function tableChecksums(pool: pg.Pool) {
  const sums: Record<string, { rows: number; md5: string }> = {};
  for (const name of await dataTables(pool)) {
    const { rows } = await pool.query<{ rows: string; md5: string }>(
      `select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from "${name}" t`,
    );
    sums[name] = { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 };
  }
  return sums;
}
