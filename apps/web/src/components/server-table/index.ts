export {
  DEFAULT_PAGE_SIZE,
  scrollX,
  useServerTable,
  type ServerTable,
  type ServerTableState,
  type SortOrder,
  type TableSort,
} from './use-server-table';
