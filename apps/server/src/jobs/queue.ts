import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { job } from '../db/schema/index.ts';
import { messageOf, reasonOf } from '../http/failure.ts';
import { checkedPayload, type JobKind, type JobPayload } from './job-kind.ts';

export type JobRow = typeof job.$inferSelect;

export interface NewJob<P extends JobPayload> {
  kind: JobKind<P>;
  dedupeKey: string;
  payload: NoInfer<P>;
  organisationId?: string | null;
  runAfter?: Date;
}

/**
 * A runner holds a running job's lease while its handler works; a lease that runs out means the runner died
 * (crash, kill), and any instance may take the job over and resume it from its checkpoint.
 */
const LEASE_SECONDS = 60;

export function createJobQueue(db: Database, { leaseSeconds = LEASE_SECONDS } = {}) {
  return {
    leaseSeconds,

    /**
     * Adds a job unless one with the same key is queued or running; answers the id either way. A payload
     * its kind does not accept throws InvalidJobPayload, and nothing is added.
     */
    async enqueue<P extends JobPayload>(input: NewJob<P>): Promise<{ id: string; created: boolean }> {
      const payload = checkedPayload(input.kind, input.payload);
      const [created] = await db
        .insert(job)
        .values({ ...input, kind: input.kind.name, payload, runAfter: input.runAfter ?? new Date() })
        .onConflictDoNothing({ target: job.dedupeKey, where: sql`state in ('queued', 'running')` })
        .returning({ id: job.id });
      if (created) return { id: created.id, created: true };
      const [active] = await db
        .select({ id: job.id })
        .from(job)
        .where(and(eq(job.dedupeKey, input.dedupeKey), sql`${job.state} in ('queued', 'running')`));
      if (!active) return this.enqueue(input);
      return { id: active.id, created: false };
    },

    /** Takes the next due job, or one whose runner's lease ran out (it crashed), for this runner. */
    async leaseNext(kinds: string[]): Promise<JobRow | undefined> {
      const result = await db.execute<{ id: string }>(sql`
        update job set state = 'running', attempts = attempts + 1,
          lease_until = now() + make_interval(secs => ${leaseSeconds}),
          started_at = coalesce(started_at, now())
        where id = (
          select id from job
          where kind in ${kinds}
            and ((state = 'queued' and run_after <= now()) or (state = 'running' and lease_until < now()))
          order by run_after
          for update skip locked
          limit 1
        )
        returning id`);
      const id = result.rows[0]?.id;
      if (!id) return undefined;
      const [leased] = await db.select().from(job).where(eq(job.id, id));
      return leased;
    },

    /** Records progress and the resume point, and extends the lease. */
    async progress(jobId: string, progress: number, checkpoint?: Record<string, unknown>) {
      await db
        .update(job)
        .set({
          progress: Math.max(0, Math.min(100, Math.round(progress))),
          ...(checkpoint ? { checkpoint } : {}),
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(eq(job.id, jobId));
    },

    /** Keeps a running job this runner's while its handler works (however long Amazon takes). */
    async holdLease(jobId: string) {
      await db
        .update(job)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(eq(job.id, jobId), eq(job.state, 'running')));
    },

    async succeed(jobId: string) {
      await db
        .update(job)
        .set({
          state: 'succeeded',
          progress: 100,
          finishedAt: new Date(),
          leaseUntil: null,
          error: null,
          failure: null,
        })
        .where(eq(job.id, jobId));
    },

    /**
     * A failed attempt is retried later with back-off until `maxAttempts`, then the job fails for good.
     * It keeps the error's message and the reason the seller reads.
     */
    async fail(row: JobRow, cause: unknown, maxAttempts = 3) {
      const retry = row.attempts < maxAttempts;
      const error = messageOf(cause);
      const failure = reasonOf(cause);
      await db
        .update(job)
        .set(
          retry
            ? {
                state: 'queued',
                error,
                failure,
                leaseUntil: null,
                runAfter: new Date(Date.now() + 2 ** row.attempts * 15_000),
              }
            : { state: 'failed', error, failure, leaseUntil: null, finishedAt: new Date() },
        )
        .where(eq(job.id, row.id));
    },

    async cancel(dedupeKey: string) {
      await db
        .update(job)
        .set({ state: 'cancelled', finishedAt: new Date(), leaseUntil: null })
        .where(and(eq(job.dedupeKey, dedupeKey), eq(job.state, 'queued')));
    },

    /**
     * The payloads of the jobs of a kind still to run or running: what their files belong to. One its kind
     * does not accept is left out (its job fails when it runs).
     */
    async activePayloads<P extends JobPayload>(kind: JobKind<P>): Promise<P[]> {
      const rows = await db
        .select({ payload: job.payload })
        .from(job)
        .where(and(eq(job.kind, kind.name), sql`${job.state} in ('queued', 'running')`));
      return rows.flatMap((row) => {
        const checked = kind.payload.safeParse(row.payload);
        return checked.success ? [checked.data] : [];
      });
    },

    async find(jobId: string) {
      const [row] = await db.select().from(job).where(eq(job.id, jobId));
      return row;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
