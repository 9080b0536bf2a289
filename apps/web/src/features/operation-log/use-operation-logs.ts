import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOperationLogs } from '@/service/api/operation-log';
import { toLogQuery, type OperationLogFilter } from './filter';

export function useOperationLogs(filter: OperationLogFilter, page: number, pageSize: number) {
  const query = toLogQuery(filter, page, pageSize);
  return useQuery({
    queryKey: ['operation-logs', query],
    queryFn: () => fetchOperationLogs(query),
    placeholderData: keepPreviousData,
  });
}
