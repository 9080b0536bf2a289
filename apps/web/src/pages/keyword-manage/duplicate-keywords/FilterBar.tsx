import { Button, InputNumber, Space } from 'antd';
import { KEYWORD_WINDOWS } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSearch, FilterSelect } from '@/components/filter-bar';
import type { ShopOption } from '@/features/shop';
import type { DuplicateFilter } from './filter';
import { shopSelectOptions } from '@/features/shop';

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
      <FilterSelect
        className="tw-dup-filter__shop"
        label={label('shop')}
        placeholder={label('allShops')}
        value={filter.shopId}
        onChange={(shopId) => change({ shopId })}
        options={shopSelectOptions(shops)}
      />
      <FilterSearch
        className="tw-dup-filter__text"
        label={label('asin')}
        value={filter.asin}
        onSearch={(asin) => change({ asin })}
      />
      <FilterSearch
        className="tw-dup-filter__text"
        label={label('text')}
        value={filter.text}
        onSearch={(text) => change({ text })}
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
