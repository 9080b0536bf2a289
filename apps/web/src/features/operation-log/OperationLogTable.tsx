import { Button, Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { LogTime } from './LogTime';
import { failureText } from '@/features/failure';
import { ruleDisplayName } from '@/features/negation';
import { objectName } from './object-label';

import type { ServerTable } from '@/components/server-table';
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
  const columns: TableColumnsType<OperLogRow> = [
    {
      title: t('operationLog.column.time'),
      dataIndex: 'time',
      width: 220,
      render: (time: string, row) => <LogTime time={time} shopTimezone={row.shopTimezone} />,
    },
    {
      title: t('operationLog.column.user'),
      dataIndex: 'userName',
      width: 120,
      // Rule runs act as the system, which the server names in English.
      render: (userName: string) => (userName === 'system' ? t('operationLog.system') : userName),
    },
    {
      title: t('operationLog.column.module'),
      dataIndex: 'module',
      width: 140,
      render: (module: string) => t(`operationLog.module.${module}`, { defaultValue: module }),
    },
    {
      title: t('operationLog.column.action'),
      dataIndex: 'action',
      width: 140,
      render: (action: string) => t(`operationLog.action.${action}`, { defaultValue: action }),
    },
    {
      title: t('operationLog.column.object'),
      key: 'object',
      ellipsis: true,
      render: (_, row) =>
        [
          ...new Set([
            row.shopName,
            t(`operationLog.objectType.${row.objectType}`, { defaultValue: row.objectType }),
            ruleDisplayName(objectName(row), t),
          ]),
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      title: t('operationLog.column.result'),
      dataIndex: 'result',
      width: 90,
      render: (result: OperLogRow['result'], row) => (
        <Tag
          color={result === 'success' ? 'green' : 'red'}
          title={failureText(t, row.failure, row.message) ?? undefined}
        >
          {t(`operationLog.result.${result}`)}
        </Tag>
      ),
    },
    {
      title: t('operationLog.column.detail'),
      key: 'detail',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => onDetail(row)}>
          {t('operationLog.detail.open')}
        </Button>
      ),
    },
  ];
  return (
    <Table<OperLogRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={table.scrollX(900, rows.length)}
      onChange={table.onChange as TableProps<OperLogRow>['onChange']}
      pagination={table.pagination(total, (count) => t('operationLog.total', { total: count }))}
    />
  );
}
