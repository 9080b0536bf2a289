import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_DIR = new URL('../../drizzle', import.meta.url).pathname;

/**
 * Opens the database and applies pending migrations. With a URL: a PostgreSQL server through a pool.
 * Without: PGlite in DATA_DIR, run in a worker thread behind a PostgreSQL socket, so both modes use
 * the same driver and queries, and a slow query never blocks the HTTP event loop.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openEmbedded(join(options.dataDir, 'pglite'));
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
  return handle;
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, admin command) is dropped by the pool and replaced
  // on next use; without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir.
  const socketDir = mkdtempSync(join(tmpdir(), 'tw-pg-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath: join(socketDir, '.s.PGSQL.5432') },
  });
  await waitForMessage(worker, 'ready');
  // PGlite serves one connection; the pool queues queries and keeps transactions on that connection.
  const pool = new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  const close = async () => {
    await pool.end();
    worker.postMessage({ type: 'stop' });
    await waitForMessage(worker, 'stopped');
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
  };
  return { db: drizzle(pool, { schema }), pool, kind: 'pglite', close };
}

function waitForMessage(worker: Worker, type: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== type) return;
      worker.off('error', reject);
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}
