import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { RecyclePolicy, ThreadRestart } from '../src/db/embedded-recycle.ts';

/** The embedded database's thread is restarted when quiet with a grown heap; no query may notice. */

/** Restarts whenever the database has been quiet a little while, whatever the process's memory did. */
const QUICK: RecyclePolicy = {
  lookEveryMs: 100,
  quietForMs: 400,
  quietBusyShare: 0.05,
  growthBytes: Number.NEGATIVE_INFINITY,
};

let dataDir: string;
let database: DatabaseHandle | undefined;
let restarts: ThreadRestart[];

async function open(policy: RecyclePolicy) {
  dataDir = mkdtempSync(join(tmpdir(), 'tw-embedded-recycle-'));
  restarts = [];
  database = await openDatabase({
    dataDir,
    recyclePolicy: policy,
    onThreadRestart: (restart) => restarts.push(restart),
  });
  return database.pool;
}

async function until(condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

/** Work that leaves the database's heap grown: an index sort far bigger than its 8 MB of shared buffers. */
async function growHeap(pool: DatabaseHandle['pool']) {
  await pool.query(`create table grown as select g, md5(g::text) as word from generate_series(1, 200000) g`);
  await pool.query(`create index on grown (word)`);
}

afterEach(async () => {
  await database?.close();
  database = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restarting the embedded database thread', () => {
  it('keeps the data and answers a query sent during the restart', async () => {
    const pool = await open(QUICK);
    await growHeap(pool);
    await until(() => restarts.length > 0);

    const during = restarts.length;
    const answers = await Promise.all([
      pool.query('select count(*)::int as rows from grown'),
      until(() => restarts.length > during).then(() => pool.query(`select 1 as one`)),
    ]);
    expect(answers[0].rows).toEqual([{ rows: 200_000 }]);
    expect(answers[1].rows).toEqual([{ one: 1 }]);
  }, 60_000);

  it('never restarts under an open transaction, which runs on to its commit', async () => {
    const pool = await open(QUICK);
    await growHeap(pool);
    await until(() => restarts.length > 0);
    const before = restarts.length;

    const transaction = await pool.connect();
    await transaction.query('begin');
    await transaction.query(`insert into grown values (0, 'held')`);
    await sleep(QUICK.quietForMs * 4);
    await transaction.query('commit');
    transaction.release();

    expect(restarts.length).toBe(before);
    const held = await pool.query(`select count(*)::int as rows from grown where word = 'held'`);
    expect(held.rows).toEqual([{ rows: 1 }]);
  }, 60_000);

  it('leaves the thread alone while the process grew less than the policy says', async () => {
    const pool = await open({ ...QUICK, growthBytes: 2 ** 40 });
    await growHeap(pool);
    await sleep(QUICK.quietForMs * 4);
    expect(restarts).toEqual([]);
    expect((await pool.query('select count(*)::int as rows from grown')).rows).toEqual([{ rows: 200_000 }]);
  }, 60_000);
});
