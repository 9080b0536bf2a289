import type { JobProgress } from '@termwise/contracts';
import { notFound } from '../http/errors.ts';
import { maySee, type SessionUser } from '../http/session-user.ts';
import type { JobQueue, JobRow } from './queue.ts';

export function jobView(row: JobRow): JobProgress {
  return {
    jobId: row.id,
    kind: row.kind,
    shopId: typeof row.payload.shopId === 'string' ? row.payload.shopId : null,
    state: row.state,
    progress: row.progress,
    error: row.error,
    failure: row.failure,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Any job of the user's organisation and shops; another's reads as "not found". */
export async function jobProgress(queue: JobQueue, user: SessionUser, jobId: string): Promise<JobProgress> {
  const row = await queue.find(jobId);
  if (!row || !maySee(user, row.organisationId, jobView(row).shopId ?? undefined))
    throw notFound({ 'zh-CN': '任务不存在', 'en-US': 'job not found' });
  return jobView(row);
}
