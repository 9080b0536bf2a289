import { useQuery } from '@tanstack/react-query';
import { fetchDataComparison } from '@/service/api/negation';

/** 1 = windows ending on the negation date (the evidence), 2 = windows ending today (what happened since). */
export type ComparisonType = 1 | 2;

export function useDataComparison(uniqueSign: string | null, comparisonType: ComparisonType) {
  return useQuery({
    queryKey: ['negation', 'data-comparison', uniqueSign, comparisonType],
    queryFn: () => fetchDataComparison({ uniqueSign: uniqueSign!, comparisonType }),
    enabled: uniqueSign !== null,
  });
}
