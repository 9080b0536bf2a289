import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failureReason } from './failure.ts';
import { id } from './validation.ts';

/** Background jobs (shop syncs, rule runs): one progress call for every kind. */

export const jobProgressRequest = z.object({ jobId: id });

export const jobProgress = z.object({
  jobId: z.string(),
  kind: z.string(),
  /** The shop the job works on, when it works on one. */
  shopId: z.string().nullable(),
  state: z.enum(['queued', 'running', 'succeeded', 'failed', 'cancelled']),
  progress: z.number().int(),
  error: z.string().nullable(),
  /** Why it failed, for the seller in their language; `error` keeps the details. */
  failure: failureReason.nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});

export type JobProgressRequest = z.infer<typeof jobProgressRequest>;
export type JobProgress = z.infer<typeof jobProgress>;

export const JobApi = {
  progress: { path: '/v1/negOper/job_progress', body: jobProgressRequest, response: jobProgress },
} as const satisfies Record<string, Endpoint>;
