export { useTabStore, HOME_TAB_ID, tabFor } from './store';
export { useTabFollowsLocation, useTabPersistence, useCloseTabs, useReloadPage } from './use-tabs';
export { availableCommands, type Tab, type CloseCommand } from './tab';
