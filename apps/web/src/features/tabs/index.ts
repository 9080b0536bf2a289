export { useTabStore, HOME_TAB_ID, tabFor } from './store';
export {
  useCurrentRoute,
  useTabFollowsLocation,
  useTabPersistence,
  useCloseTabs,
  useReloadPage,
} from './use-tabs';
export { availableCommands, type Tab, type CloseCommand } from './tab';
