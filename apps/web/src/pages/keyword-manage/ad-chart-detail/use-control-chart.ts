import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ControlChartRequest } from '@termwise/contracts';
import { fetchControlChart } from '@/service/api/negation';

export function useControlChart(request: ControlChartRequest | null) {
  return useQuery({
    queryKey: ['negation', 'control-chart', request],
    queryFn: () => fetchControlChart(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
