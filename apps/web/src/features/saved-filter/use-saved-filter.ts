import { useCallback, useEffect, useState } from 'react';
import { fetchSavedFilter, saveFilter, type SavedFilter } from '@/service/api/common-filter';

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
 * Asks for a page's remembered filter while its route loads (from the page's prefetch), so it comes beside
 * the page's code instead of after the page mounted; the page's useSavedFilter takes this answer. Each
 * navigation asks afresh.
 */
export function prefetchSavedFilter(page: string): Promise<SavedFilter | null> {
  const saved = loadSavedFilter(page);
  prefetched.set(page, saved);
  return saved;
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
