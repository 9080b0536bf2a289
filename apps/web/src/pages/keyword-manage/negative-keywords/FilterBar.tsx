import { Button, Space } from 'antd';
import { negationStatus } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { FilterDateRange, FilterSearch, FilterSelect } from '@/components/filter-bar';
import type { ShopOption } from '@/features/shop';
import type { NegativeKeywordFilter } from './filter';
import { shopSelectOptions } from '@/features/shop';

interface FilterBarProps {
  filter: NegativeKeywordFilter;
  shops: ShopOption[];
  onChange(filter: NegativeKeywordFilter): void;
  onSaveDefault(): void;
  onResetDefault(): void;
}

export function FilterBar({ filter, shops, onChange, onSaveDefault, onResetDefault }: FilterBarProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<NegativeKeywordFilter>) => onChange({ ...filter, ...patch });

  return (
    <div className="tw-neg-filter">
      <FilterSelect
        className="tw-neg-filter__shop"
        label={t('negation.page.shop')}
        placeholder={t('negation.page.allShops')}
        value={filter.shopId}
        onChange={(shopId) => change({ shopId })}
        options={shopSelectOptions(shops)}
      />
      <FilterDateRange
        value={filter}
        startLabel={t('negation.page.dateFrom')}
        endLabel={t('negation.page.dateTo')}
        onChange={change}
      />
      <FilterSearch
        className="tw-neg-filter__text"
        label={t('negation.page.asin')}
        value={filter.asin}
        onSearch={(asin) => change({ asin })}
      />
      <FilterSearch
        className="tw-neg-filter__text"
        label={t('negation.page.searchTerm')}
        value={filter.searchTerm}
        onSearch={(searchTerm) => change({ searchTerm })}
      />
      <FilterSelect
        className="tw-neg-filter__status"
        label={t('negation.page.status')}
        value={filter.status}
        onChange={(status) => change({ status })}
        options={negationStatus.options.map((status) => ({
          value: status,
          label: t(`negation.status.${status}`),
        }))}
      />
      <FilterSelect
        className="tw-neg-filter__status"
        label={t('negation.page.flag')}
        value={filter.flag}
        onChange={(flag) => change({ flag })}
        options={([1, 2] as const).map((flag) => ({ value: flag, label: t(`negation.flag.${flag}`) }))}
      />
      <Space>
        <Button onClick={onSaveDefault}>{t('negation.page.saveDefault')}</Button>
        <Button onClick={onResetDefault}>{t('negation.page.resetDefault')}</Button>
      </Space>
    </div>
  );
}
