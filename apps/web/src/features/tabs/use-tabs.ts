import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '@/features/routes';
import { useThemeStore, type ThemeSettings } from '@/features/theme';
import { localStg } from '@/utils/storage';
import { tabFor, useTabStore } from './store';
import type { CloseCommand } from './tab';

/**
 * Opens (or focuses) the tab of the page being shown. Before the paint: run after it, a tab closed in between
 * (the strip is on screen, its context menu clickable) came back, opened for the location being left.
 */
export function useTabFollowsLocation(): void {
  const route = useCurrentRoute();
  const location = useLocation();
  const open = useTabStore((state) => state.open);
  useLayoutEffect(() => {
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

/** A blank as long as the page animation makes the remount visible; without animation a flicker is enough. */
export function reloadDelayMs(page: ThemeSettings['page']): number {
  return page.animate && page.animateMode !== 'none' ? 300 : 40;
}

export function useReloadPage(): () => void {
  const page = useThemeStore((state) => state.settings.page);
  return () => {
    const { activeId, reload } = useTabStore.getState();
    reload(activeId, reloadDelayMs(page));
  };
}
