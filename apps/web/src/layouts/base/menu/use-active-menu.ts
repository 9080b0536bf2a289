import { useMemo } from 'react';
import { useCurrentRoute, useMenus, type MenuEntry } from '@/features/routes';

function findPath(entries: MenuEntry[], key: string): MenuEntry[] {
  for (const entry of entries) {
    if (entry.key === key) return [entry];
    const below = findPath(entry.children ?? [], key);
    if (below.length) return [entry, ...below];
  }
  return [];
}

/** Which menu entry the current page belongs to (meta.activeMenu for pages hidden from the menu). */
export function useActiveMenu() {
  const menus = useMenus();
  const route = useCurrentRoute();
  return useMemo(() => {
    const selectedKey = route?.meta.activeMenu ?? route?.name ?? '';
    const trail = findPath(menus, selectedKey);
    return { menus, selectedKey, trail, firstLevel: trail[0] };
  }, [menus, route]);
}

export function flattenMenus(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenMenus(entry.children ?? [])]);
}

/** A first-level entry opens its first page; a leaf opens itself. */
export function firstPageOf(entry: MenuEntry): MenuEntry {
  return entry.children?.[0] ? firstPageOf(entry.children[0]) : entry;
}
