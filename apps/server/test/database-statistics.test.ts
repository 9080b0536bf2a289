import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStaleStatistics } from '../src/db/statistics.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The statistics task the server runs on the embedded database, which has no autovacuum of its own. */

const PROBE = 'public.statistics_probe';
let server: TestServer;

const query = async <T extends object>(text: string) => (await server.database.pool.query<T>(text)).rows;

/** Waits until the database counted the changes (PostgreSQL reports a session's counters within a second). */
async function changesCounted(atLeast: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await query<{ changes: string }>(
      `select n_mod_since_analyze as changes from pg_stat_user_tables where relname = 'statistics_probe'`,
    );
    if (Number(row?.changes ?? 0) >= atLeast) return;
    if (Date.now() > deadline) throw new Error(`changes never counted: ${row?.changes}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const addRows = (count: number) =>
  query(`insert into statistics_probe select n from generate_series(1, ${count}) as n`);

beforeAll(async () => {
  server = await startTestServer();
  // Without autovacuum, so that only the task under test analyzes it, on PostgreSQL too.
  await query(`create table statistics_probe (n int) with (autovacuum_enabled = false)`);
});

afterAll(async () => {
  await server?.close();
});

describe('embedded database statistics', () => {
  it('analyzes a filled table never analyzed, then again only once enough of it changed', async () => {
    await addRows(1000);
    await changesCounted(1000);
    expect(await refreshStaleStatistics(server.database.db)).toContain(PROBE);
    const [analyzed] = await query<{ rows: number }>(
      `select reltuples as rows from pg_class where relname = 'statistics_probe'`,
    );
    expect(analyzed!.rows).toBe(1000);
    expect(await refreshStaleStatistics(server.database.db)).not.toContain(PROBE);

    // Autovacuum's rule: more than 50 rows plus 10 % of the table (150 here).
    await addRows(100);
    await changesCounted(100);
    expect(await refreshStaleStatistics(server.database.db)).not.toContain(PROBE);
    await addRows(100);
    await changesCounted(200);
    expect(await refreshStaleStatistics(server.database.db)).toContain(PROBE);
  });

  it('leaves temporary tables, such as an import staging table, to the run that owns them', async () => {
    const connection = await server.database.pool.connect();
    try {
      await connection.query(
        `create temp table staging_probe as select n from generate_series(1, 1000) as n`,
      );
      await expect
        .poll(async () => {
          const counted = await connection.query(
            `select 1 from pg_stat_user_tables where relname = 'staging_probe' and n_mod_since_analyze >= 1000`,
          );
          return counted.rowCount;
        })
        .toBe(1);
    } finally {
      connection.release();
    }
    const analyzed = await refreshStaleStatistics(server.database.db);
    expect(analyzed.filter((name) => name.includes('staging_probe'))).toEqual([]);
  });
});
