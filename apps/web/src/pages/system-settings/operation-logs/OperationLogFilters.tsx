import { AutoComplete, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterDateRange, FilterSearch, FilterSelect } from '@/components/filter-bar';
import { ruleDisplayName, useRules } from '@/features/negation';
import { shopSelectOptions, useShops } from '@/features/shop';
import type { OperationLogFilter } from './filter';
import './operation-log.css';

const KNOWN_MODULES = ['negation', 'negation-rule', 'harvest', 'shop'];

interface OperationLogFiltersProps {
  filter: OperationLogFilter;
  onChange(filter: OperationLogFilter): void;
}

export function OperationLogFilters({ filter, onChange }: OperationLogFiltersProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<OperationLogFilter>) => onChange({ ...filter, ...patch });
  // The unhandled list is the pending negations themselves: it has its own filters.
  if (filter.unhandled) return <PendingFilters filter={filter} onChange={onChange} />;

  return (
    <div className="tw-oplog-filter">
      <AutoComplete
        className="tw-oplog-filter__field"
        allowClear
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
        label={t('operationLog.filter.user')}
        value={filter.userName}
        onSearch={(userName) => change({ userName })}
      />
      <FilterDateRange
        value={filter}
        startLabel={t('operationLog.filter.dateFrom')}
        endLabel={t('operationLog.filter.dateTo')}
        onChange={change}
      />
      <FilterSelect
        className="tw-oplog-filter__field"
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

/** Shop, ASIN and rule of the pending negations: "go handle" on one ASIN opens only its terms. */
function PendingFilters({ filter, onChange }: OperationLogFiltersProps) {
  const { t } = useTranslation();
  const { data: shops = [] } = useShops();
  const { data: rules } = useRules();
  const change = (patch: Partial<OperationLogFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="tw-oplog-filter">
      <FilterSelect
        className="tw-oplog-filter__field"
        label={t('operationLog.filter.shop')}
        value={filter.shopId}
        onChange={(shopId) => change({ shopId })}
        options={shopSelectOptions(shops)}
      />
      <FilterSearch
        className="tw-oplog-filter__field"
        label="ASIN"
        value={filter.asin}
        onSearch={(asin) => change({ asin })}
      />
      <FilterSelect
        className="tw-oplog-filter__field"
        label={t('operationLog.filter.rule')}
        value={filter.ruleId}
        onChange={(ruleId) => change({ ruleId })}
        options={(rules?.rows ?? []).map((rule) => ({
          value: rule.id,
          label: ruleDisplayName(rule.name, t),
        }))}
      />
      <label className="tw-oplog-filter__switch">
        <Switch checked onChange={(unhandled) => onChange({ unhandled })} />{' '}
        {t('operationLog.filter.unhandled')}
      </label>
    </div>
  );
}
