import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import { fetchJobProgress } from '@/service/api/jobs';
import { fetchShopList, pauseShop, removeShop, resumeShop, syncShop } from '@/service/api/shop';

const LIST_KEY = ['shop', 'list'];
const JOB_POLL_MS = 1_000;
/** Syncs also start on a schedule and from other screens; the list shows them without a reload. */
const LIST_POLL_MS = 10_000;
const FINISHED = ['succeeded', 'failed', 'cancelled'];
const SHOP_ADMINS = ['R_SUPER', 'R_ADMIN'];

export function useCanManageShops(): boolean {
  return useAuthStore((state) => state.user?.roles.some((role) => SHOP_ADMINS.includes(role)) ?? false);
}

export function useShopList() {
  return useQuery({ queryKey: LIST_KEY, queryFn: fetchShopList, refetchInterval: LIST_POLL_MS });
}

/** Follows a sync job every second until it ends, then refreshes the list (last sync, data range). */
export function useSyncJob(jobId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['shop', 'job', jobId],
    queryFn: async () => {
      const job = await fetchJobProgress(jobId!, { silent: true });
      if (FINISHED.includes(job.state)) void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && FINISHED.includes(query.state.data.state) ? false : JOB_POLL_MS,
  });
}

export type ShopAction = 'sync' | 'pause' | 'resume' | 'remove';

const CALLS: Record<ShopAction, (shopId: string) => Promise<unknown>> = {
  sync: syncShop,
  pause: pauseShop,
  resume: resumeShop,
  remove: removeShop,
};

/** One of the row actions; the list reloads after it, so new jobs and states show at once. */
export function useShopAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, shopId }: { action: ShopAction; shopId: string }) => CALLS[action](shopId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
