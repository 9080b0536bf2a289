import { Alert, Button, Table, type TableColumnsType } from 'antd';
import type { AbaRadarRequest, AbaRadarRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sparkline } from '@/components/Sparkline';
import { scrollX, useServerTable } from '@/components/server-table';
import { useAppStore } from '@/features/app-state';
import { useFormatters } from '@/features/i18n';
import { RankChange, TermLink, TopAsins, useAbaRadar } from '@/features/brand-analytics';

type RadarFilters = Omit<AbaRadarRequest, 'page' | 'pageSize'>;

/** One radar view's terms, paged on the server, each with its rank trend and a way to track it. */
export function RadarTable({
  request,
  onOpenHistory,
  onTrack,
}: {
  request: RadarFilters;
  onOpenHistory(searchTerm: string): void;
  onTrack(searchTerm: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const table = useServerTable<RadarFilters>({
    filters: request,
    defaultSort: { sortField: 'rank', sortOrder: 'asc' },
    defaultPageSize: 50,
  });
  const { page, pageSize } = table.state;
  const { data, isFetching } = useAbaRadar({ ...request, page, pageSize });
  const rows = data?.rows ?? [];
  const isMobile = useAppStore((state) => state.isMobile);
  const showsGrowth = request.view === 'rising' || request.view === 'seasonal';
  const columns: TableColumnsType<AbaRadarRow> = [
    {
      title: t('aba.columns.rank'),
      dataIndex: 'rank',
      key: 'rank',
      width: isMobile ? 100 : 110,
      render: (value: number) => format.count(value),
    },
    {
      title: t('aba.columns.searchTerm'),
      dataIndex: 'searchTerm',
      key: 'searchTerm',
      width: isMobile ? 160 : 220,
      // On a phone the term stays in sight as the row scrolls; the button scrolls with the rest.
      fixed: isMobile ? 'left' : undefined,
      render: (value: string) => <TermLink term={value} onOpen={onOpenHistory} />,
    },
    ...(showsGrowth
      ? [
          {
            title: t(`radar.growth.${request.view}`),
            dataIndex: 'growth',
            key: 'growth',
            width: 120,
            render: (value: number | null) => (value === null ? '—' : `×${value.toFixed(2)}`),
          },
        ]
      : []),
    {
      title: t('radar.trend'),
      key: 'trend',
      width: 120,
      render: (_, row) => (
        <Sparkline values={row.trend} label={t('radar.trendLabel', { term: row.searchTerm })} />
      ),
    },
    {
      title: t('aba.columns.change4'),
      dataIndex: 'change4',
      key: 'change4',
      width: 110,
      render: (value: number | null) => <RankChange value={value} />,
    },
    { title: t('aba.columns.department'), dataIndex: 'department', key: 'department', width: 140 },
    {
      title: t('aba.columns.top'),
      key: 'top',
      // A picture, the ASIN, up to 160 px of title and the shares: one line per product.
      width: 480,
      render: (_, row) => <TopAsins top={row.top} />,
    },
    {
      title: t('aba.columns.clickShareTop3'),
      dataIndex: 'clickShareTop3',
      key: 'clickShareTop3',
      width: 110,
      render: (value: number) => format.percent(value),
    },
    {
      title: t('radar.actions'),
      key: 'actions',
      width: 100,
      fixed: isMobile ? undefined : 'right',
      render: (_, row) => (
        <Button size="small" onClick={() => onTrack(row.searchTerm)}>
          {t('radar.track')}
        </Button>
      ),
    },
  ];
  const missing = data?.missingPeriods ?? [];
  if (missing.length)
    return (
      <Alert
        className="tw-aba-notice"
        type="info"
        showIcon
        title={t('radar.missing', { weeks: missing.join(', ') })}
        action={<Link to="/auto-product-selection/aba-search-terms">{t('radar.openAba')}</Link>}
      />
    );
  return (
    <Table<AbaRadarRow>
      className="tw-radar-table"
      rowKey="searchTerm"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={isFetching}
      scroll={scrollX(1520, rows.length)}
      onChange={table.onChange as never}
      pagination={table.pagination(data?.total ?? 0, (total) =>
        t('aba.total', { total: format.count(total) }),
      )}
    />
  );
}
