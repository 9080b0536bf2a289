import { Table, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { NegLogAsinRow, NegLogListRequest } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { ProductImage, useFormatters } from '@/features/negation';
import { formatUsWestTime } from '@/utils/format';
import { TermsTable, type TermHandlers } from './TermsTable';

export type AsinSort = Pick<NegLogListRequest, 'sortField' | 'sortOrder'>;

interface AsinTableProps {
  rows: NegLogAsinRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  sort: AsinSort;
  onPageChange(page: number, pageSize: number): void;
  onSortChange(sort: AsinSort): void;
  handlers: TermHandlers;
}

const rowKey = (row: NegLogAsinRow) => `${row.shopId}:${row.asin}`;

export function AsinTable({
  rows,
  total,
  loading,
  page,
  pageSize,
  sort,
  onPageChange,
  onSortChange,
  handlers,
}: AsinTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sortOrderOf = (field: AsinSort['sortField']) =>
    sort.sortField === field ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableColumnsType<NegLogAsinRow> = [
    {
      title: t('negation.page.column.product'),
      key: 'product',
      render: (_, row) => (
        <div className="tw-neg-product">
          <ProductImage src={row.imageUrl} size={48} />
          <div className="tw-neg-product__text">
            <Typography.Text ellipsis={{ tooltip: row.title }}>{row.title}</Typography.Text>
            <Typography.Text type="secondary" copyable={{ text: row.asin }}>
              {row.asin} · {row.shopName}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('negation.page.column.negated'),
      dataIndex: 'negatedCount',
      align: 'right',
      width: 110,
      sorter: true,
      sortOrder: sortOrderOf('negatedCount'),
      render: format.count,
    },
    {
      title: t('negation.page.column.pending'),
      dataIndex: 'pendingCount',
      align: 'right',
      width: 110,
      sorter: true,
      sortOrder: sortOrderOf('pendingCount'),
      render: (count: number) =>
        count > 0 ? <Typography.Text type="warning">{format.count(count)}</Typography.Text> : 0,
    },
    {
      title: t('negation.page.column.wasted'),
      dataIndex: 'wastedSpend',
      align: 'right',
      width: 140,
      sorter: true,
      sortOrder: sortOrderOf('wastedSpend'),
      render: (amount: number, row) => format.money(amount, row.currencyCode),
    },
    {
      title: t('negation.page.column.lastNegated'),
      dataIndex: 'lastNegatedAt',
      width: 170,
      sorter: true,
      sortOrder: sortOrderOf('lastNegatedAt'),
      render: (time: string | null) => (time ? formatUsWestTime(new Date(time)) : '—'),
    },
  ];

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) => {
    const { field, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as {
      field?: string;
      order?: string | null;
    };
    const next: AsinSort = order
      ? { sortField: field as AsinSort['sortField'], sortOrder: order === 'ascend' ? 'asc' : 'desc' }
      : { sortField: 'lastNegatedAt', sortOrder: 'desc' };
    if (next.sortField !== sort.sortField || next.sortOrder !== sort.sortOrder) onSortChange(next);
    else onPageChange(pagination.current ?? 1, pagination.pageSize ?? pageSize);
  };

  return (
    <Table<NegLogAsinRow>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      expandable={{ expandedRowRender: (row) => <TermsTable terms={row.terms} handlers={handlers} /> }}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('negation.page.total', { count }),
      }}
      scroll={{ x: 900 }}
    />
  );
}
