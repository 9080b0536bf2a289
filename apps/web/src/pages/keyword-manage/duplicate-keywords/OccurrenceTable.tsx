import { Button, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { KeywordGroup, KeywordOccurrence } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import { useFormatters } from '@/features/i18n';
import { useAmazonLabels } from '@/features/keyword-structure';
import { useMetricColumn } from '@/features/metrics';
import { scrollX } from '@/components/server-table';

interface OccurrenceTableProps {
  group: KeywordGroup;
  busy: boolean;
  onSearchTerms(occurrence: KeywordOccurrence): void;
  onRevert(actionId: string): void;
}

const ACTION_COLORS = {
  applying: 'processing',
  applied: 'success',
  failed: 'error',
  reverted: 'default',
} as const;

/** Where a group's keyword runs, with its metrics over the window, the keeper and what was done to it. */
export function OccurrenceTable({ group, busy, onSearchTerms, onRevert }: OccurrenceTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useAmazonLabels();
  const isMobile = useAppStore((state) => state.isMobile);
  const money = (value: number) => format.money(value, group.currencyCode);
  const metricColumn = useMetricColumn<KeywordOccurrence>();
  const currency = () => group.currencyCode;
  const columns: TableColumnsType<KeywordOccurrence> = [
    {
      title: t('keywordStructure.column.role'),
      dataIndex: 'role',
      width: 120,
      render: (role: KeywordOccurrence['role'], row) => (
        <Space size={4} wrap>
          <Tag>{t(`keywordStructure.role.${role}`)}</Tag>
          {row.keeper && <Tag color="green">{t('keywordStructure.actions.keeper')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('keywordStructure.column.keyword'),
      dataIndex: 'text',
      width: 180,
      render: (text: string, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{text}</Typography.Text>
          <Typography.Text type="secondary">{labels.matchType(row.matchType)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('keywordStructure.column.where'),
      key: 'where',
      width: 200,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.campaignName}</Typography.Text>
          <Typography.Text type="secondary">{row.adGroupName ?? '—'}</Typography.Text>
        </Space>
      ),
    },
    { title: t('keywordStructure.column.state'), dataIndex: 'state', width: 90, render: labels.state },
    {
      title: t('keywordStructure.column.bid'),
      dataIndex: 'bid',
      align: 'right',
      render: (bid: number | null) => (bid === null ? '—' : money(bid)),
    },
    metricColumn('impressions'),
    metricColumn('clicks'),
    metricColumn('cost', { currency, width: 120 }),
    metricColumn('orders'),
    metricColumn('sales', { currency, width: 120 }),
    metricColumn('acos'),
    metricColumn('cvr'),
    {
      title: t('keywordStructure.column.status'),
      key: 'status',
      // A width of its own: without one the scroll width leaves it under the pinned actions column.
      width: 220,
      render: (_, row) =>
        row.action ? (
          <Space size={4} wrap>
            <Tag color={ACTION_COLORS[row.action.status]} title={row.action.message ?? undefined}>
              {t(`keywordStructure.actionKind.${row.action.kind}`)} ·{' '}
              {t(`keywordStructure.actionStatus.${row.action.status}`)}
            </Tag>
            {row.action.status === 'applied' && (
              <Popconfirm
                title={t('keywordStructure.actions.revert')}
                onConfirm={() => onRevert(row.action!.id)}
              >
                <Button size="small" type="link" disabled={busy}>
                  {t('keywordStructure.actions.revert')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      title: t('keywordStructure.column.actions'),
      key: 'actions',
      fixed: isMobile ? undefined : 'right',
      width: 110,
      render: (_, row) =>
        row.role === 'negative' ? null : (
          <Button size="small" type="link" onClick={() => onSearchTerms(row)}>
            {t('keywordStructure.actions.searchTerms')}
          </Button>
        ),
    },
  ];
  return (
    <Table<KeywordOccurrence>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={group.occurrences}
      pagination={false}
      scroll={scrollX(1500, group.occurrences.length)}
    />
  );
}
