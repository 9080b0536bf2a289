import { create } from 'zustand';
import type { AppRoute } from '@termwise/contracts';
import { useAuthStore } from '@/features/auth';
import { allRoutes, HOME_PATH, homeRoute } from '@/features/routes';
import { localStg } from '@/utils/storage';
import { closeTabs, openTab, type CloseCommand, type Tab } from './tab';

declare module '@/utils/storage' {
  interface StoredValues {
    globalTabs: Tab[];
    /** The user whose tabs these are. */
    globalTabsOwner: string;
  }
}

export const HOME_TAB_ID = homeRoute.name;

/** The last path segment, or the host when that segment is an encoded URL (the iframe page). */
function pathDetail(fullPath: string): string {
  const last = decodeURIComponent(fullPath.split('?')[0]!.split('/').at(-1) ?? '');
  try {
    return new URL(last).host || last;
  } catch {
    return last;
  }
}

export function tabFor(route: AppRoute, fullPath: string): Tab {
  return {
    id: route.meta.multiTab ? fullPath : route.name,
    detail: route.meta.multiTab ? pathDetail(fullPath) : undefined,
    routeName: route.name,
    fullPath,
    i18nKey: route.meta.i18nKey,
    icon: route.meta.icon,
    fixedIndex: route.meta.fixedIndexInTab,
  };
}

const homeTab = (): Tab => tabFor(homeRoute, HOME_PATH);

/** Saved tabs whose route still exists, with home always present. */
function restoreTabs(): Tab[] {
  const known = new Set(allRoutes.map((route) => route.name));
  const saved = (localStg.get('globalTabs') ?? []).filter((tab) => known.has(tab.routeName));
  return saved.reduce((tabs, tab) => openTab(tabs, tab), [homeTab()]);
}

interface TabStore {
  tabs: Tab[];
  activeId: string;
  /** Bumped to remount a tab's page (the reload button). */
  versions: Record<string, number>;
  reloading: boolean;
  open(tab: Tab): void;
  /** Applies a close command and returns the tab that is active afterwards. */
  close(targetId: string, command: CloseCommand): Tab | undefined;
  reload(tabId: string, delayMs: number): void;
  /** Back to just the home tab, e.g. when another user logs in. */
  clear(): void;
}

/**
 * The restored tab of the page the browser opened on (a reload), else home. Known before the first render:
 * the page's own tab is marked active from the start instead of once the location has been followed, which
 * re-rendered the strip under a context menu opened meanwhile.
 */
function tabShownAt(tabs: Tab[], fullPath: string): string {
  return tabs.find((tab) => tab.fullPath === fullPath)?.id ?? HOME_TAB_ID;
}

const restored = restoreTabs();

export const useTabStore = create<TabStore>()((set, get) => ({
  tabs: restored,
  activeId: tabShownAt(restored, window.location.pathname + window.location.search),
  versions: {},
  reloading: false,
  open: (tab) => set({ tabs: openTab(get().tabs, tab), activeId: tab.id }),
  close: (targetId, command) => {
    const next = closeTabs(get(), targetId, command, HOME_TAB_ID);
    set(next);
    return next.tabs.find((tab) => tab.id === next.activeId);
  },
  reload: (tabId, delayMs) => {
    set({ reloading: true });
    setTimeout(() => {
      const { versions } = get();
      set({ reloading: false, versions: { ...versions, [tabId]: (versions[tabId] ?? 0) + 1 } });
    }, delayMs);
  },
  clear: () => {
    localStg.remove('globalTabs');
    set({ tabs: [homeTab()], activeId: HOME_TAB_ID, versions: {} });
  },
}));

/**
 * Another person's tabs mean nothing to this user: when someone else signs in, the tabs go back to home.
 * Checked when the store is made (the page may load this code only after login) and on every sign-in.
 */
function claimTabsFor(userId: string | undefined): void {
  if (!userId) return;
  const owner = localStg.get('globalTabsOwner');
  if (owner && owner !== userId) useTabStore.getState().clear();
  localStg.set('globalTabsOwner', userId);
}

claimTabsFor(useAuthStore.getState().user?.userId);
useAuthStore.subscribe((state, previous) => {
  if (state.user?.userId !== previous.user?.userId) claimTabsFor(state.user?.userId);
});
