import { Button, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterSearch } from '@/components/filter-bar';

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
}

type NumberFilter = 'minWords' | 'maxWords' | 'rankMin' | 'rankMax' | 'minRankGain';

/** The ABA table's filters; text ones apply on Enter, numbers as they change. */
export function AbaFilterBar({ value, onChange }: { value: AbaFilters; onChange(next: AbaFilters): void }) {
  const { t } = useTranslation();
  const set = (patch: AbaFilters) => onChange({ ...value, ...patch });
  const text = (key: 'include' | 'exclude' | 'department' | 'asinOrBrand', label: string) => (
    <FilterSearch
      className="tw-aba-filter tw-aba-filter--text"
      label={label}
      value={value[key]}
      onSearch={(next) => set({ [key]: next })}
    />
  );
  const number = (key: NumberFilter, label: string, min: number) => (
    <InputNumber<number>
      className="tw-aba-filter tw-aba-filter--number"
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
      <InputNumber<number>
        className="tw-aba-filter tw-aba-filter--number"
        aria-label={t('aba.filters.maxClickShare')}
        placeholder={t('aba.filters.maxClickShare')}
        min={0}
        max={100}
        value={value.maxClickShareTop3 === undefined ? null : Math.round(value.maxClickShareTop3 * 100)}
        onChange={(next) => set({ maxClickShareTop3: next === null ? undefined : next / 100 })}
      />
      <Button onClick={() => onChange({})}>{t('aba.filters.reset')}</Button>
    </div>
  );
}
