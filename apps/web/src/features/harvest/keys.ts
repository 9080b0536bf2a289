import type { QueryClient } from '@tanstack/react-query';
import type { HarvestListQuery } from '@/service/api/harvest';

export const harvestKeys = {
  all: ['harvest'] as const,
  list: (query: HarvestListQuery) => [...harvestKeys.all, 'list', query] as const,
  destinations: (id: string) => [...harvestKeys.all, 'destinations', id] as const,
  proofChart: (id: string) => [...harvestKeys.all, 'proofChart', id] as const,
  waiting: () => [...harvestKeys.all, 'waiting'] as const,
  settings: (shopId: string) => [...harvestKeys.all, 'settings', shopId] as const,
};

/** After harvests were handled: every list of them (queue, the rankings' opportunity tags, the bell). */
export function invalidateHarvestData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: harvestKeys.all });
}
