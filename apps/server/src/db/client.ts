import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.ts';
import {
  RECYCLE_POLICY,
  recycleWhenQuiet,
  type RecyclePolicy,
  type ThreadRestart,
} from './embedded-recycle.ts';
import { EmbeddedThread, type CopyData } from './embedded-thread.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const CREATE_SCRIPT = new URL('./pglite-create.mjs', import.meta.url).pathname;
const execFileAsync = promisify(execFile);

/**
 * Opens the database and applies pending migrations. With a URL: a PostgreSQL server through a pool.
 * Without: PGlite in DATA_DIR, run in a worker thread behind a PostgreSQL socket, so both modes use
 * the same driver and queries, and a slow query never blocks the HTTP event loop.
 */
export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string } & EmbeddedRecycling,
): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openEmbedded(join(options.dataDir, 'pglite'), options);
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
  return handle;
}

/** When the embedded database's thread is restarted to give memory back (embedded-recycle.ts), and who is told. */
interface EmbeddedRecycling {
  recyclePolicy?: RecyclePolicy;
  onThreadRestart?: (restart: ThreadRestart) => void;
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (restart, admin command) is dropped by the pool and replaced
  // on next use; without a listener its error would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return { db: drizzle(pool, { schema }), pool, kind: 'postgres', close: () => pool.end() };
}

/**
 * The embedded database's memory: PostgreSQL's defaults (128 MB shared buffers, sized for a server of its
 * own) grow the WASM heap, which never shrinks, by ~130 MB. The operating system's page cache still
 * holds the data files, so small buffers cost little speed. Halving buffers and working memory again (from 16,
 * 8 and 32 MB) took ~30 MB off a demo start's peak; a sort or hash past 4 MB spills to a temporary file.
 */
const EMBEDDED_SETTINGS = {
  shared_buffers: '8MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
  max_connections: '10',
};

/** The process id of whoever has the embedded database open, beside its folder. */
const lockFileOf = (dataDir: string) => `${dataDir}.pid`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded database is open in another running process. */
export class DatabaseInUseError extends Error {}

/**
 * One process per embedded database: a second one (an admin command beside a running server) would write
 * the same files and corrupt them. A lock left by a process that died is taken over.
 */
function lockEmbedded(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : undefined;
  if (holder && holder !== process.pid && isRunning(holder))
    throw new DatabaseInUseError(
      `the embedded database in ${dataDir} is open in process ${holder} (a running Termwise server): stop it first`,
    );
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

async function openEmbedded(dataDir: string, recycling: EmbeddedRecycling): Promise<DatabaseHandle> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createEmbedded(dataDir);
  const unlock = lockEmbedded(dataDir);
  // Unix socket paths are limited to ~100 bytes, so the socket lives in a short temp dir.
  const socketDir = mkdtempSync(join(tmpdir(), 'tw-pg-'));
  const thread = await EmbeddedThread.start(dataDir, join(socketDir, '.s.PGSQL.5432'), EMBEDDED_SETTINGS);
  // PGlite serves one connection; the pool queues queries and keeps transactions on that connection. It is
  // kept open while idle (the pool's default closes it after 10 s).
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite is one session whatever connection reaches it, so a new connection inherits the named prepared
    // statements of the one before it, which its client does not know of: preparing one again (the login
    // rate limiter's) would fail with "already exists". A new connection starts from none, before the pool
    // hands it out (a 'connect' listener would race the first query on it).
    onConnect: async (client) => {
      await client.query('deallocate all');
    },
  });
  const policy = recycling.recyclePolicy ?? RECYCLE_POLICY;
  const recycler = recycleWhenQuiet(pool, thread, policy, recycling.onThreadRestart);
  const close = async () => {
    await recycler.stop();
    await pool.end();
    await thread.stop();
    rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  embeddedCopies.set(pool, (statement, data) => thread.copy(statement, data));
  return { db: drizzle(pool, { schema }), pool, kind: 'pglite', close };
}

type EmbeddedCopy = (statement: string, data: CopyData) => Promise<void>;
const embeddedCopies = new WeakMap<pg.Pool, EmbeddedCopy>();

export const isEmbedded = (pool: pg.Pool) => embeddedCopies.has(pool);

/** PostgreSQL's settings for a worker thread's own connection; none for the embedded database (one session). */
export function workerConnection(pool: pg.Pool): pg.ClientConfig | undefined {
  if (isEmbedded(pool)) return undefined;
  const { connectionString, host, port, user, password, database } = pool.options;
  return { connectionString, host, port, user, password: password as string | undefined, database };
}

/**
 * The embedded database's COPY path: PGlite reads COPY data from a blob (`copy … from '/dev/blob'`), which
 * its socket cannot carry, and takes it several times faster than array inserts. PGlite runs one session,
 * shared with the socket, so the pool's only connection is held meanwhile: no other caller's transaction
 * is open around the COPY.
 */
export async function copyIntoEmbedded(pool: pg.Pool, statement: string, data: CopyData): Promise<void> {
  const copy = heldEmbeddedCopy(pool);
  const connection = await pool.connect();
  try {
    await copy(statement, data);
  } finally {
    connection.release();
  }
}

/**
 * The same COPY for a caller that holds the pool's one connection itself: it runs in that connection's
 * session, inside its open transaction.
 */
export function heldEmbeddedCopy(pool: pg.Pool): EmbeddedCopy {
  const copy = embeddedCopies.get(pool);
  if (!copy) throw new Error('COPY from a blob needs the embedded database');
  return copy;
}

/** initdb in a process that ends afterwards, taking initdb's memory with it. */
async function createEmbedded(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  await execFileAsync(process.execPath, [CREATE_SCRIPT, dataDir]);
}
