import {
  Button,
  Popconfirm,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TableProps,
} from 'antd';
import type { KeywordGroup, KeywordOccurrence } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import { useFormatters } from '@/features/i18n';
import { useMetricColumn } from '@/features/metrics';
import { useAmazonLabels } from '@/features/keyword-structure';
import type { ServerTable } from '@/components/server-table';
import type { DuplicateFilter } from './filter';
import { OccurrenceTable } from './OccurrenceTable';

export type GroupSortField = 'spend' | 'orders' | 'occurrences' | 'text';

export interface GroupHandlers {
  busy: boolean;
  onPause(group: KeywordGroup): void;
  onNegate(group: KeywordGroup): void;
  onRevert(actionId: string): void;
  onSearchTerms(group: KeywordGroup, occurrence: KeywordOccurrence): void;
}

interface GroupTableProps {
  rows: KeywordGroup[];
  total: number;
  loading: boolean;
  table: ServerTable<DuplicateFilter, GroupSortField>;
  handlers: GroupHandlers;
  selected: string[];
  onSelect?(ids: string[]): void;
}

/** The keywords "pause the others" would still pause: not the keeper, not paused already. */
const others = (group: KeywordGroup) =>
  group.occurrences.filter((o) => o.role === 'keyword' && !o.keeper && o.state !== 'PAUSED');
const sources = (group: KeywordGroup) => group.occurrences.filter((o) => o.role === 'searchTerm');

function GroupActions({ group, handlers }: { group: KeywordGroup; handlers: GroupHandlers }) {
  const { t } = useTranslation();
  if (group.kind === 'duplicate' || group.kind === 'overlap')
    return (
      <Popconfirm
        title={t('keywordStructure.actions.pauseOthersConfirm', { count: others(group).length })}
        onConfirm={() => handlers.onPause(group)}
      >
        <Button size="small" type="primary" disabled={handlers.busy || !others(group).length}>
          {t('keywordStructure.actions.pauseOthers')}
        </Button>
      </Popconfirm>
    );
  if (group.kind === 'leak')
    return (
      <Popconfirm
        title={t('keywordStructure.actions.negateExactConfirm', {
          count: sources(group).length,
          text: group.text,
        })}
        onConfirm={() => handlers.onNegate(group)}
      >
        <Button size="small" type="primary" disabled={handlers.busy}>
          {t('keywordStructure.actions.negateExact')}
        </Button>
      </Popconfirm>
    );
  return <Typography.Text type="secondary">{t('keywordStructure.actions.noAction')}</Typography.Text>;
}

/** One row per group: the keyword, where it competes, its totals, the keeper and the one-click fix. */
export function GroupTable({ rows, total, loading, table, handlers, selected, onSelect }: GroupTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const metricColumn = useMetricColumn<KeywordGroup>();
  const labels = useAmazonLabels();
  // On a phone a column pinned right would leave no room for the keyword: only the keyword stays pinned.
  const isMobile = useAppStore((state) => state.isMobile);
  const keeperOf = (group: KeywordGroup) => group.occurrences.find((o) => o.keeper);
  const columns: TableColumnsType<KeywordGroup> = [
    {
      title: t('keywordStructure.column.keyword'),
      dataIndex: 'text',
      key: 'text',
      fixed: 'left',
      width: isMobile ? 150 : 180,
      sorter: true,
      sortOrder: table.sortOrderOf('text'),
      render: (text: string, group) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{text}</Typography.Text>
          <Typography.Text type="secondary">{group.shopName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('keywordStructure.column.matchType'),
      dataIndex: 'matchType',
      width: 90,
      render: labels.matchType,
    },
    {
      title: t('keywordStructure.column.asins'),
      dataIndex: 'asins',
      width: 115,
      render: (asins: string[]) => (
        <Space orientation="vertical" size={0}>
          {asins.map((asin) => (
            <Typography.Text key={asin} className="tw-nowrap">
              {asin}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      title: t('keywordStructure.column.occurrences'),
      key: 'occurrences',
      width: 120,
      align: 'right',
      sorter: true,
      sortOrder: table.sortOrderOf('occurrences'),
      render: (_, group) => format.count(group.occurrences.length),
    },
    metricColumn('cost', {
      key: 'spend',
      currency: (group) => group.currencyCode,
      width: 100,
      sorter: true,
      sortOrder: table.sortOrderOf('spend'),
    }),
    metricColumn('orders', {
      key: 'orders',
      width: 85,
      sorter: true,
      sortOrder: table.sortOrderOf('orders'),
    }),
    metricColumn('acos', { width: 75 }),
    {
      title: t('keywordStructure.column.keeper'),
      key: 'keeper',
      width: 200,
      render: (_, group) => {
        const keeper = keeperOf(group);
        if (!keeper || !group.keeperRule) return '—';
        return (
          <Tooltip
            title={t(`keywordStructure.keeperRule.${group.keeperRule}`, { clicks: group.keeperMinClicks })}
          >
            <Space orientation="vertical" size={0}>
              <Typography.Text>{keeper.adGroupName ?? keeper.campaignName}</Typography.Text>
              <Typography.Text type="secondary">
                {t(`keywordStructure.keeperRule.${group.keeperRule}`, { clicks: group.keeperMinClicks })}
              </Typography.Text>
            </Space>
          </Tooltip>
        );
      },
    },
    {
      title: t('keywordStructure.column.actions'),
      key: 'actions',
      fixed: isMobile ? undefined : 'right',
      width: 150,
      render: (_, group) => <GroupActions group={group} handlers={handlers} />,
    },
  ];
  return (
    <Table<KeywordGroup>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={table.onChange as TableProps<KeywordGroup>['onChange']}
      pagination={table.pagination(total, (count) => t('keywordStructure.page.total', { total: count }))}
      size="middle"
      scroll={table.scrollX(1200, rows.length)}
      locale={{ emptyText: t('keywordStructure.page.empty') }}
      rowSelection={
        onSelect ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(String)) } : undefined
      }
      expandable={{
        expandedRowRender: (group) => (
          <OccurrenceTable
            group={group}
            busy={handlers.busy}
            onRevert={handlers.onRevert}
            onSearchTerms={(occurrence) => handlers.onSearchTerms(group, occurrence)}
          />
        ),
      }}
    />
  );
}
