export { operationLogLocales } from './locales';
export { LogDetailDrawer } from './LogDetailDrawer';
export { OperationLogFilters } from './OperationLogFilters';
export { OperationLogTable } from './OperationLogTable';
export { PendingNegationTable } from './PendingNegationTable';
export { useOperationLogs } from './use-operation-logs';
export { PENDING_FILTER_KEYS, type OperationLogFilter } from './filter';
