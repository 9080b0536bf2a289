import { useQuery } from '@tanstack/react-query';
import { fetchHarvestDestinations } from '@/service/api/harvest';
import { harvestKeys } from './keys';

/** The ad groups a harvest could go to instead, asked only while a person is picking (id set). */
export function useHarvestDestinations(id: string | null) {
  return useQuery({
    queryKey: harvestKeys.destinations(id ?? ''),
    queryFn: () => fetchHarvestDestinations(id!),
    enabled: id !== null,
  });
}
