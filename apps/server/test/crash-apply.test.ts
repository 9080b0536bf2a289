import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKillableWorld, type KillableWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';
import { liveCopies, reopenNegations, statuses } from './support/live-negatives.ts';
import { spawnServer, until, type AmazonGate } from './support/server-process.ts';

const CREATE_NEGATIVE_KEYWORDS = /^\/sp\/(negativeKeywords|campaignNegativeKeywords)$/;
const CREATE_REPORT = /^\/reporting\/reports$/;
const REPORT_TABLES = ['search_term_daily', 'targeting_daily', 'advertised_product_daily'];

/**
 * Issue 10 point 8 and "keep it held": the real server process is killed (SIGKILL) while it sends a
 * confirmed negation to Amazon, once after Amazon created the negative and once before the request reached
 * Amazon. Restarted on the same database, it finishes both by itself: the first negative is adopted, the
 * second sent once. Killed mid-sync, the restarted server finishes the sync with exactly the rows of the
 * world's clean first sync. Two processes share the database, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a server killed mid-apply or mid-sync', () => {
  let world: NegationWorld;
  let gate: AmazonGate;
  let cleanSync: Record<string, ReportRows>;
  let dataDir: string;
  let killable: KillableWorld;

  beforeAll(async () => {
    killable = await startKillableWorld();
    ({ world, gate, dataDir } = killable);
    cleanSync = await reportRows(world);
  }, 300_000);

  afterAll(async () => killable?.close());

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

  it('finishes a sync killed mid-way after a restart, with exactly the rows of a clean sync', async () => {
    const { shopId } = world.shops[0]!;
    for (const table of REPORT_TABLES)
      await world.database.pool.query(`delete from ${table} where shop_id = $1`, [shopId]);
    const started = Date.now();
    const first = await spawnServer(world.database, gate.url, dataDir);
    // The fifth report request comes once at least two windows are stored and three are on their way.
    const killed = gate.killOn(CREATE_REPORT, 'after', first.child, 4);
    const token = await first.login(DEMO.admin);
    const { data } = await first.post<{ jobId: string }>('/v1/shop/sync', { shopId }, token);
    await killed;
    await first.exited;
    const killedAfter = Date.now() - started;
    const interrupted = totalRows(await reportRows(world));
    // Some windows were stored, others were not: the restart has to keep the first and pull the rest.
    expect(interrupted).toBeGreaterThan(0);
    expect(interrupted).toBeLessThan(totalRows(cleanSync));

    const second = await spawnServer(world.database, gate.url, dataDir);
    try {
      const job = await until(async () => {
        const { rows } = await world.database.pool.query<{ state: string; attempts: number }>(
          `select state, attempts from job where id = $1`,
          [data.jobId],
        );
        return rows[0] && !['queued', 'running'].includes(rows[0].state) ? rows[0] : undefined;
      }, 90_000);
      expect(job).toEqual({ state: 'succeeded', attempts: 2 });
      expect(await reportRows(world)).toEqual(cleanSync);
      console.log(
        `sync killed after ${killedAfter} ms with ${interrupted} of ${totalRows(cleanSync)} report rows ` +
          `stored; finished ${Date.now() - started} ms after its start with the clean sync's rows`,
      );
    } finally {
      await second.stop();
    }
  }, 300_000);
});

interface ReportRows {
  rows: number;
  /** Over every stored row but its update time: equal only when the rows are the same, none missing. */
  digest: string;
}

const totalRows = (tables: Record<string, ReportRows>) =>
  Object.values(tables).reduce((sum, table) => sum + table.rows, 0);

/** Each report table's rows, as a count and a digest (the primary keys already rule out duplicates). */
async function reportRows(world: NegationWorld): Promise<Record<string, ReportRows>> {
  const tables: Record<string, ReportRows> = {};
  for (const table of REPORT_TABLES) {
    const { rows } = await world.database.pool.query<{ rows: string; digest: string }>(
      `select count(*) as rows, md5(string_agg(line, '|' order by line)) as digest
       from (select (to_jsonb(stored) - 'updated_at')::text as line from ${table} stored) lines`,
    );
    tables[table] = { rows: Number(rows[0]!.rows), digest: rows[0]!.digest };
  }
  return tables;
}
