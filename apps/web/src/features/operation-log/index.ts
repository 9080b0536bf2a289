import './operation-log.css';
import { registerLocales } from '@/features/negation';
import { operationLogLocales } from './locales';

registerLocales(operationLogLocales);

export { LogDetailDrawer } from './LogDetailDrawer';
export { OperationLogFilters } from './OperationLogFilters';
export { OperationLogTable } from './OperationLogTable';
export { PendingNegationTable } from './PendingNegationTable';
export { useOperationLogs } from './use-operation-logs';
export type { OperationLogFilter } from './filter';
