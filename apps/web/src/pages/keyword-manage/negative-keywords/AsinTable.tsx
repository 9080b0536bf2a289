import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { NegLogAsinRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { ServerTable } from '@/components/server-table';
import { CopyButton } from '@/components/CopyButton';
import { ProductImage } from '@/components/ProductImage';
import { useFormatters } from '@/features/i18n';
import { formatUsWestTime } from '@/utils/format';
import { useScreenAtLeast } from '@/utils/use-screen';
import type { AsinSortField, NegativeKeywordFilter } from './filter';
import { AsinTerms } from './AsinTerms';
import type { TermHandlers } from './TermsTable';

interface AsinTableProps {
  rows: NegLogAsinRow[];
  total: number;
  loading: boolean;
  table: ServerTable<NegativeKeywordFilter, AsinSortField>;
  handlers: TermHandlers;
}

const rowKey = (row: NegLogAsinRow) => `${row.shopId}:${row.asin}`;

export function AsinTable({ rows, total, loading, table, handlers }: AsinTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { sortOrderOf } = table;

  const product = (row: NegLogAsinRow) => (
    <div className="tw-neg-product">
      <ProductImage src={row.imageUrl} size={48} />
      <div className="tw-neg-product__text">
        <span className="tw-neg-product__title" title={row.title}>
          {row.title}
        </span>
        <span className="tw-neg-product__asin">
          {row.asin}
          <CopyButton text={row.asin} /> · {row.shopName}
        </span>
      </div>
    </div>
  );
  // On a phone the five columns would scroll sideways under the card: each ASIN is one stacked cell, its
  // figures labelled beneath the product, and its terms open at the card's width.
  const stacked = !useScreenAtLeast('md');
  const desktop = useScreenAtLeast('xl');
  // From a desktop's width the five columns fit beside the menu; a table that may scroll sideways measures
  // its columns after each render, the longest task of the first screen, so only narrower screens scroll.
  const scrolls = !stacked && !desktop;
  const stackedColumns: TableColumnsType<NegLogAsinRow> = [
    {
      title: t('negation.page.column.product'),
      key: 'product',
      render: (_, row) => (
        <div className="tw-neg-asin-stacked">
          {product(row)}
          <Typography.Text type="secondary">
            {t('negation.page.column.negated')} {format.count(row.negatedCount)} ·{' '}
            {t('negation.page.column.pending')} {format.count(row.pendingCount)} ·{' '}
            {t('negation.page.column.wasted')} {format.money(row.wastedSpend, row.currencyCode)}
          </Typography.Text>
        </div>
      ),
    },
  ];
  const columns: TableColumnsType<NegLogAsinRow> = [
    { title: t('negation.page.column.product'), key: 'product', render: (_, row) => product(row) },
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

  return (
    <Table<NegLogAsinRow>
      rowKey={rowKey}
      columns={stacked ? stackedColumns : columns}
      dataSource={rows}
      loading={loading}
      onChange={table.onChange as TableProps<NegLogAsinRow>['onChange']}
      showSorterTooltip={false}
      expandable={{
        // A fixed column makes antd keep each expanded row at the table's visible width: the terms stay
        // in sight while a narrow screen scrolls the ASIN columns.
        fixed: scrolls ? 'start' : undefined,
        expandedRowRender: (row) => <AsinTerms row={row} filter={table.state.filters} handlers={handlers} />,
      }}
      pagination={table.pagination(total, (count) => t('negation.page.total', { count }))}
      scroll={scrolls ? table.scrollX(900, rows.length) : undefined}
      tableLayout={stacked ? 'fixed' : undefined}
    />
  );
}
