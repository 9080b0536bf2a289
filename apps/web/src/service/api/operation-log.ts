import { OperationLogApi, type OperLogListRequest } from '@termwise/contracts';
import { call } from '../request/call';

export type OperationLogQuery = Partial<OperLogListRequest> & Pick<OperLogListRequest, 'page' | 'pageSize'>;

export const fetchOperationLogs = (body: OperationLogQuery) => call(OperationLogApi.list, body);
