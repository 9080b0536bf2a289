import { NegationPaths, type OperLogListRequest, type OperLogListResponse } from '@termwise/contracts';
import { request } from '../request';

export type OperationLogQuery = Partial<OperLogListRequest> & Pick<OperLogListRequest, 'page' | 'pageSize'>;

export const fetchOperationLogs = (body: OperationLogQuery) =>
  request<OperLogListResponse>(NegationPaths.operLogList, { body });
