import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import {
  spawnServer,
  startAmazonGate,
  until,
  type AmazonGate,
  type ServerProcess,
} from './support/server-process.ts';
import { DEMO } from './support/test-server.ts';
import { liveCopies, reopenNegations, statuses } from './support/live-negatives.ts';

/**
 * Issue 10 "keep it held": two servers on one PostgreSQL (the test's in-process server A and a real server
 * process B), both running jobs. Rule runs and syncs run once, nothing reaches Amazon twice, and the login
 * limit holds across both. (The sync killed mid-way is in `crash-apply.test.ts`.)
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('two instances on one database', () => {
  let world: NegationWorld;
  let gate: AmazonGate;
  let second: ServerProcess;
  let shopId: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-two-instances-'));

  beforeAll(async () => {
    world = await startNegationWorld();
    shopId = world.shops[0]!.shopId;
    gate = await startAmazonGate(world.sandbox.url);
    second = await spawnServer(world.database, gate.url, dataDir);
  }, 300_000);

  afterAll(async () => {
    await second?.stop();
    await gate?.close();
    await world?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await world.database.pool.query<T>(text, values)).rows;

  async function idle() {
    await until(async () => {
      const [row] = await query<{ active: string }>(
        `select count(*) as active from job where state in ('queued', 'running')`,
      );
      return Number(row!.active) === 0 ? true : undefined;
    }, 240_000);
  }

  it('runs each rule run once and sends each automatic negation to Amazon once', async () => {
    const reopened = await reopenNegations(world, 8, 'flag = 1');
    const started = new Date();
    const tokenB = await second.login(DEMO.admin);
    const run = { shopId, run: true };
    await Promise.all([
      ...Array.from({ length: 5 }, () => world.call('/v1/negOper/neg_processing', run, world.admin)),
      ...Array.from({ length: 5 }, () => second.post('/v1/negOper/neg_processing', run, tokenB)),
    ]);
    await idle();

    expect(await statuses(world, reopened)).toEqual(reopened.map(() => 'applied'));
    expect(await liveCopies(world, reopened)).toEqual(reopened.map(() => 1));

    const jobs = await query<{ attempts: number; state: string }>(
      `select attempts, state from job where kind = 'negation.run' and created_at >= $1`,
      [started],
    );
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((job) => job.state === 'succeeded' && job.attempts === 1)).toBe(true);
    const [runs] = await query<{ count: string }>(
      `select count(*) from operation_log where action = 'run_rules' and created_at >= $1`,
      [started],
    );
    expect(Number(runs!.count)).toBe(jobs.length);
  }, 300_000);

  it('runs a sync asked of both instances at once once, taken over by neither', async () => {
    await idle();
    const started = new Date();
    const tokenB = await second.login(DEMO.admin);
    const body = { shopId };
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => world.call<{ jobId: string }>('/v1/shop/sync', body, world.admin)),
      ...Array.from({ length: 5 }, () => second.post<{ jobId: string }>('/v1/shop/sync', body, tokenB)),
    ]);
    expect(new Set(answers.map((answer) => answer.data.jobId)).size).toBe(1);
    await idle();

    const jobs = await query<{ attempts: number; state: string }>(
      `select attempts, state from job where kind = 'shop.sync' and created_at >= $1`,
      [started],
    );
    expect(jobs).toEqual([{ attempts: 1, state: 'succeeded' }]);
    // Each request is logged as the user's; the sync itself is logged once, by no user.
    const [runs] = await query<{ count: string }>(
      `select count(*) from operation_log
       where module = 'shop' and action = 'sync' and user_id is null and created_at >= $1`,
      [started],
    );
    expect(Number(runs!.count)).toBe(1);
  }, 300_000);

  it('holds the login limit across both instances: 5 checks of 40 parallel wrong passwords', async () => {
    const wrong = (index: number) => {
      const body = { phone: DEMO.user, password: 'wrong_one' };
      return index % 2 ? world.call('/v1/enter/login', body, '') : second.post('/v1/enter/login', body);
    };
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => wrong(index)));
    const codes: Record<string, number> = {};
    for (const { code } of answers) codes[code] = (codes[code] ?? 0) + 1;
    expect(codes).toEqual({ '4000': 5, '4029': 35 });
  }, 120_000);
});
