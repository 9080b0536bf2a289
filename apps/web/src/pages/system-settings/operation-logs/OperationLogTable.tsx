import { Button, Table, Tag, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { LogTime } from './LogTime';
import { failureText } from '@/features/failure';
import { ruleDisplayName } from '@/features/negation';
import { actionName } from './action-name';
import { objectName } from './object-label';

import type { ServerTable } from '@/components/server-table';
import { useScreenAtLeast } from '@/utils/use-screen';
import type { OperationLogFilter } from './filter';

export interface OperationLogTableProps {
  rows: OperLogRow[];
  total: number;
  loading: boolean;
  table: ServerTable<OperationLogFilter>;
  onDetail(row: OperLogRow): void;
}

export function OperationLogTable({ rows, total, loading, table, onDetail }: OperationLogTableProps) {
  const { t } = useTranslation();
  // Rule runs act as the system, which the server names in English.
  const user = (userName: string) => (userName === 'system' ? t('operationLog.system') : userName);
  const module = (name: string) => t(`operationLog.module.${name}`, { defaultValue: name });
  const object = (row: OperLogRow) =>
    [
      ...new Set([
        row.shopName,
        t(`operationLog.objectType.${row.objectType}`, { defaultValue: row.objectType }),
        ruleDisplayName(objectName(row), t),
      ]),
    ]
      .filter(Boolean)
      .join(' · ');
  const result = (row: OperLogRow) => (
    <Tag
      color={row.result === 'success' ? 'green' : 'red'}
      title={failureText(t, row.failure, row.message) ?? undefined}
    >
      {t(`operationLog.result.${row.result}`)}
    </Tag>
  );
  const detail = (row: OperLogRow) => (
    <Button type="link" size="small" onClick={() => onDetail(row)}>
      {t('operationLog.detail.open')}
    </Button>
  );
  // On a phone seven columns would scroll sideways under the card: each entry is one stacked cell.
  const stacked = !useScreenAtLeast('md');
  const stackedColumns: TableColumnsType<OperLogRow> = [
    {
      title: t('operationLog.column.time'),
      key: 'stacked',
      render: (_, row) => (
        <div className="tw-oplog-stacked">
          <LogTime time={row.time} shopTimezone={row.shopTimezone} />
          <span>
            {user(row.userName)} · {module(row.module)} · {actionName(t, row.module, row.action)}{' '}
            {result(row)}
          </span>
          <Typography.Text type="secondary">{object(row)}</Typography.Text>
          <span>{detail(row)}</span>
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
    { title: t('operationLog.column.user'), dataIndex: 'userName', width: 120, render: user },
    { title: t('operationLog.column.module'), dataIndex: 'module', width: 140, render: module },
    {
      title: t('operationLog.column.action'),
      dataIndex: 'action',
      width: 140,
      render: (name: string, row) => actionName(t, row.module, name),
    },
    {
      title: t('operationLog.column.object'),
      key: 'object',
      ellipsis: true,
      render: (_, row) => object(row),
    },
    { title: t('operationLog.column.result'), key: 'result', width: 90, render: (_, row) => result(row) },
    { title: t('operationLog.column.detail'), key: 'detail', width: 80, render: (_, row) => detail(row) },
  ];
  return (
    <Table<OperLogRow>
      rowKey="id"
      columns={stacked ? stackedColumns : columns}
      dataSource={rows}
      loading={loading}
      scroll={stacked ? undefined : table.scrollX(900, rows.length)}
      tableLayout={stacked ? 'fixed' : undefined}
      onChange={table.onChange as TableProps<OperLogRow>['onChange']}
      pagination={table.pagination(total, (count) => t('operationLog.total', { total: count }))}
    />
  );
}
