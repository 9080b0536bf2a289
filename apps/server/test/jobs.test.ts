import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidJobPayload, jobKind, shopJobPayload } from '../src/jobs/job-kind.ts';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Each test its own kinds, so no test leases another's jobs.
const anyPayload = z.object({});
const kind = (name: string) => jobKind(name, anyPayload);

let server: TestServer;
let queue: JobQueue;
beforeAll(async () => {
  server = await startTestServer();
  queue = createJobQueue(server.database.db);
});
afterAll(() => server.close());

describe('job queue', () => {
  it('keeps one active job per dedupe key', async () => {
    const counted = jobKind('test', z.object({ n: z.number() }));
    const first = await queue.enqueue({ kind: counted, dedupeKey: 'test:a', payload: { n: 1 } });
    const second = await queue.enqueue({ kind: counted, dedupeKey: 'test:a', payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
  });

  it('leases a due job once, and again only after its lease ran out', async () => {
    const { id } = await queue.enqueue({ kind: kind('lease'), dedupeKey: 'lease:1', payload: {} });
    const leased = await queue.leaseNext(['lease']);
    expect(leased?.id).toBe(id);
    expect(leased?.state).toBe('running');
    expect(await queue.leaseNext(['lease'])).toBeUndefined();

    await queue.progress(id, 40, { daysDone: ['2026-01-01'] });
    await server.database.db.execute(
      sql`update job set lease_until = now() - interval '1 second' where id = ${id}`,
    );
    const resumed = await queue.leaseNext(['lease']);
    expect(resumed).toMatchObject({
      id,
      attempts: 2,
      progress: 40,
      checkpoint: { daysDone: ['2026-01-01'] },
    });
  });

  it('retries a failed attempt later and fails for good after the last attempt', async () => {
    const { id } = await queue.enqueue({ kind: kind('flaky'), dedupeKey: 'flaky:1', payload: {} });
    const row = (await queue.leaseNext(['flaky']))!;
    await queue.fail(row, new Error('boom'), 1);
    expect(await queue.find(id)).toMatchObject({
      state: 'failed',
      error: 'boom',
      failure: { code: 'unexpected', params: { detail: 'boom' } },
    });
    const again = await queue.enqueue({ kind: kind('flaky'), dedupeKey: 'flaky:1', payload: {} });
    expect(again.created).toBe(true);
  });

  it('runs independent jobs side by side, never more than its pool at once', async () => {
    let active = 0;
    let most = 0;
    const finished: string[] = [];
    const runner = createJobRunner({
      queue,
      log: server.app.log,
      pollMs: 20,
      concurrency: 2,
    });
    const shopWork = jobKind('shopWork', z.object({ shop: z.string() }));
    runner.handle(shopWork, async ({ payload }) => {
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 300));
      active--;
      finished.push(payload.shop);
    });
    for (const shop of ['a', 'b', 'c']) {
      await queue.enqueue({ kind: shopWork, dedupeKey: `shopWork:${shop}`, payload: { shop } });
    }
    runner.start();
    const deadline = Date.now() + 10_000;
    while (finished.length < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(finished.sort()).toEqual(['a', 'b', 'c']);
    expect(most).toBe(2);
  });

  it('keeps a kind with a limit to its share of the pool: other kinds run beside it', async () => {
    const active = { longImport: 0, shopSync: 0 };
    const most = { longImport: 0, shopSync: 0 };
    let done = 0;
    const runner = createJobRunner({ queue, log: server.app.log, pollMs: 20, concurrency: 3 });
    for (const name of ['longImport', 'shopSync'] as const) {
      const limit = name === 'longImport' ? { concurrency: 1 } : {};
      runner.handle(
        jobKind(name, anyPayload),
        async () => {
          most[name] = Math.max(most[name], ++active[name]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          active[name]--;
          done++;
        },
        limit,
      );
    }
    // The imports are due first: without the limit they would take every slot.
    for (const n of [1, 2, 3, 4])
      await queue.enqueue({ kind: kind('longImport'), dedupeKey: `longImport:${n}`, payload: {} });
    for (const n of [1, 2])
      await queue.enqueue({ kind: kind('shopSync'), dedupeKey: `shopSync:${n}`, payload: {} });
    runner.start();
    const deadline = Date.now() + 10_000;
    while (done < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(done).toBe(6);
    expect(most).toEqual({ longImport: 1, shopSync: 2 });
  });

  it('holds the lease of a job that runs longer than it: a second instance never runs it too', async () => {
    const shortLease = createJobQueue(server.database.db, { leaseSeconds: 1 });
    const runs: string[] = [];
    const runners = ['first', 'second'].map((name) => {
      const runner = createJobRunner({ queue: shortLease, log: server.app.log, pollMs: 50 });
      runner.handle(kind('longWork'), async () => {
        runs.push(name);
        await new Promise((resolve) => setTimeout(resolve, 3_500));
      });
      return runner;
    });
    const { id } = await shortLease.enqueue({ kind: kind('longWork'), dedupeKey: 'longWork:1', payload: {} });
    runners.forEach((runner) => runner.start());
    const deadline = Date.now() + 15_000;
    while ((await shortLease.find(id))?.state !== 'succeeded' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(runs).toHaveLength(1);
    expect(await shortLease.find(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it('fires a recurring task at start and on its cron schedule, never overlapping, until stopped', async () => {
    const runner = createJobRunner({ queue, log: server.app.log, pollMs: 20 });
    runner.handle(kind('idle'), async () => {});
    let runs = 0;
    let active = 0;
    let most = 0;
    runner.every({
      name: 'every second',
      cron: '* * * * * *',
      run: async () => {
        runs++;
        most = Math.max(most, ++active);
        // Longer than the schedule's step: the next tick must not start a second run.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        active--;
      },
    });
    runner.start();
    expect(runs).toBe(1);
    const deadline = Date.now() + 10_000;
    while (runs < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    while (active > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(stoppedAt).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(stoppedAt);
    expect(most).toBe(1);
  });

  it('refuses to enqueue a payload its kind does not accept, and adds nothing', async () => {
    const sync = jobKind('refusedSync', shopJobPayload);
    // Built from data the compiler cannot see (parsed JSON), as a payload from outside would be.
    const bad = { kind: sync, dedupeKey: 'refusedSync:1', payload: JSON.parse('{ "shopId": 42 }') };
    await expect(queue.enqueue(bad)).rejects.toThrow(InvalidJobPayload);
    await expect(queue.enqueue(bad)).rejects.toThrow(/refusedSync.*shopId/s);
    const rows = await server.database.db.execute(sql`select id from job where kind = 'refusedSync'`);
    expect(rows.rows).toEqual([]);
  });

  it('fails a stored job whose payload its kind does not accept at once, with why, never running it', async () => {
    const sync = jobKind('storedSync', shopJobPayload);
    const { id } = await queue.enqueue({ kind: sync, dedupeKey: 'storedSync:1', payload: { shopId: 's1' } });
    // A row written by an older version, or by hand.
    await server.database.db.execute(sql`update job set payload = '{"shop": "s1"}'::jsonb where id = ${id}`);
    const handled: string[] = [];
    const runner = createJobRunner({ queue, log: server.app.log, pollMs: 20 });
    runner.handle(sync, async ({ payload }) => {
      handled.push(payload.shopId);
    });
    runner.start();
    const deadline = Date.now() + 10_000;
    while ((await queue.find(id))?.state !== 'failed' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(handled).toEqual([]);
    expect(await queue.find(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      error: expect.stringMatching(/storedSync.*shopId/s),
    });
  });
});
