import type { OperationLogQuery } from '@/service/api/operation-log';

export interface OperationLogFilter {
  module?: string;
  userName?: string;
  startDate?: string;
  endDate?: string;
  result?: 'success' | 'failure';
  unhandled: boolean;
  /** Unhandled mode only: narrow the pending negations to one shop, ASIN or rule. */
  shopId?: string;
  asin?: string;
  ruleId?: string;
}

/** What the unhandled view keeps in the URL, so the bell's "go handle" can link to one ASIN. */
export const PENDING_FILTER_KEYS = ['shopId', 'asin', 'ruleId'] as const;

export function toLogQuery(filter: OperationLogFilter, page: number, pageSize: number): OperationLogQuery {
  const query: OperationLogQuery = { page, pageSize };
  if (filter.unhandled) {
    const pending: OperationLogQuery = { ...query, unhandled: true };
    if (filter.shopId) pending.shopId = filter.shopId;
    if (filter.asin?.trim()) pending.asin = filter.asin.trim();
    if (filter.ruleId) pending.ruleId = filter.ruleId;
    return pending;
  }
  if (filter.module?.trim()) query.module = filter.module.trim();
  if (filter.userName?.trim()) query.userName = filter.userName.trim();
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  if (filter.result) query.result = filter.result;
  return query;
}
