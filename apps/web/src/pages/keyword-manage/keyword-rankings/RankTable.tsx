import { Button, Popconfirm, Space, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { RankedKeyword } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import { useFormatters } from '@/features/i18n';
import { useMetricColumn } from '@/features/metrics';
import type { ServerTable } from '@/components/server-table';
import { Sparkline } from '@/components/Sparkline';
import { RankChanges, RankValue } from './RankCell';
import type { RankFilter, RankSortField } from './use-ranks';

interface RankTableProps {
  rows: RankedKeyword[];
  total: number;
  loading: boolean;
  table: ServerTable<RankFilter, RankSortField>;
  onChart(row: RankedKeyword): void;
  onSearchTerms(row: RankedKeyword): void;
  onUntrack(row: RankedKeyword): void;
}

/** One row per tracked keyword and ASIN: where it ranks, how that moved, and what its ads do. */
export function RankTable({
  rows,
  total,
  loading,
  table,
  onChart,
  onSearchTerms,
  onUntrack,
}: RankTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metricColumn = useMetricColumn<RankedKeyword>();
  const isMobile = useAppStore((state) => state.isMobile);
  const label = (key: string) => t(`keywordRank.column.${key}`);
  const columns: TableColumnsType<RankedKeyword> = [
    {
      title: label('keyword'),
      dataIndex: 'keyword',
      fixed: 'left',
      width: isMobile ? 140 : 160,
      sorter: true,
      sortOrder: table.sortOrderOf('keyword'),
      render: (keyword: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{keyword}</Typography.Text>
          <Typography.Text type="secondary">{row.shopName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: label('asin'),
      dataIndex: 'asin',
      width: 110,
      render: (asin: string) => <span className="tw-nowrap">{asin}</span>,
    },
    {
      title: label('organic'),
      dataIndex: 'organicRank',
      width: 100,
      sorter: true,
      sortOrder: table.sortOrderOf('organicRank'),
      render: (rank: number | null, row) => (
        <Space orientation="vertical" size={0}>
          <RankValue rank={rank} missing={row.date ? 'notIndexed' : 'none'} />
          {row.date && (
            <Typography.Text type="secondary" className="tw-nowrap tw-rank-date">
              {row.date}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: label('change'),
      dataIndex: 'organicChange7',
      width: 130,
      sorter: true,
      sortOrder: table.sortOrderOf('organicChange7'),
      render: (_, row) => <RankChanges change={row.organicChange} />,
    },
    {
      title: label('trend'),
      key: 'trend',
      width: 116,
      render: (_, row) => <Sparkline values={row.trend} label={`${label('trend')}: ${row.keyword}`} />,
    },
    {
      title: label('sponsored'),
      dataIndex: 'sponsoredRank',
      width: 105,
      sorter: true,
      sortOrder: table.sortOrderOf('sponsoredRank'),
      render: (rank: number | null, row) => (
        <Space orientation="vertical" size={0}>
          <RankValue rank={rank} missing={row.date ? 'noAd' : 'none'} />
          <RankChanges change={row.sponsoredChange} />
        </Space>
      ),
    },
    metricColumn('spend', { figure: (row) => row.ads.cost, currency: (row) => row.currencyCode, width: 90 }),
    metricColumn('clicks', { figure: (row) => row.ads.clicks, width: 62 }),
    metricColumn('orders', { figure: (row) => row.ads.orders, width: 62 }),
    metricColumn('acos', { figure: (row) => row.ads.acos, width: 75 }),
    {
      title: label('topOfSearch'),
      key: 'topOfSearch',
      align: 'right',
      width: 85,
      render: (_, row) => format.percent(row.ads.topOfSearchImpressionShare),
    },
    {
      title: label('actions'),
      key: 'actions',
      fixed: isMobile ? undefined : 'right',
      width: 110,
      render: (_, row) => (
        <Space orientation="vertical" size={0} align="start">
          <Button size="small" type="link" onClick={() => onChart(row)}>
            {t('keywordRank.actions.chart')}
          </Button>
          <Button
            size="small"
            type="link"
            disabled={!row.ads.keywordIds.length}
            title={row.ads.keywordIds.length ? undefined : t('keywordRank.actions.noKeyword')}
            onClick={() => onSearchTerms(row)}
          >
            {t('keywordRank.actions.searchTerms')}
          </Button>
          <Popconfirm title={t('keywordRank.actions.untrackConfirm')} onConfirm={() => onUntrack(row)}>
            <Button size="small" type="link" danger>
              {t('keywordRank.actions.untrack')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Table<RankedKeyword>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={table.onChange as TableProps<RankedKeyword>['onChange']}
      pagination={table.pagination(total, (count) => t('keywordRank.page.total', { total: count }))}
      size="middle"
      scroll={table.scrollX(1205, rows.length)}
      locale={{ emptyText: t('keywordRank.page.empty') }}
    />
  );
}
