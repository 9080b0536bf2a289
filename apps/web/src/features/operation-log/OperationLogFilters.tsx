import { AutoComplete, DatePicker, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OperationLogFilter } from './filter';

const KNOWN_MODULES = ['negation', 'negation-rule', 'shop'];

interface OperationLogFiltersProps {
  filter: OperationLogFilter;
  onChange(filter: OperationLogFilter): void;
}

export function OperationLogFilters({ filter, onChange }: OperationLogFiltersProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<OperationLogFilter>) => onChange({ ...filter, ...patch });
  const range: [Dayjs, Dayjs] | null =
    filter.startDate && filter.endDate ? [dayjs(filter.startDate), dayjs(filter.endDate)] : null;
  // The unhandled list is the pending negations themselves: the log filters do not apply to it.
  const disabled = filter.unhandled;

  return (
    <div className="tw-oplog-filter">
      <AutoComplete
        className="tw-oplog-filter__field"
        allowClear
        disabled={disabled}
        placeholder={t('operationLog.filter.module')}
        value={filter.module}
        options={KNOWN_MODULES.map((module) => ({
          value: module,
          label: t(`operationLog.module.${module}`),
        }))}
        onChange={(module: string) => change({ module: module || undefined })}
      />
      <Input.Search
        className="tw-oplog-filter__field"
        allowClear
        disabled={disabled}
        placeholder={t('operationLog.filter.user')}
        defaultValue={filter.userName}
        onSearch={(userName) => change({ userName: userName || undefined })}
      />
      <DatePicker.RangePicker
        disabled={disabled}
        value={range}
        placeholder={[t('operationLog.filter.dateRange'), t('operationLog.filter.dateRange')]}
        onChange={(dates) =>
          change({ startDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') })
        }
      />
      <Select
        className="tw-oplog-filter__field"
        allowClear
        disabled={disabled}
        placeholder={t('operationLog.filter.result')}
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
