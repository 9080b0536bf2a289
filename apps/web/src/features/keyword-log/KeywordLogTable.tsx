import { Button, Table, type TableColumnsType } from 'antd';
import type { KeywordLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import { ConfidenceLine } from '@/features/negation';
import './keyword-log.css';

interface KeywordLogTableProps {
  rows: KeywordLogRow[];
  /** The shop's currency when known; the spec's header says dollars otherwise. */
  currencyCode?: string;
  loading: boolean;
  onCompare(row: KeywordLogRow): void;
}

export function KeywordLogTable({ rows, currencyCode, loading, onCompare }: KeywordLogTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const symbol = currencyCode ? format.currencySymbol(currencyCode) : '$';
  // The currency's own minor units (none for yen or won); the symbol is in the header.
  const amount = (value: number) =>
    currencyCode ? format.amount(value, currencyCode) : format.number(value);
  const columns: TableColumnsType<KeywordLogRow> = [
    { title: t('keywordLog.column.index'), key: 'index', width: 52, render: (_, __, index) => index + 1 },
    { title: t('keywordLog.column.clicks'), dataIndex: 'clicks', align: 'right', render: format.count },
    {
      title: t('keywordLog.column.term'),
      key: 'searchTerm',
      className: 'tw-keyword-log__term',
      render: (_, row) => (
        <>
          <div>{row.searchTerm}</div>
          <ConfidenceLine confidence={row.confidence} />
        </>
      ),
    },
    {
      title: t('keywordLog.column.where'),
      key: 'where',
      render: (_, row) => row.adGroupName ?? row.campaignName,
    },
    {
      title: t('keywordLog.column.window'),
      key: 'window',
      className: 'tw-keyword-log__window',
      render: (_, row) => `${row.startDate} ~ ${row.endDate}`,
    },
    {
      title: t('keywordLog.column.impressions'),
      dataIndex: 'impressions',
      align: 'right',
      render: format.count,
    },
    {
      title: t('keywordLog.column.cpc', { symbol }),
      dataIndex: 'costPerClick',
      align: 'right',
      render: amount,
    },
    { title: t('keywordLog.column.cost'), dataIndex: 'cost', align: 'right', render: amount },
    { title: t('keywordLog.column.orders'), dataIndex: 'purchases1d', align: 'right', render: format.count },
    {
      title: t('keywordLog.column.action'),
      key: 'action',
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onCompare(row)}>
          {t('keywordLog.comparison')}
        </Button>
      ),
    },
  ];
  return (
    <Table<KeywordLogRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: t('keywordLog.empty') }}
    />
  );
}
