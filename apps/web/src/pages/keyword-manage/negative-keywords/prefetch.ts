import { DEFAULT_PAGE_SIZE } from '@/components/server-table';
import { prefetchSavedFilter } from '@/features/saved-filter';
import { shopListQuery } from '@/features/shop';
import { queryClient } from '@/service/query-client';
import { blankFilter, DEFAULT_SORT, FILTER_PAGE } from './filter';
import { negationKpiQuery, negationListQuery } from './use-negation-log';

/**
 * The home page's first screen, asked for while the guard lets the route through and the frame renders
 * (issue 9 point 10): the same queries the page runs, so it mounts with its rows and KPIs in the cache.
 */
export async function prefetch(): Promise<void> {
  void queryClient.prefetchQuery(shopListQuery);
  const filters = { ...blankFilter, ...(await prefetchSavedFilter(FILTER_PAGE)) };
  void queryClient.prefetchQuery(
    negationListQuery({ filters, page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: DEFAULT_SORT }),
  );
  void queryClient.prefetchQuery(negationKpiQuery(filters));
}
