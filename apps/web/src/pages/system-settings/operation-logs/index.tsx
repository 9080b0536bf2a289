import { useState } from 'react';
import { Card } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [detail, setDetail] = useState<OperLogRow | null>(null);
  const logs = useOperationLogs({ ...filter, unhandled }, paging.page, paging.pageSize);

  const changeFilter = ({ unhandled: nextUnhandled, ...next }: OperationLogFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
    if (nextUnhandled !== unhandled) setSearch(nextUnhandled ? { unhandled: '1' } : {}, { replace: true });
  };

  const tableProps = {
    rows: logs.data?.rows ?? [],
    loading: logs.isFetching,
    paging: {
      ...paging,
      total: logs.data?.total ?? 0,
      onChange: (page: number, pageSize: number) => setPaging({ page, pageSize }),
    },
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
