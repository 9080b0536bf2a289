import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  // The same subscription while the query stays: a new one each render would subscribe again each render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
