import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerTableState } from '@/components/server-table';
import { fetchOperationLogs } from '@/service/api/operation-log';
import { toLogQuery, type OperationLogFilter } from './filter';
import { operationLogKeys } from './keys';

export function useOperationLogs({ filters, page, pageSize }: ServerTableState<OperationLogFilter>) {
  const query = toLogQuery(filters, page, pageSize);
  return useQuery({
    queryKey: operationLogKeys.list(query),
    meta: { showsNegations: true },
    queryFn: () => fetchOperationLogs(query),
    placeholderData: keepPreviousData,
  });
}
