import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSavedFilter, saveFilter, type SavedFilter } from '@/service/api/common-filter';
import { queryClient } from '@/service/query-client';
import { savedFilterKeys } from './keys';

/**
 * An answer this young serves the page's mount: the one its route's prefetch just asked for. An older one is
 * asked afresh when the page opens again, since another tab may have changed the filter since.
 */
const FRESH_MS = 5_000;

/** The last used filter, else the default: both asked at once, not one after the other. */
async function loadSavedFilter(page: string): Promise<SavedFilter | null> {
  const [current, fallback] = await Promise.all([
    fetchSavedFilter('current', page).catch(() => null),
    fetchSavedFilter('default', page).catch(() => null),
  ]);
  return current ?? fallback;
}

const savedFilterQuery = (page: string) => ({
  queryKey: savedFilterKeys.page(page),
  queryFn: () => loadSavedFilter(page),
  staleTime: FRESH_MS,
  // Only opening the page asks: an answer arriving after the seller changed the filter must not replace it.
  refetchOnReconnect: false,
});

/**
 * Asks for a page's remembered filter while its route loads (from the page's prefetch), so it comes beside
 * the page's code instead of after the page mounted; the page's useSavedFilter takes this answer. Each
 * navigation asks afresh.
 */
export function prefetchSavedFilter(page: string): Promise<SavedFilter | null> {
  return queryClient.fetchQuery({ ...savedFilterQuery(page), staleTime: 0 });
}

/**
 * A page's filter that follows the user (def_filter / cur_filter): on mount the last used one, else the
 * saved default; every change is remembered as the last used one.
 */
export function useSavedFilter<F extends SavedFilter>(page: string, blank: F) {
  const client = useQueryClient();
  const saved = useQuery(savedFilterQuery(page));
  // The seller's own choice wins over any answer of the server that arrives after it.
  const [chosen, setChosen] = useState<{ page: string; filter: F } | null>(null);
  const own = chosen?.page === page ? chosen.filter : null;
  const filter = useMemo<F>(() => own ?? { ...blank, ...saved.data }, [own, blank, saved.data]);
  const ready = own !== null || (saved.isSuccess && !saved.isFetching);

  const setFilter = useCallback(
    (next: F) => {
      setChosen({ page, filter: next });
      client.setQueryData(savedFilterKeys.page(page), next);
      void saveFilter('current', page, next).catch(() => undefined);
    },
    [client, page],
  );

  const saveAsDefault = useCallback(() => saveFilter('default', page, filter), [page, filter]);

  const resetToDefault = useCallback(async () => {
    const saved = await fetchSavedFilter('default', page);
    setFilter({ ...blank, ...saved });
    // `blank` is a constant of the page; depending on its identity would remake this on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, setFilter]);

  return { filter, setFilter, ready, saveAsDefault, resetToDefault };
}
