import { Table, type TableColumnsType } from 'antd';
import type { AbaSearchTermRow, AbaSearchTermsRequest } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { scrollX, useServerTable } from '@/components/server-table';
import { useFormatters } from '@/features/i18n';
import { RankChange, TermLink, TopAsins, useAbaSearchTerms } from '@/features/brand-analytics';

type SortField = NonNullable<AbaSearchTermsRequest['sortField']>;

/** The ranked search terms, paged and sorted on the server. */
export function AbaTermsTable({
  request,
  onOpenHistory,
}: {
  request: Omit<AbaSearchTermsRequest, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
  onOpenHistory(searchTerm: string): void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const table = useServerTable<typeof request, SortField>({
    filters: request,
    defaultSort: { sortField: 'rank', sortOrder: 'asc' },
    defaultPageSize: 50,
  });
  const { page, pageSize, sort } = table.state;
  const { data, isFetching } = useAbaSearchTerms({ ...request, page, pageSize, ...sort });
  const rows = data?.rows ?? [];
  const change = (key: 'change1' | 'change4' | 'change12'): TableColumnsType<AbaSearchTermRow>[number] => ({
    title: t(`aba.columns.${key}`),
    dataIndex: key,
    key,
    width: 110,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
    render: (value: number | null) => <RankChange value={value} />,
  });
  const columns: TableColumnsType<AbaSearchTermRow> = [
    {
      title: t('aba.columns.rank'),
      dataIndex: 'rank',
      key: 'rank',
      width: 110,
      sorter: true,
      sortOrder: table.sortOrderOf('rank'),
      render: (value: number) => format.count(value),
    },
    {
      title: t('aba.columns.searchTerm'),
      dataIndex: 'searchTerm',
      key: 'searchTerm',
      width: 220,
      render: (value: string) => <TermLink term={value} onOpen={onOpenHistory} />,
    },
    { title: t('aba.columns.department'), dataIndex: 'department', key: 'department', width: 140 },
    change('change1'),
    change('change4'),
    change('change12'),
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
      width: 120,
      sorter: true,
      sortOrder: table.sortOrderOf('clickShareTop3'),
      render: (value: number) => format.percent(value),
    },
    {
      title: t('aba.columns.conversionShareTop3'),
      dataIndex: 'conversionShareTop3',
      key: 'conversionShareTop3',
      width: 120,
      sorter: true,
      sortOrder: table.sortOrderOf('conversionShareTop3'),
      render: (value: number) => format.percent(value),
    },
  ];
  return (
    <Table<AbaSearchTermRow>
      rowKey="searchTerm"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={isFetching}
      scroll={scrollX(1420, rows.length)}
      onChange={table.onChange as never}
      pagination={table.pagination(data?.total ?? 0, (total) =>
        t(data?.totalCapped ? 'aba.totalAtLeast' : 'aba.total', { total: format.count(total) }),
      )}
    />
  );
}
