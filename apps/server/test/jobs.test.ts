import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../src/jobs/queue.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let queue: JobQueue;
beforeAll(async () => {
  server = await startTestServer();
  queue = createJobQueue(server.database.db);
});
afterAll(() => server.close());

describe('job queue', () => {
  it('keeps one active job per dedupe key', async () => {
    const first = await queue.enqueue({ kind: 'test', dedupeKey: 'test:a', payload: { n: 1 } });
    const second = await queue.enqueue({ kind: 'test', dedupeKey: 'test:a', payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
  });

  it('leases a due job once, and again only after its lease ran out', async () => {
    const { id } = await queue.enqueue({ kind: 'lease', dedupeKey: 'lease:1', payload: {} });
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
    const { id } = await queue.enqueue({ kind: 'flaky', dedupeKey: 'flaky:1', payload: {} });
    const row = (await queue.leaseNext(['flaky']))!;
    await queue.fail(row, 'boom', 1);
    expect(await queue.find(id)).toMatchObject({ state: 'failed', error: 'boom' });
    const again = await queue.enqueue({ kind: 'flaky', dedupeKey: 'flaky:1', payload: {} });
    expect(again.created).toBe(true);
  });
});
