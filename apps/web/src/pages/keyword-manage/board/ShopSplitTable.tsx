import { Table } from 'antd';
import type { BoardShopRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '@/features/i18n';
import { scrollX } from '@/components/server-table';

/** One row per shop, each in its own currency; the counts link to the screens that list them. */
export function ShopSplitTable({ shops, loading }: { shops: BoardShopRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
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
        {
          title: t('board.shops.cost'),
          key: 'cost',
          align: 'right',
          render: (_, row) => format.money(row.current.cost, row.currencyCode),
        },
        {
          title: t('board.shops.sales'),
          key: 'sales',
          align: 'right',
          render: (_, row) => format.money(row.current.sales, row.currencyCode),
        },
        {
          title: t('board.shops.orders'),
          key: 'orders',
          align: 'right',
          render: (_, row) => format.count(row.current.orders),
        },
        {
          title: t('board.shops.acos'),
          key: 'acos',
          align: 'right',
          render: (_, row) => format.percent(row.current.acos),
        },
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
