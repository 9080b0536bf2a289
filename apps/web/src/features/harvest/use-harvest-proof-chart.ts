import { useQuery } from '@tanstack/react-query';
import { fetchHarvestProofChart } from '@/service/api/harvest';
import { harvestKeys } from './keys';

/** An applied harvest's days, asked only while its proof is open (id set). */
export function useHarvestProofChart(id: string | null) {
  return useQuery({
    queryKey: harvestKeys.proofChart(id ?? ''),
    queryFn: () => fetchHarvestProofChart(id!),
    enabled: id !== null,
  });
}
