/** What other modules may use of the operation log. */
export { createOperationLog, SYSTEM_ACTOR, type OperationLog } from './service.ts';
export { createOperationLogModule } from './module.ts';
export type { PendingNegationLog } from './list.ts';
