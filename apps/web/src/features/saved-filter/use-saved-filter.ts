import { useCallback, useEffect, useState } from 'react';
import { fetchSavedFilter, saveFilter, type SavedFilter } from '@/service/api/common-filter';

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
      const current = await fetchSavedFilter('current', page).catch(() => null);
      const saved = current ?? (await fetchSavedFilter('default', page).catch(() => null));
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
