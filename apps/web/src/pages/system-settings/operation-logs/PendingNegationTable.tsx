import { useState } from 'react';
import { Button, Popconfirm, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import {
  CautionTags,
  ConfidenceLine,
  NegationStatusTag,
  triggerSummary,
  useNegationActions,
} from '@/features/negation';
import { useScreenAtLeast } from '@/utils/use-screen';
import { LogTime } from './LogTime';
import type { OperationLogTableProps } from './OperationLogTable';
import './operation-log.css';

/** The unhandled list: proposed negations waiting for a person, confirmed or rejected one by one or in bulk. */
export function PendingNegationTable({ rows, total, loading, table, onDetail }: OperationLogTableProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const actions = useNegationActions();
  const format = useFormatters();
  const handle = (ids: string[], action: 'confirm' | 'reject') =>
    actions.mutate({ ids, action }, { onSuccess: () => setSelected([]) });

  const where = (row: OperLogRow) =>
    row.negation && (
      <div className="tw-oplog-where">
        <span>
          <Tag>{t(`negation.matchType.${row.negation.matchType}`)}</Tag>
          <CautionTags recommendation={row.negation.recommendation} caution={row.negation.caution} />
        </span>
        <Typography.Text type="secondary">
          {[row.shopName, row.negation.campaignName].filter(Boolean).join(' › ')}
        </Typography.Text>
        {row.negation.adGroupName && (
          <Typography.Text>
            {t('negation.page.term.adGroup')}: {row.negation.adGroupName}
          </Typography.Text>
        )}
      </div>
    );
  const trigger = (row: OperLogRow) =>
    row.negation && (
      <div className="tw-oplog-where">
        <span>
          {triggerSummary(row.negation.triggerMetrics, (metric) => t(`negation.metric.${metric}`), format)}
        </span>
        <ConfidenceLine confidence={row.negation.triggerMetrics.confidence} />
        <Typography.Text type="secondary">
          {t('operationLog.column.shopTime')}{' '}
          {t('negation.page.term.window', {
            start: row.negation.triggerMetrics.startDate,
            end: row.negation.triggerMetrics.endDate,
          })}
        </Typography.Text>
      </div>
    );
  const rowActions = (row: OperLogRow) =>
    row.negation && (
      <span>
        <Button type="link" size="small" onClick={() => handle([row.negation!.id], 'confirm')}>
          {t('negation.actions.confirm')}
        </Button>
        <Button type="link" size="small" danger onClick={() => handle([row.negation!.id], 'reject')}>
          {t('negation.actions.reject')}
        </Button>
        <Button type="link" size="small" onClick={() => onDetail(row)}>
          {t('operationLog.detail.open')}
        </Button>
      </span>
    );
  // Wider than a laptop's page: the actions stay in sight while the rest scrolls. On a phone each proposal
  // is one stacked cell, so nothing scrolls sideways under the card.
  const wide = useScreenAtLeast('lg');
  const stacked = !useScreenAtLeast('md');
  const stackedColumns: TableColumnsType<OperLogRow> = [
    {
      title: t('operationLog.column.term'),
      key: 'stacked',
      render: (_, row) => (
        <div className="tw-oplog-stacked">
          <span>
            <Typography.Text strong>{row.negation?.searchTerm}</Typography.Text> · {row.negation?.asin}{' '}
            {row.negation && <NegationStatusTag status={row.negation.status} />}
          </span>
          {where(row)}
          {trigger(row)}
          <LogTime time={row.time} shopTimezone={row.shopTimezone} />
          {rowActions(row)}
        </div>
      ),
    },
  ];
  const columns: TableColumnsType<OperLogRow> = [
    {
      title: t('operationLog.column.time'),
      dataIndex: 'time',
      width: 220,
      render: (time: string, row) => <LogTime time={time} shopTimezone={row.shopTimezone} />,
    },
    {
      title: t('operationLog.column.term'),
      key: 'term',
      width: 170,
      render: (_, row) => <Typography.Text strong>{row.negation?.searchTerm}</Typography.Text>,
    },
    { title: t('operationLog.column.asin'), key: 'asin', width: 130, render: (_, row) => row.negation?.asin },
    { title: t('operationLog.column.where'), key: 'where', width: 280, render: (_, row) => where(row) },
    { title: t('operationLog.column.trigger'), key: 'trigger', width: 240, render: (_, row) => trigger(row) },
    {
      title: t('operationLog.column.status'),
      key: 'status',
      width: 100,
      render: (_, row) => row.negation && <NegationStatusTag status={row.negation.status} />,
    },
    {
      title: t('operationLog.column.action'),
      key: 'actions',
      width: 200,
      fixed: wide ? 'end' : undefined,
      render: (_, row) => rowActions(row),
    },
  ];

  return (
    <>
      <div className="tw-oplog-bulk">
        <Typography.Text type="secondary">
          {t('operationLog.bulk.selected', { count: selected.length })}
        </Typography.Text>
        <Button
          type="primary"
          disabled={!selected.length}
          loading={actions.isPending}
          onClick={() => handle(selected, 'confirm')}
        >
          {t('operationLog.bulk.confirm')}
        </Button>
        <Popconfirm
          title={t('operationLog.bulk.rejectConfirm', { count: selected.length })}
          disabled={!selected.length}
          onConfirm={() => handle(selected, 'reject')}
        >
          <Button danger disabled={!selected.length} loading={actions.isPending}>
            {t('operationLog.bulk.reject')}
          </Button>
        </Popconfirm>
      </div>
      <Table<OperLogRow>
        rowKey={(row) => row.negation?.id ?? row.id}
        columns={stacked ? stackedColumns : columns}
        dataSource={rows}
        loading={loading}
        scroll={stacked ? undefined : table.scrollX(1440, rows.length)}
        tableLayout={stacked ? 'fixed' : undefined}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onChange={table.onChange as TableProps<OperLogRow>['onChange']}
        pagination={table.pagination(total, (count) => t('operationLog.total', { total: count }))}
      />
    </>
  );
}
