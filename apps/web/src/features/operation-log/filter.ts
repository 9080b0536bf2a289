import type { OperationLogQuery } from '@/service/api/operation-log';

export interface OperationLogFilter {
  module?: string;
  userName?: string;
  startDate?: string;
  endDate?: string;
  result?: 'success' | 'failure';
  unhandled: boolean;
}

export function toLogQuery(filter: OperationLogFilter, page: number, pageSize: number): OperationLogQuery {
  const query: OperationLogQuery = { page, pageSize };
  if (filter.unhandled) return { ...query, unhandled: true };
  if (filter.module?.trim()) query.module = filter.module.trim();
  if (filter.userName?.trim()) query.userName = filter.userName.trim();
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  if (filter.result) query.result = filter.result;
  return query;
}
