import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchHarvests, type HarvestListQuery } from '@/service/api/harvest';
import { harvestKeys } from './keys';

/** A page of the harvest queue; the previous page stays on screen while the next one loads. */
export function useHarvests(query: HarvestListQuery, enabled = true) {
  return useQuery({
    queryKey: harvestKeys.list(query),
    queryFn: () => fetchHarvests(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
