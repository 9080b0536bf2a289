import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { checkedPayload, InvalidJobPayload, type JobKind, type JobPayload } from './job-kind.ts';
import type { JobQueue, JobRow } from './queue.ts';

export interface JobContext<P extends JobPayload = JobPayload> {
  job: JobRow;
  /** The job's payload, checked against its kind. */
  payload: P;
  /** Percent done and where a resumed run should pick up. */
  reportProgress(progress: number, checkpoint?: Record<string, unknown>): Promise<void>;
}

export type JobHandler<P extends JobPayload = JobPayload> = (context: JobContext<P>) => Promise<void>;

type RowHandler = (context: Omit<JobContext, 'payload'>) => Promise<void>;

/** A failure no retry can mend (e.g. Amazon refused the authorization): the job fails at once, with why. */
export class JobCannotRun extends Error {}

export interface RecurringTask {
  name: string;
  /** When it fires: a cron pattern read in UTC (croner's syntax), e.g. `0 * * * *` for hourly. */
  cron: string;
  run(): Promise<void>;
}

/**
 * Jobs run side by side, at most this many: a job works on one shop (a dedupe key per kind and shop keeps
 * two of a kind off one shop), so independent shops sync together while Amazon builds their reports.
 * Amazon's throttling stays the Ads client's to honour (429 with Retry-After).
 */
const JOB_CONCURRENCY = 3;

/**
 * Polls the queue for due jobs of the kinds modules registered handlers for, runs up to `concurrency` of
 * them at once, and fires recurring tasks on their cron schedule (they usually just enqueue jobs, which the
 * queue's dedupe keys and leases keep single and crash-safe). Stopping waits for running jobs.
 */
export function createJobRunner(options: {
  queue: JobQueue;
  log: FastifyBaseLogger;
  pollMs?: number;
  concurrency?: number;
}) {
  const { queue, log, pollMs = 1000, concurrency = JOB_CONCURRENCY } = options;
  const handlers: Record<string, RowHandler> = {};
  /** Kinds that may hold only some of the slots (a long import must not starve shop syncs and rule runs). */
  const kindLimits: Record<string, number> = {};
  const runningByKind: Record<string, number> = {};
  const recurring: RecurringTask[] = [];
  let kinds: string[] = [];
  const schedules: Cron[] = [];
  let pollTimer: NodeJS.Timeout | undefined;
  let stopped = true;
  /** The polling loop: stop waits for it, since a lease it is taking as stop begins adds a running job. */
  let looping: Promise<void> = Promise.resolve();
  const running = new Set<Promise<void>>();
  let wake: (() => void) | undefined;

  const logOf = (row: JobRow) => log.child({ jobId: row.id, jobKind: row.kind });

  async function runOne(row: JobRow) {
    const handler = handlers[row.kind]!;
    const jobLog = logOf(row);
    // Without this a handler running past the lease (a rule run waiting on Amazon) would be leased again
    // by another instance and run twice at once.
    const holding = setInterval(
      () =>
        void queue
          .holdLease(row.id)
          .catch((error) => jobLog.warn({ err: error }, 'could not hold the job lease')),
      (queue.leaseSeconds * 1000) / 3,
    );
    try {
      await handler({
        job: row,
        reportProgress: (progress, checkpoint) => queue.progress(row.id, progress, checkpoint),
      });
      await queue.succeed(row.id);
      jobLog.info('job succeeded');
    } catch (error) {
      jobLog.warn({ err: error, attempt: row.attempts }, 'job attempt failed');
      const hopeless = error instanceof JobCannotRun || error instanceof InvalidJobPayload;
      await queue.fail(row, error, hopeless ? 0 : undefined);
    } finally {
      clearInterval(holding);
    }
  }

  async function loop() {
    while (!stopped) {
      const leasable = kinds.filter((kind) => (runningByKind[kind] ?? 0) < (kindLimits[kind] ?? concurrency));
      if (running.size >= concurrency || !leasable.length) {
        await Promise.race(running);
        continue;
      }
      const row = await queue.leaseNext(leasable).catch((error) => {
        log.error({ err: error }, 'could not lease a job');
        return undefined;
      });
      if (row) {
        runningByKind[row.kind] = (runningByKind[row.kind] ?? 0) + 1;
        const run: Promise<void> = runOne(row)
          // Even recording the failure can fail (the database gone): said in the log, never left unhandled.
          .catch((error: unknown) => logOf(row).error({ err: error }, 'could not record the job outcome'))
          .finally(() => {
            running.delete(run);
            runningByKind[row.kind]! -= 1;
          });
        running.add(run);
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        pollTimer = setTimeout(resolve, pollMs);
      });
    }
  }

  return {
    /**
     * A module's handler for its job kind; registered while the app is built, before start. `concurrency`
     * caps how many of the runner's slots jobs of this kind may hold at once.
     */
    handle<P extends JobPayload>(
      kind: JobKind<P>,
      handler: JobHandler<P>,
      { concurrency: limit }: { concurrency?: number } = {},
    ) {
      const { name } = kind;
      if (handlers[name]) throw new Error(`job kind ${name} has a handler already`);
      handlers[name] = (context) =>
        handler({ ...context, payload: checkedPayload(kind, context.job.payload) });
      if (limit) kindLimits[name] = limit;
    },
    every(task: RecurringTask) {
      recurring.push(task);
    },
    start() {
      kinds = Object.keys(handlers);
      if (!stopped || !kinds.length) return;
      stopped = false;
      for (const task of recurring) {
        const schedule = new Cron(task.cron, {
          timezone: 'UTC',
          // A slow run (a busy database) is not overlapped by the next tick.
          protect: true,
          catch: (error) => log.error({ err: error, task: task.name }, 'recurring task failed'),
        });
        schedule.schedule(() => task.run());
        schedules.push(schedule);
        // Catches up at start on whatever came due while no instance ran.
        void schedule.trigger();
      }
      looping = loop();
    },
    /** Checks the queue now instead of at the next poll (after enqueueing work someone waits for). */
    nudge() {
      wake?.();
    },
    async stop() {
      stopped = true;
      schedules.splice(0).forEach((schedule) => schedule.stop());
      clearTimeout(pollTimer);
      wake?.();
      await looping;
      await Promise.all(running);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
