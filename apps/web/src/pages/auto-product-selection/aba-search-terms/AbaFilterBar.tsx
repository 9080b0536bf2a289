import { Button, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSearch } from '@/components/filter-bar';
import { fitting } from '@/features/brand-analytics';

/** The table's filters, remembered per user like other pages' (saved filters). */
export interface AbaFilters extends Record<string, unknown> {
  include?: string;
  exclude?: string;
  department?: string;
  asinOrBrand?: string;
  minWords?: number;
  maxWords?: number;
  rankMin?: number;
  rankMax?: number;
  minRankGain?: number;
  maxClickShareTop3?: number;
  maxConversionShareTop3?: number;
}

type ShareFilter = 'maxClickShareTop3' | 'maxConversionShareTop3';

type NumberFilter = 'minWords' | 'maxWords' | 'rankMin' | 'rankMax' | 'minRankGain';

/** The ABA table's filters; text ones apply on Enter, numbers as they change. */
export function AbaFilterBar({ value, onChange }: { value: AbaFilters; onChange(next: AbaFilters): void }) {
  const { t } = useTranslation();
  const set = (patch: AbaFilters) => onChange({ ...value, ...patch });
  // Shown in percent, sent as a fraction: concentration of the top three's clicks or conversions.
  const share = (key: ShareFilter, label: string) => {
    const current = value[key];
    return (
      <InputNumber<number>
        className="tw-aba-filter tw-aba-filter--number"
        style={{ width: fitting(label) }}
        aria-label={label}
        placeholder={label}
        min={0}
        max={100}
        value={current === undefined ? null : Math.round(current * 100)}
        onChange={(next) => set({ [key]: next === null ? undefined : next / 100 })}
      />
    );
  };
  const text = (key: 'include' | 'exclude' | 'department' | 'asinOrBrand', label: string) => (
    <FilterSearch
      className="tw-aba-filter tw-aba-filter--text"
      style={{ width: fitting(label, { min: 220, extra: 88 }) }}
      label={label}
      value={value[key]}
      onSearch={(next) => set({ [key]: next })}
    />
  );
  const number = (key: NumberFilter, label: string, min: number) => (
    <InputNumber<number>
      className="tw-aba-filter tw-aba-filter--number"
      style={{ width: fitting(label) }}
      aria-label={label}
      placeholder={label}
      min={min}
      precision={0}
      value={value[key] ?? null}
      onChange={(next) => set({ [key]: next ?? undefined })}
    />
  );
  return (
    <div className="tw-aba-filters tw-aba-filters--terms">
      {text('include', t('aba.filters.include'))}
      {text('exclude', t('aba.filters.exclude'))}
      {text('department', t('aba.filters.department'))}
      {text('asinOrBrand', t('aba.filters.asinOrBrand'))}
      {number('minWords', t('aba.filters.minWords'), 1)}
      {number('maxWords', t('aba.filters.maxWords'), 1)}
      {number('rankMin', t('aba.filters.rankMin'), 1)}
      {number('rankMax', t('aba.filters.rankMax'), 1)}
      {number('minRankGain', t('aba.filters.minRankGain'), -1_000_000)}
      {share('maxClickShareTop3', t('aba.filters.maxClickShare'))}
      {share('maxConversionShareTop3', t('aba.filters.maxConversionShare'))}
      <Button onClick={() => onChange({})}>{t('aba.filters.reset')}</Button>
    </div>
  );
}
