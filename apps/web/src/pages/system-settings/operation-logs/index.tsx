import { useState } from 'react';
import { Card } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useServerTable } from '@/components/server-table';
import { PENDING_FILTER_KEYS, type OperationLogFilter } from './filter';
import { LogDetailDrawer } from './LogDetailDrawer';
import { OperationLogFilters } from './OperationLogFilters';
import { OperationLogTable } from './OperationLogTable';
import { PendingNegationTable } from './PendingNegationTable';
import { useOperationLogs } from './use-operation-logs';

export default function OperationLogsPage() {
  const { t } = useTranslation();
  // `unhandled` lives in the URL: the bell's "go handle" links straight to it.
  const [search, setSearch] = useSearchParams();
  const unhandled = search.get('unhandled') === '1';
  const pending = Object.fromEntries(
    PENDING_FILTER_KEYS.flatMap((key) => (search.get(key) ? [[key, search.get(key)!]] : [])),
  );
  const [filter, setFilter] = useState<Omit<OperationLogFilter, 'unhandled'>>({});
  const [detail, setDetail] = useState<OperLogRow | null>(null);
  const shown: OperationLogFilter = unhandled ? { ...pending, unhandled } : { ...filter, unhandled };
  const table = useServerTable<OperationLogFilter>({ filters: shown });
  const logs = useOperationLogs(table.state);

  const changeFilter = (next: OperationLogFilter) => {
    if (!next.unhandled) {
      const { module, userName, startDate, endDate, result } = next;
      setFilter({ module, userName, startDate, endDate, result });
      if (unhandled) setSearch({}, { replace: true });
      return;
    }
    const params: Record<string, string> = { unhandled: '1' };
    for (const key of PENDING_FILTER_KEYS) if (next[key]) params[key] = next[key]!;
    setSearch(params, { replace: true });
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
      <OperationLogFilters filter={shown} onChange={changeFilter} />
      {unhandled ? <PendingNegationTable {...tableProps} /> : <OperationLogTable {...tableProps} />}
      <LogDetailDrawer log={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
