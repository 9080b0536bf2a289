import { Table } from 'antd';
import type { BoardShopRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/features/i18n';
import { useMetricColumn } from '@/features/metrics';
import { scrollX } from '@/components/server-table';

const currency = (row: BoardShopRow) => row.currencyCode;

/** One row per shop, each in its own currency; the counts link to the screens that list them. */
export function ShopSplitTable({ shops, loading }: { shops: BoardShopRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metricColumn = useMetricColumn<BoardShopRow>();
  return (
    <Table<BoardShopRow>
      rowKey="shopId"
      size="small"
      loading={loading}
      dataSource={shops}
      pagination={false}
      scroll={scrollX('max-content', shops.length)}
      columns={[
        {
          title: t('board.shops.shop'),
          dataIndex: 'shopName',
          // Pinned: on a phone the figures scroll under the shop they belong to.
          fixed: 'left',
          width: 140,
          render: (name: string, row) => `${name} (${row.currencyCode})`,
        },
        metricColumn('cost', { figure: (row) => row.current.cost, currency }),
        metricColumn('sales', { figure: (row) => row.current.sales, currency }),
        metricColumn('orders', { figure: (row) => row.current.orders }),
        metricColumn('acos', { figure: (row) => row.current.acos }),
        {
          title: t('board.shops.negated'),
          dataIndex: 'negated',
          align: 'right',
          render: (value: number, row) => (
            <Link to={`/keyword-manage/negative-keywords?shopId=${row.shopId}`}>{format.count(value)}</Link>
          ),
        },
        {
          title: t('board.shops.pending'),
          dataIndex: 'pending',
          align: 'right',
          render: (value: number, row) => (
            <Link to={`/system-settings/operation-logs?unhandled=1&shopId=${row.shopId}`}>
              {format.count(value)}
            </Link>
          ),
        },
      ]}
    />
  );
}
