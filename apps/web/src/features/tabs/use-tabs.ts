import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { AppRoute } from '@termwise/contracts';
import { useThemeStore } from '@/features/theme/store';
import { localStg } from '@/utils/storage';
import { tabFor, useTabStore } from './store';
import type { CloseCommand } from './tab';

/** The route of the page being shown, from the route handle the router was built with. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { route?: AppRoute } | undefined;
  return handle?.route;
}

/** Opens (or focuses) the tab of the page being shown. */
export function useTabFollowsLocation(): void {
  const route = useCurrentRoute();
  const location = useLocation();
  const open = useTabStore((state) => state.open);
  useEffect(() => {
    if (!route || route.meta.noTab) return;
    open(tabFor(route, location.pathname + location.search));
  }, [route, location.pathname, location.search, open]);
}

/** Saves the open tabs for the next visit while the "keep tabs" setting is on. */
export function useTabPersistence(): void {
  const keepTabs = useThemeStore((state) => state.settings.tab.cache);
  useEffect(() => {
    if (!keepTabs) {
      localStg.remove('globalTabs');
      return;
    }
    localStg.set('globalTabs', useTabStore.getState().tabs);
    return useTabStore.subscribe((state) => localStg.set('globalTabs', state.tabs));
  }, [keepTabs]);
}

export function useCloseTabs(): (targetId: string, command: CloseCommand) => void {
  const navigate = useNavigate();
  return (targetId, command) => {
    const before = useTabStore.getState().activeId;
    const active = useTabStore.getState().close(targetId, command);
    if (active && active.id !== before) navigate(active.fullPath);
  };
}

/** The reload button: a short blank (the page animation's length) makes the remount visible. */
export function useReloadPage(): () => void {
  const animate = useThemeStore((state) => state.settings.page.animate && state.settings.page.animateMode !== 'none');
  return () => {
    const { activeId, reload } = useTabStore.getState();
    reload(activeId, animate ? 300 : 40);
  };
}
