import { useCallback, useEffect, useState } from 'react';
import { HOME_ROUTE_NAME } from '@termwise/contracts';
import { fetchSavedFilter, saveFilter, type SavedFilter } from '@/service/api/common-filter';

/** Pages that remember their filter, by route name (`/a/b` is `a_b`). */
const PAGES_WITH_SAVED_FILTER = new Set([HOME_ROUTE_NAME]);
const prefetched = new Map<string, Promise<SavedFilter | null>>();

/** The last used filter, else the default: both asked at once, not one after the other. */
async function loadSavedFilter(page: string): Promise<SavedFilter | null> {
  const [current, fallback] = await Promise.all([
    fetchSavedFilter('current', page).catch(() => null),
    fetchSavedFilter('default', page).catch(() => null),
  ]);
  return current ?? fallback;
}

/**
 * Asks for the remembered filter of the page at `pathname` while the route guard lets it through, so it
 * loads beside the page's code instead of after the page mounted. Each navigation asks afresh.
 */
export function prefetchSavedFilter(pathname: string): void {
  const page = pathname.split('/').filter(Boolean).join('_');
  if (PAGES_WITH_SAVED_FILTER.has(page)) prefetched.set(page, loadSavedFilter(page));
}

function takeSavedFilter(page: string): Promise<SavedFilter | null> {
  const early = prefetched.get(page);
  prefetched.delete(page);
  return early ?? loadSavedFilter(page);
}

/**
 * A page's filter that follows the user (def_filter / cur_filter): on mount the last used one, else the
 * saved default; every change is remembered as the last used one.
 */
export function useSavedFilter<F extends SavedFilter>(page: string, blank: F) {
  const [filter, setFilterState] = useState<F>(blank);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      const saved = await takeSavedFilter(page);
      if (cancelled) return;
      if (saved) setFilterState({ ...blank, ...saved });
      setReady(true);
    };
    void load();
    return () => {
      cancelled = true;
    };
    // `blank` is a constant of the page; reloading when its identity changes would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  const setFilter = useCallback(
    (next: F) => {
      setFilterState(next);
      prefetched.delete(page);
      void saveFilter('current', page, next).catch(() => undefined);
    },
    [page],
  );

  const saveAsDefault = useCallback(() => saveFilter('default', page, filter), [page, filter]);

  const resetToDefault = useCallback(async () => {
    const saved = await fetchSavedFilter('default', page);
    setFilter({ ...blank, ...saved });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, setFilter]);

  return { filter, setFilter, ready, saveAsDefault, resetToDefault };
}
