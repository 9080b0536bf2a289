import { useQuery } from '@tanstack/react-query';
import { fetchJobProgress } from '@/service/api/jobs';

const POLL_MS = 1_500;
const FINISHED = ['succeeded', 'failed', 'cancelled'];

/** Follows a background job until it finishes; null jobId follows nothing. */
export function useJobProgress(jobId: string | null) {
  return useQuery({
    queryKey: ['negation', 'job', jobId],
    queryFn: () => fetchJobProgress(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && FINISHED.includes(query.state.data.state) ? false : POLL_MS,
  });
}
