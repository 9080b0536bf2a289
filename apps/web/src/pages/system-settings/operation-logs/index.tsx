import { useState } from 'react';
import { Card } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useServerTable } from '@/components/server-table';
import {
  LogDetailDrawer,
  OperationLogFilters,
  OperationLogTable,
  PendingNegationTable,
  useOperationLogs,
  type OperationLogFilter,
} from '@/features/operation-log';

export default function OperationLogsPage() {
  const { t } = useTranslation();
  // `unhandled` lives in the URL: the bell's "go handle" links straight to it.
  const [search, setSearch] = useSearchParams();
  const unhandled = search.get('unhandled') === '1';
  const [filter, setFilter] = useState<Omit<OperationLogFilter, 'unhandled'>>({});
  const [detail, setDetail] = useState<OperLogRow | null>(null);
  const table = useServerTable<OperationLogFilter>({ filters: { ...filter, unhandled } });
  const logs = useOperationLogs(table.state);

  const changeFilter = ({ unhandled: nextUnhandled, ...next }: OperationLogFilter) => {
    setFilter(next);
    if (nextUnhandled !== unhandled) setSearch(nextUnhandled ? { unhandled: '1' } : {}, { replace: true });
  };

  const tableProps = {
    rows: logs.data?.rows ?? [],
    loading: logs.isFetching,
    total: logs.data?.total ?? 0,
    table,
    onDetail: setDetail,
  };

  return (
    <Card title={t('route.system-settings_operation-logs')}>
      <OperationLogFilters filter={{ ...filter, unhandled }} onChange={changeFilter} />
      {unhandled ? <PendingNegationTable {...tableProps} /> : <OperationLogTable {...tableProps} />}
      <LogDetailDrawer log={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
