import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { negationKeys } from '@/features/negation';
import { fetchNegationKpi, fetchNegationList } from '@/service/api/negation';
import type { ServerTableState } from '@/components/server-table';
import { toListQuery, type AsinSortField, type NegativeKeywordFilter } from './filter';

// The first screen's prefetch fills these moments before the page mounts: mounting must not ask again.
const FRESH_MS = 15_000;

export function negationListQuery({
  filters,
  page,
  pageSize,
  sort,
}: ServerTableState<NegativeKeywordFilter, AsinSortField>) {
  const query = { ...toListQuery(filters, page, pageSize), ...sort };
  return queryOptions({
    queryKey: negationKeys.list(query),
    queryFn: () => fetchNegationList(query),
    staleTime: FRESH_MS,
  });
}

export function negationKpiQuery(filter: NegativeKeywordFilter) {
  // Every filter of the list, so the strip never counts terms the table does not show.
  const { page: _page, pageSize: _pageSize, ...query } = toListQuery(filter, 1, 1);
  return queryOptions({
    queryKey: negationKeys.kpi(query),
    queryFn: () => fetchNegationKpi(query),
    staleTime: FRESH_MS,
  });
}

export function useNegationLog(
  state: ServerTableState<NegativeKeywordFilter, AsinSortField>,
  enabled: boolean,
) {
  return useQuery({ ...negationListQuery(state), placeholderData: keepPreviousData, enabled });
}

export function useNegationKpi(filter: NegativeKeywordFilter, enabled: boolean) {
  return useQuery({ ...negationKpiQuery(filter), placeholderData: keepPreviousData, enabled });
}
