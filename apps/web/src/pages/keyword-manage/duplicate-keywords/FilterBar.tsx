import { Button, InputNumber, Space } from 'antd';
import { KEYWORD_WINDOWS } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-bar';
import type { ShopOption } from '@/features/shop';
import { KeywordFilters } from '../KeywordFilters';
import type { DuplicateFilter } from './filter';

interface FilterBarProps {
  filter: DuplicateFilter;
  shops: ShopOption[];
  onChange(filter: DuplicateFilter): void;
  onSaveDefault(): void;
  onResetDefault(): void;
}

const MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;

export function FilterBar({ filter, shops, onChange, onSaveDefault, onResetDefault }: FilterBarProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<DuplicateFilter>) => onChange({ ...filter, ...patch });
  const label = (key: string) => t(`keywordStructure.page.${key}`);

  return (
    <div className="tw-dup-filter">
      <KeywordFilters
        filter={filter}
        shops={shops}
        className="tw-dup-filter"
        label={label}
        onChange={change}
      />
      <FilterSelect
        className="tw-dup-filter__small"
        label={label('matchType')}
        value={filter.matchType}
        onChange={(matchType) => change({ matchType })}
        options={MATCH_TYPES.map((value) => ({ value, label: value }))}
      />
      <InputNumber<number>
        className="tw-dup-filter__small"
        min={0}
        placeholder={label('minSpend')}
        aria-label={label('minSpend')}
        disabled={!filter.shopId}
        title={filter.shopId ? undefined : label('minSpendNeedsShop')}
        value={filter.minSpend ?? null}
        onChange={(minSpend) => change({ minSpend: minSpend ?? undefined })}
      />
      <FilterSelect
        className="tw-dup-filter__small"
        label={label('window')}
        value={filter.windowDays}
        onChange={(windowDays) => change({ windowDays: windowDays ?? 30 })}
        options={KEYWORD_WINDOWS.map((days) => ({
          value: days,
          label: t('keywordStructure.page.windowDays', { days }),
        }))}
      />
      <Space>
        <Button onClick={onSaveDefault}>{label('saveDefault')}</Button>
        <Button onClick={onResetDefault}>{label('resetDefault')}</Button>
      </Space>
    </div>
  );
}
