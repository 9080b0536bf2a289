import { useQuery } from '@tanstack/react-query';
import { fetchDataComparison } from '@/service/api/negation';
import { negationKeys } from '../keys';

/** 1 = windows ending on the negation date (the evidence), 2 = windows ending today (what happened since). */
export type ComparisonType = 1 | 2;

export function useDataComparison(uniqueSign: string | null, comparisonType: ComparisonType) {
  return useQuery({
    queryKey: negationKeys.dataComparison(uniqueSign, comparisonType),
    queryFn: () => fetchDataComparison({ uniqueSign: uniqueSign!, comparisonType }),
    enabled: uniqueSign !== null,
  });
}
