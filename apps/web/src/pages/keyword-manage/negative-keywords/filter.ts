import {
  HOME_ROUTE_NAME,
  type NegationFlag,
  type NegationStatusName,
  type NegLogListRequest,
} from '@termwise/contracts';
import type { NegLogListQuery } from '@/service/api/negation';
import type { TableSort } from '@/components/server-table';

/** The ASIN list's sort fields, as the log list call takes them. */
export type AsinSortField = NegLogListRequest['sortField'];

/** What the seller narrows the negation log by; remembered per user through def_filter / cur_filter. */
export type NegativeKeywordFilter = {
  shopId?: string;
  /** YYYY-MM-DD, America/Los_Angeles, inclusive. */
  startDate?: string;
  endDate?: string;
  asin?: string;
  searchTerm?: string;
  status?: NegationStatusName;
  flag?: NegationFlag;
};

export const FILTER_PAGE = HOME_ROUTE_NAME;

export const blankFilter: NegativeKeywordFilter = {};

export const DEFAULT_SORT: TableSort<AsinSortField> = { sortField: 'lastNegatedAt', sortOrder: 'desc' };

/** Empty inputs mean "any": the server refuses empty strings where it expects an ASIN or a date. */
export function toListQuery(filter: NegativeKeywordFilter, page: number, pageSize: number): NegLogListQuery {
  const query: NegLogListQuery = { page, pageSize };
  if (filter.shopId) query.shopId = filter.shopId;
  if (filter.startDate) query.startDate = filter.startDate;
  if (filter.endDate) query.endDate = filter.endDate;
  if (filter.asin?.trim()) query.asin = filter.asin.trim();
  if (filter.searchTerm?.trim()) query.searchTerm = filter.searchTerm.trim();
  if (filter.status) query.status = filter.status;
  if (filter.flag) query.flag = filter.flag;
  return query;
}

/** The filter a link carries in its query (`?shopId=…&asin=…`), or null when it carries none. */
export function linkedFilter(search: URLSearchParams): NegativeKeywordFilter | null {
  const shopId = search.get('shopId') ?? undefined;
  const asin = search.get('asin') ?? undefined;
  if (!shopId && !asin) return null;
  return { ...blankFilter, ...(shopId && { shopId }), ...(asin && { asin }) };
}
