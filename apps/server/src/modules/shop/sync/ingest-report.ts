import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  copyIntoEmbedded,
  heldEmbeddedCopy,
  isEmbedded,
  workerConnection,
  type Database,
} from '../../../db/client.ts';
import { ensureReportMonths } from '../../../db/report-months.ts';
import { PARSE_WORKER_HEAP, withParseThread } from '../../../jobs/parse-worker.ts';
import type { ProfileScope } from '../../amazon/ads-client.ts';
import type { ReportClient } from '../../amazon/reports.ts';
import type { ReportWindow } from './plan.ts';
import {
  isUniqueViolation,
  mergeStaged,
  replaceWindow,
  stagingStatements,
  type Statements,
  type StoreReportInput,
} from './store-report.ts';

const INGEST_WORKER = new URL('./ingest-worker.mjs', import.meta.url);
/** A worker kept for the next report, which spares its start; more would each hold their own heap while idle. */
const IDLE_WORKERS = 1;
/** A kept worker ends after this long without a report: a shop syncs daily, its heap is not worth keeping. */
const IDLE_FOR_MS = 60_000;
const idleWorkers = new Map<Worker, NodeJS.Timeout>();

function startWorker(): Worker {
  const worker = new Worker(INGEST_WORKER, { resourceLimits: PARSE_WORKER_HEAP });
  // A worker that ends while idle is no longer handed out.
  worker.on('exit', () => takeIdle(worker));
  return worker;
}

function keepIdle(worker: Worker) {
  worker.unref();
  const expiry = setTimeout(() => {
    if (takeIdle(worker)) void worker.terminate();
  }, IDLE_FOR_MS);
  idleWorkers.set(worker, expiry.unref());
}

function takeIdle(worker: Worker): boolean {
  clearTimeout(idleWorkers.get(worker));
  return idleWorkers.delete(worker);
}

function idleOrNewWorker(): Worker {
  const [idle] = idleWorkers.keys();
  if (!idle) return startWorker();
  takeIdle(idle);
  return idle;
}

/**
 * Requests one report window, waits for it, downloads it to a file under DATA_DIR (so a slow database
 * never holds Amazon's connection open), and stores it from a worker thread in one merge. A repeat
 * (a resumed job, the daily re-pull) overwrites the same natural keys, so nothing is counted twice.
 */
export async function ingestReport(
  deps: { db: Database; reports: ReportClient; signal: AbortSignal; downloadDir: string },
  shopId: string,
  scope: ProfileScope,
  window: ReportWindow,
): Promise<number> {
  const reportId = await deps.reports.request(scope, window.type, window.startDate, window.endDate);
  const file = join(deps.downloadDir, `${reportId}.json.gz`);
  await mkdir(deps.downloadDir, { recursive: true });
  try {
    await deps.reports.download(scope, reportId, file, deps.signal);
    return await storeInWorker(deps.db, { file, shopId, ...window }, deps.signal);
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Stores a report file from a worker thread. On PostgreSQL the worker COPYs on its own connection. The
 * embedded database serves one session, so there the worker parses and encodes, and this thread hands
 * its COPY text to the database. A shutdown ends the worker; the window is pulled again on resume.
 */
export function storeInWorker(
  db: Database,
  input: Omit<StoreReportInput, 'connection'>,
  signal?: AbortSignal,
): Promise<number> {
  return withParseThread(() => storeInThread(db, input, signal));
}

async function storeInThread(
  db: Database,
  input: Omit<StoreReportInput, 'connection'>,
  signal?: AbortSignal,
): Promise<number> {
  // A shutdown while this waited for a thread: the window is pulled again on resume.
  signal?.throwIfAborted();
  const statements = stagingStatements(input.type);
  // Before the window's transactions, which would otherwise wait on the new month's lock, or it on them.
  await ensureReportMonths(db.$client, statements.table, input.startDate, input.endDate);
  if (!isEmbedded(db.$client)) {
    return runIngestWorker({ ...input, connection: workerConnection(db.$client) }, signal);
  }
  try {
    return await copyIntoEmbeddedWindow(db, statements, input, signal);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return await storeThroughStaging(db, statements, input, signal);
  }
}

/**
 * The embedded database: the report's rows go straight into its table inside the transaction that cleared
 * its window, on the pool's one connection, held until it commits. Through a staging table instead, the
 * rows were written twice and the merge held the connection longer than this whole transaction does.
 */
async function copyIntoEmbeddedWindow(
  db: Database,
  statements: Statements,
  input: Omit<StoreReportInput, 'connection'>,
  signal?: AbortSignal,
): Promise<number> {
  const copy = heldEmbeddedCopy(db.$client);
  const client = await db.$client.connect();
  try {
    return await replaceWindow(
      (statement, params) => client.query(statement, params),
      statements,
      input,
      () => runIngestWorker(input, signal, (bytes) => copy(statements.copyBlobIntoTable, bytes)),
    );
  } finally {
    client.release();
  }
}

/** A key twice in the file (never seen from Amazon): staged first, then merged keeping its last row. */
async function storeThroughStaging(
  db: Database,
  statements: Statements,
  input: Omit<StoreReportInput, 'connection'>,
  signal?: AbortSignal,
): Promise<number> {
  try {
    for (const statement of statements.create) await db.$client.query(statement);
    const rows = await runIngestWorker(input, signal, (bytes) =>
      copyIntoEmbedded(db.$client, statements.copyBlob, bytes),
    );
    // The pool's one connection is held for the merge: its transaction must not take in others' queries.
    const client = await db.$client.connect();
    try {
      await mergeStaged((statement, params) => client.query(statement, params), statements, input);
    } finally {
      client.release();
    }
    return rows;
  } finally {
    await db.$client.query(statements.drop).catch(() => undefined);
  }
}

/**
 * Runs one report through an ingest worker: with a connection it stores the report itself, else it hands
 * each piece of COPY text to `store` and waits for it before it sends the next.
 */
async function runIngestWorker(
  input: StoreReportInput,
  signal: AbortSignal | undefined,
  store?: (bytes: Uint8Array) => Promise<void>,
): Promise<number> {
  const worker = idleOrNewWorker();
  worker.ref();
  let finished = false;
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  let resolve: (rows: number) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const onMessage = (message: { copy?: Uint8Array; rows?: number; error?: string }) => {
    if (message.copy !== undefined) {
      if (!store) reject(new Error('the ingest worker handed over rows no one stores'));
      else store(message.copy).then(() => worker.postMessage('next'), reject);
    } else if (message.error !== undefined) reject(new Error(message.error));
    else resolve(message.rows ?? 0);
  };
  const onExit = () => reject(new Error('the report ingest stopped before it finished'));
  try {
    const rows = await new Promise<number>((resolveRows, rejectRows) => {
      resolve = resolveRows;
      reject = rejectRows;
      worker.on('message', onMessage);
      worker.on('error', reject);
      worker.on('exit', onExit);
      worker.postMessage(input);
    });
    finished = true;
    return rows;
  } finally {
    signal?.removeEventListener('abort', stop);
    // Only these listeners: the worker's own keep its message port running for the next report.
    worker.off('message', onMessage).off('error', reject).off('exit', onExit);
    if (finished && idleWorkers.size < IDLE_WORKERS && !signal?.aborted) keepIdle(worker);
    else void worker.terminate();
  }
}
