import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';

export type SortOrder = 'asc' | 'desc';

/** The sort a server-paged list takes: a field of its rows and a direction. */
export interface TableSort<Field extends string = string> {
  sortField: Field;
  sortOrder: SortOrder;
}

export interface ServerTableState<Filters, Field extends string = string> {
  page: number;
  pageSize: number;
  sort: TableSort<Field> | undefined;
  filters: Filters;
}

interface ServerTableOptions<Filters, Field extends string> {
  /** The filters as the page keeps them (saved per user, or in the URL); a change goes back to page 1. */
  filters: Filters;
  defaultSort?: TableSort<Field>;
  defaultPageSize?: number;
}

interface AntdSorter {
  field?: unknown;
  order?: 'ascend' | 'descend' | null;
}

export const DEFAULT_PAGE_SIZE = 20;

/**
 * Horizontal scrolling for a table of `width` px, only while it has rows: an empty table would be a
 * scrollable region with nothing a keyboard can focus in it (WCAG 2.1.1).
 */
export const scrollX = (width: number | 'max-content', rowCount: number) =>
  rowCount ? { x: width } : undefined;

/**
 * The state of a table that pages, sorts and filters on the server: page, page size, sort and filters,
 * with the props that bind an antd Table to it. Every server-paged table uses it, so paging behaves alike.
 */
export function useServerTable<Filters, Field extends string = string>({
  filters,
  defaultSort,
  defaultPageSize = DEFAULT_PAGE_SIZE,
}: ServerTableOptions<Filters, Field>) {
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const [sort, setSort] = useState(defaultSort);
  // New filters start again at page 1; compared by value, since pages rebuild their filter objects.
  const filtersKey = JSON.stringify(filters ?? null);
  const [seenFiltersKey, setSeenFiltersKey] = useState(filtersKey);
  if (seenFiltersKey !== filtersKey) {
    setSeenFiltersKey(filtersKey);
    setPaging((current) => ({ ...current, page: 1 }));
  }

  const state: ServerTableState<Filters, Field> = { ...paging, sort, filters };

  /** antd's sortOrder for a column, so the header shows the server's sort. */
  const sortOrderOf = (field: Field) =>
    sort?.sortField === field ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

  const onChange: NonNullable<TableProps<unknown>['onChange']> = (pagination, _filters, sorter) => {
    const { field, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as AntdSorter;
    const next = order
      ? {
          sortField: String(field) as Field,
          sortOrder: order === 'ascend' ? ('asc' as const) : ('desc' as const),
        }
      : defaultSort;
    if (next?.sortField !== sort?.sortField || next?.sortOrder !== sort?.sortOrder) {
      setSort(next);
      setPaging((current) => ({ ...current, page: 1 }));
      return;
    }
    setPaging({ page: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize });
  };

  /** Pagination props for a list of `total` rows; `showTotal` words the count. */
  const pagination = (total: number, showTotal: (total: number) => string): TablePaginationConfig => ({
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    showTotal,
  });

  return { state, sortOrderOf, onChange, pagination, scrollX };
}

export type ServerTable<Filters, Field extends string = string> = ReturnType<
  typeof useServerTable<Filters, Field>
>;
