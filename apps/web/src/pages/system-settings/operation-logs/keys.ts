import type { OperationLogQuery } from '@/service/api/operation-log';

export const operationLogKeys = {
  all: ['operation-log'] as const,
  list: (query: OperationLogQuery) => [...operationLogKeys.all, 'list', query] as const,
};
