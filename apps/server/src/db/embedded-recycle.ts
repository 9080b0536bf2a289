import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { EmbeddedThread } from './embedded-thread.ts';

/** When the embedded database's thread is started afresh to give the memory its queries touched back. */
export interface RecyclePolicy {
  /** How often the pool's use and the process's memory are looked at. */
  lookEveryMs: number;
  /** How long the database must have been quiet: a restart holds queries for about half a second. */
  quietForMs: number;
  /**
   * Busy less than this share of a look's span counts as quiet: the job queue asks for due jobs every second,
   * about a millisecond each, and a server at rest must still count as quiet.
   */
  quietBusyShare: number;
  /**
   * How far the process's resident memory must have grown since the thread last started to be worth a restart.
   * The process's, not the thread's: Node tells no thread's own, and the database's heap is most of the growth.
   */
  growthBytes: number;
}

/**
 * After a demo's first run (the ad history's merges, the Brand Analytics weeks' COPY and indexes) a restart gives
 * back ~33 MB; a day's sync of a few shops grows the process by a few MB, which is not worth one. The half-minute
 * of quiet is long enough that a server between two pages of a user's work is not interrupted.
 */
export const RECYCLE_POLICY: RecyclePolicy = {
  lookEveryMs: 5_000,
  quietForMs: 30_000,
  quietBusyShare: 0.05,
  growthBytes: 64 * 2 ** 20,
};

/** What a restart did: the process's resident memory before and after it. */
export interface ThreadRestart {
  residentMbBefore: number;
  residentMbAfter: number;
  tookMs: number;
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * Restarts the embedded database's thread once it has been quiet for a while and the process has grown past the
 * policy's bound since the thread started. The restart holds the pool's only connection, so it waits for a
 * running query or transaction to end, and queries that arrive meanwhile wait in the pool's queue and then run
 * on the fresh thread.
 */
export function recycleWhenQuiet(
  pool: pg.Pool,
  thread: EmbeddedThread,
  policy: RecyclePolicy,
  onRestart?: (restart: ThreadRestart) => void,
) {
  let busySince: number | undefined;
  let busyMs = 0;
  let lookedAt = performance.now();
  let quietSince = lookedAt;
  let restarting: Promise<void> | undefined;
  let residentAtStart = process.memoryUsage.rss();

  pool.on('acquire', () => (busySince = performance.now()));
  pool.on('release', () => {
    if (busySince !== undefined) busyMs += performance.now() - busySince;
    busySince = undefined;
  });

  function wasQuiet(now: number) {
    const busy = busyMs + (busySince === undefined ? 0 : now - busySince);
    const share = busy / Math.max(now - lookedAt, 1);
    busyMs = 0;
    if (busySince !== undefined) busySince = now;
    lookedAt = now;
    if (share >= policy.quietBusyShare) quietSince = now;
    return now - quietSince >= policy.quietForMs;
  }

  async function restartIfGrown() {
    const residentBefore = process.memoryUsage.rss();
    if (residentBefore - residentAtStart < policy.growthBytes) return;
    const started = performance.now();
    const connection = await pool.connect();
    // Ending the thread closes this connection under its client; the pool is about to drop it anyway.
    connection.on('error', () => undefined);
    try {
      await thread.restart();
    } finally {
      connection.release(true);
      quietSince = performance.now();
    }
    residentAtStart = process.memoryUsage.rss();
    onRestart?.({
      residentMbBefore: megabytes(residentBefore),
      residentMbAfter: megabytes(residentAtStart),
      tookMs: Math.round(performance.now() - started),
    });
  }

  const timer = setInterval(() => {
    if (restarting || !wasQuiet(performance.now())) return;
    restarting = restartIfGrown()
      .catch((error: unknown) => console.error('could not restart the embedded database thread', error))
      .finally(() => (restarting = undefined));
  }, policy.lookEveryMs);
  timer.unref();

  return {
    /** Stops looking, after a restart under way has finished. */
    async stop() {
      clearInterval(timer);
      await restarting;
    },
  };
}
