import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** The embedded database is one PGlite session behind a socket; its pool's connection may be replaced. */

let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tw-embedded-connection-'));
  database = await openDatabase({ dataDir });
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database connection', () => {
  it('runs a named prepared statement again after its connection was replaced', async () => {
    const named = { name: 'probe:named-statement', text: 'select $1::int + 1 as next', values: [41] };
    expect((await database.pool.query(named)).rows).toEqual([{ next: 42 }]);

    const connection = await database.pool.connect();
    connection.release(true);
    // PGlite's socket server takes the next connection once it has seen the last one close.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect((await database.pool.query(named)).rows).toEqual([{ next: 42 }]);
  });

  it('keeps its connection while idle', () => {
    expect(database.pool.options.idleTimeoutMillis).toBe(0);
  });
});
