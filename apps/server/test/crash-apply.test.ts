import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';
import { liveCopies, reopenNegations, statuses } from './support/live-negatives.ts';
import { spawnServer, startAmazonGate, until, type AmazonGate } from './support/server-process.ts';

const CREATE_NEGATIVE_KEYWORDS = /^\/sp\/(negativeKeywords|campaignNegativeKeywords)$/;

/**
 * Issue 10 point 8: the real server process is killed (SIGKILL) while it sends a confirmed negation to
 * Amazon, once after Amazon created the negative and once before the request reached Amazon. Restarted on
 * the same database, it finishes both by itself: the first negative is adopted, the second sent once.
 * Two processes share the database, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a server killed mid-apply', () => {
  let world: NegationWorld;
  let gate: AmazonGate;
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-crash-apply-'));

  beforeAll(async () => {
    world = await startNegationWorld();
    // From here on only the spawned server works on jobs.
    await world.app.jobRunner.stop();
    gate = await startAmazonGate(world.sandbox.url);
  }, 300_000);

  afterAll(async () => {
    await gate?.close();
    await world?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (const when of ['after', 'before'] as const) {
    it(`recovers at start a confirm killed ${when} Amazon created the negative, sending it once`, async () => {
      const rows = await reopenNegations(world, 2);
      const first = await spawnServer(world.database, gate.url, dataDir);
      const killed = gate.killOn(CREATE_NEGATIVE_KEYWORDS, when, first.child);
      const token = await first.login(DEMO.admin);
      await first
        .post('/v1/negOper/neg_processing', { ids: rows.map((row) => row.id), action: 'confirm' }, token)
        .catch(() => undefined);
      await killed;
      await first.exited;

      expect(await statuses(world, rows)).toEqual(rows.map(() => 'applying'));
      expect(await liveCopies(world, rows)).toEqual(rows.map(() => (when === 'after' ? 1 : 0)));

      const second = await spawnServer(world.database, gate.url, dataDir);
      try {
        await until(
          async () => ((await statuses(world, rows)).every((s) => s === 'applied') ? true : undefined),
          90_000,
        );
        expect(await liveCopies(world, rows)).toEqual(rows.map(() => 1));
      } finally {
        await second.stop();
      }
    }, 300_000);
  }
});
