import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { negationKeys } from '@/features/negation';
import { fetchNegationKpi, fetchNegationList } from '@/service/api/negation';
import type { ServerTableState } from '@/components/server-table';
import type { AsinSortField } from './AsinTable';
import { toListQuery, type NegativeKeywordFilter } from './filter';

export function useNegationLog(
  { filters, page, pageSize, sort }: ServerTableState<NegativeKeywordFilter, AsinSortField>,
  enabled: boolean,
) {
  const query = { ...toListQuery(filters, page, pageSize), ...sort };
  return useQuery({
    queryKey: negationKeys.list(query),
    queryFn: () => fetchNegationList(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useNegationKpi(filter: NegativeKeywordFilter, enabled: boolean) {
  // Every filter of the list, so the strip never counts terms the table does not show.
  const { page: _page, pageSize: _pageSize, ...query } = toListQuery(filter, 1, 1);
  return useQuery({
    queryKey: negationKeys.kpi(query),
    queryFn: () => fetchNegationKpi(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
