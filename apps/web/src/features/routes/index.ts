export { decideRoute } from './guard';
export * from './route-tree';
export { useMenus, type MenuEntry } from './menus';
export { useCurrentRoute } from './current-route';
