import { Table, Tag, type TableColumnsType } from 'antd';
import type { TermRankingRow, TermRankingsRequest } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { scrollX, type ServerTable } from '@/components/server-table';
import { HarvestableTerm } from '@/features/harvest';
import { useFormatters } from '@/features/i18n';
import { RankChange } from '@/features/brand-analytics';

export type TermRankingSortField = NonNullable<TermRankingsRequest['sortField']>;

/** Where a flag leads: waste to negating the term, an opportunity to tracking and growing it. */
const FLAG_LINKS = {
  waste: '/keyword-manage/negative-keywords',
  opportunity: '/keyword-manage/keyword-rankings',
} as const;

/** The shop's terms ranked by ad performance, each beside its ABA demand. */
export function TermRankingsTable({
  rows,
  total,
  shopId,
  currencyCode,
  loading,
  table,
}: {
  rows: TermRankingRow[];
  total: number;
  shopId: string;
  currencyCode: string;
  loading: boolean;
  table: ServerTable<unknown, TermRankingSortField>;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sorted = (
    key: TermRankingSortField,
    width: number,
    render: (value: number | null) => string,
  ): TableColumnsType<TermRankingRow>[number] => ({
    title: t(`rankings.columns.${key}`),
    dataIndex: key,
    key,
    width,
    sorter: true,
    sortOrder: table.sortOrderOf(key),
    render,
  });
  const money = (value: number | null) => (value === null ? '—' : format.money(value, currencyCode));
  const columns: TableColumnsType<TermRankingRow> = [
    {
      title: t('aba.columns.searchTerm'),
      dataIndex: 'searchTerm',
      key: 'searchTerm',
      width: 220,
      fixed: 'left',
      render: (term: string) => <HarvestableTerm shopId={shopId} term={term} />,
    },
    sorted('spend', 110, money),
    sorted('sales', 110, money),
    sorted('orders', 90, (value) => format.count(value ?? 0)),
    sorted('clicks', 90, (value) => format.count(value ?? 0)),
    sorted('acos', 90, format.percent),
    sorted('cvr', 90, format.percent),
    sorted('abaRank', 130, (value) => (value === null ? t('aba.notRanked') : format.count(value))),
    {
      title: t('aba.columns.change1'),
      dataIndex: 'abaChange1',
      key: 'abaChange1',
      width: 110,
      render: (value: number | null) => <RankChange value={value} />,
    },
    {
      title: t('rankings.columns.own'),
      key: 'own',
      width: 180,
      render: (_, row) =>
        row.own
          ? t('rankings.ownShares', {
              asin: row.own.asin,
              click: format.percent(row.own.clickShare),
              conversion: format.percent(row.own.conversionShare),
            })
          : '—',
    },
    {
      title: t('rankings.flag'),
      dataIndex: 'flag',
      key: 'flag',
      width: 150,
      render: (flag: TermRankingRow['flag']) =>
        flag && (
          <Link to={FLAG_LINKS[flag]} title={t(`rankings.flagHints.${flag}`)}>
            <Tag color={flag === 'waste' ? 'red' : 'green'}>{t(`rankings.flags.${flag}`)}</Tag>
          </Link>
        ),
    },
  ];
  return (
    <Table<TermRankingRow>
      rowKey="searchTerm"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={scrollX(1400, rows.length)}
      onChange={table.onChange as never}
      pagination={table.pagination(total, (count) => t('rankings.total', { total: format.count(count) }))}
    />
  );
}
