import { useQuery } from '@tanstack/react-query';
import type { JobProgress } from '@termwise/contracts';
import { fetchJobProgress } from '@/service/api/jobs';
import { jobKeys } from './keys';

const POLL_MS = 1_000;
const FINISHED: JobProgress['state'][] = ['succeeded', 'failed', 'cancelled'];

export const isJobFinished = (job: Pick<JobProgress, 'state'>): boolean => FINISHED.includes(job.state);

interface JobProgressOptions {
  /** Leaves a failed poll unannounced (a list that shows the job's state says it anyway). */
  silent?: boolean;
  /** Called once, with the last answer, when the job has ended (e.g. to refresh what it changed). */
  onFinished?(job: JobProgress): void;
}

/** Follows any background job (sync, data refresh, rules run) until it ends; a null jobId follows nothing. */
export function useJobProgress(jobId: string | null, { silent, onFinished }: JobProgressOptions = {}) {
  return useQuery({
    queryKey: jobKeys.progress(jobId),
    queryFn: async () => {
      const job = await fetchJobProgress(jobId!, { silent });
      if (isJobFinished(job)) onFinished?.(job);
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data && isJobFinished(query.state.data) ? false : POLL_MS),
  });
}
