import { z } from 'zod';

/** Background jobs (shop syncs, rule runs): one progress call for every kind. */

export const JobPaths = {
  progress: '/v1/negOper/job_progress',
} as const;

export const jobProgressRequest = z.object({ jobId: z.uuid('must be an id') });

export const jobProgress = z.object({
  jobId: z.string(),
  kind: z.string(),
  /** The shop the job works on, when it works on one. */
  shopId: z.string().nullable(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export type JobProgressRequest = z.infer<typeof jobProgressRequest>;
export type JobProgress = z.infer<typeof jobProgress>;
