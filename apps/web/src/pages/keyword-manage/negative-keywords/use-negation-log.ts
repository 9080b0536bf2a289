import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchNegationKpi, fetchNegationList } from '@/service/api/negation';
import type { AsinSort } from './AsinTable';
import { toListQuery, type NegativeKeywordFilter } from './filter';

export function useNegationLog(
  filter: NegativeKeywordFilter,
  page: number,
  pageSize: number,
  sort: AsinSort,
  enabled: boolean,
) {
  const query = { ...toListQuery(filter, page, pageSize), ...sort };
  return useQuery({
    queryKey: ['negation', 'list', query],
    queryFn: () => fetchNegationList(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useNegationKpi(filter: NegativeKeywordFilter, enabled: boolean) {
  const { shopId, asin, startDate, endDate } = toListQuery(filter, 1, 1);
  const query = { shopId, asin, startDate, endDate };
  return useQuery({
    queryKey: ['negation', 'kpi', query],
    queryFn: () => fetchNegationKpi(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
