/** One open page in the tab bar. */
export interface Tab {
  /** Route name, or the full path for routes that allow one tab per URL (meta.multiTab). */
  id: string;
  routeName: string;
  fullPath: string;
  i18nKey: string;
  icon?: string;
  fixedIndex?: number;
  /** Tells apart tabs of one multi-tab page, e.g. the site an iframe tab shows. */
  detail?: string;
}

export type CloseCommand = 'self' | 'others' | 'left' | 'right' | 'all';

export interface TabsState {
  tabs: Tab[];
  activeId: string;
}

/** The home tab and fixed tabs are part of the frame and never close. */
export function isClosable(tab: Tab, homeId: string): boolean {
  return tab.id !== homeId && tab.fixedIndex === undefined;
}

/** Adds a tab or, for a tab already open, remembers its latest full path (query included). */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const existing = tabs.findIndex((item) => item.id === tab.id);
  if (existing === -1) return sortFixedFirst([...tabs, tab]);
  return tabs.map((item, index) => (index === existing ? { ...item, fullPath: tab.fullPath } : item));
}

function sortFixedFirst(tabs: Tab[]): Tab[] {
  const fixed = tabs
    .filter((tab) => tab.fixedIndex !== undefined)
    .sort((a, b) => a.fixedIndex! - b.fixedIndex!);
  return [...fixed, ...tabs.filter((tab) => tab.fixedIndex === undefined)];
}

function idsToClose(tabs: Tab[], targetId: string, command: CloseCommand): Set<string> {
  const target = tabs.findIndex((tab) => tab.id === targetId);
  const pick = (tab: Tab, index: number): boolean => {
    switch (command) {
      case 'self':
        return tab.id === targetId;
      case 'others':
        return tab.id !== targetId;
      case 'left':
        return index < target;
      case 'right':
        return index > target;
      case 'all':
        return true;
    }
  };
  return new Set(tabs.filter(pick).map((tab) => tab.id));
}

/**
 * Applies a close command from the tab at `targetId`. When the active tab goes, the tab after it takes
 * over, else the one before it, else home.
 */
export function closeTabs(
  state: TabsState,
  targetId: string,
  command: CloseCommand,
  homeId: string,
): TabsState {
  const closing = idsToClose(state.tabs, targetId, command);
  const tabs = state.tabs.filter((tab) => !closing.has(tab.id) || !isClosable(tab, homeId));
  if (tabs.some((tab) => tab.id === state.activeId)) return { tabs, activeId: state.activeId };
  if (command !== 'self' && tabs.some((tab) => tab.id === targetId)) return { tabs, activeId: targetId };
  return { tabs, activeId: neighbourOf(state.tabs, tabs, state.activeId) ?? homeId };
}

function neighbourOf(before: Tab[], after: Tab[], goneId: string): string | undefined {
  const index = before.findIndex((tab) => tab.id === goneId);
  const remaining = new Set(after.map((tab) => tab.id));
  const next = before.slice(index + 1).find((tab) => remaining.has(tab.id));
  const previous = before
    .slice(0, index)
    .reverse()
    .find((tab) => remaining.has(tab.id));
  return (next ?? previous)?.id;
}

/** Which close commands make sense for the tab the context menu was opened on. */
export function availableCommands(
  tabs: Tab[],
  targetId: string,
  homeId: string,
): Record<CloseCommand, boolean> {
  const index = tabs.findIndex((tab) => tab.id === targetId);
  const closable = (list: Tab[]) => list.some((tab) => isClosable(tab, homeId));
  const target = tabs[index];
  return {
    self: target !== undefined && isClosable(target, homeId),
    others: closable(tabs.filter((tab) => tab.id !== targetId)),
    left: closable(tabs.slice(0, index)),
    right: closable(tabs.slice(index + 1)),
    all: closable(tabs),
  };
}
