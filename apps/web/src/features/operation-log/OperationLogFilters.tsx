import { AutoComplete, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterDateRange, FilterSearch, FilterSelect } from '@/components/filter-bar';
import type { OperationLogFilter } from './filter';

const KNOWN_MODULES = ['negation', 'negation-rule', 'shop'];

interface OperationLogFiltersProps {
  filter: OperationLogFilter;
  onChange(filter: OperationLogFilter): void;
}

export function OperationLogFilters({ filter, onChange }: OperationLogFiltersProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<OperationLogFilter>) => onChange({ ...filter, ...patch });
  // The unhandled list is the pending negations themselves: the log filters do not apply to it.
  const disabled = filter.unhandled;

  return (
    <div className="tw-oplog-filter">
      <AutoComplete
        className="tw-oplog-filter__field"
        allowClear
        disabled={disabled}
        placeholder={t('operationLog.filter.module')}
        aria-label={t('operationLog.filter.module')}
        value={filter.module}
        options={KNOWN_MODULES.map((module) => ({
          value: module,
          label: t(`operationLog.module.${module}`),
        }))}
        onChange={(module: string) => change({ module: module || undefined })}
      />
      <FilterSearch
        className="tw-oplog-filter__field"
        disabled={disabled}
        label={t('operationLog.filter.user')}
        value={filter.userName}
        onSearch={(userName) => change({ userName })}
      />
      <FilterDateRange
        disabled={disabled}
        value={filter}
        startLabel={t('operationLog.filter.dateFrom')}
        endLabel={t('operationLog.filter.dateTo')}
        onChange={change}
      />
      <FilterSelect
        className="tw-oplog-filter__field"
        disabled={disabled}
        label={t('operationLog.filter.result')}
        value={filter.result}
        onChange={(result) => change({ result })}
        options={(['success', 'failure'] as const).map((result) => ({
          value: result,
          label: t(`operationLog.result.${result}`),
        }))}
      />
      <label className="tw-oplog-filter__switch">
        <Switch checked={filter.unhandled} onChange={(unhandled) => change({ unhandled })} />{' '}
        {t('operationLog.filter.unhandled')}
      </label>
    </div>
  );
}
