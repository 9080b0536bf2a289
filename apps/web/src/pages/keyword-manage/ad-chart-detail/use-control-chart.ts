import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ControlChartRequest } from '@termwise/contracts';
import { negationKeys } from '@/features/negation';
import { fetchControlChart } from '@/service/api/negation';

export function useControlChart(request: ControlChartRequest | null) {
  return useQuery({
    queryKey: negationKeys.controlChart(request),
    queryFn: () => fetchControlChart(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
