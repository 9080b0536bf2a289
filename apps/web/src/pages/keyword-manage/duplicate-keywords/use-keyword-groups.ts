import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { keywordKeys } from '@/features/keyword-structure';
import { fetchKeywordGroupCounts, fetchKeywordGroups } from '@/service/api/keyword';
import type { ServerTableState } from '@/components/server-table';
import { toGroupQuery, type DuplicateFilter } from './filter';
import type { GroupSortField } from './GroupTable';

export function useKeywordGroups(
  { filters, page, pageSize, sort }: ServerTableState<DuplicateFilter, GroupSortField>,
  enabled: boolean,
) {
  const query = { ...toGroupQuery(filters), page, pageSize, ...sort };
  return useQuery({
    queryKey: keywordKeys.groups(query),
    queryFn: () => fetchKeywordGroups(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Groups per kind under the other filters, for the tab labels. */
export function useKeywordGroupCounts(filter: DuplicateFilter, enabled: boolean) {
  const { kind: _kind, ...query } = toGroupQuery(filter);
  return useQuery({
    queryKey: keywordKeys.counts(query),
    queryFn: () => fetchKeywordGroupCounts(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
