import { Button, DatePicker, Input, Select, Space } from 'antd';
import { negationStatus } from '@termwise/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ShopOption } from '@/features/shop';
import type { NegativeKeywordFilter } from './filter';

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
  const range: [Dayjs, Dayjs] | null =
    filter.startDate && filter.endDate ? [dayjs(filter.startDate), dayjs(filter.endDate)] : null;

  return (
    <div className="tw-neg-filter">
      <Select
        className="tw-neg-filter__shop"
        allowClear
        placeholder={t('negation.page.allShops')}
        value={filter.shopId}
        onChange={(shopId) => change({ shopId })}
        options={shops.map((shop) => ({ value: shop.id, label: `${shop.name} · ${shop.countryCode}` }))}
        aria-label={t('negation.page.shop')}
      />
      <DatePicker.RangePicker
        value={range}
        onChange={(dates) =>
          change({ startDate: dates?.[0]?.format('YYYY-MM-DD'), endDate: dates?.[1]?.format('YYYY-MM-DD') })
        }
        placeholder={[t('negation.page.dateRange'), t('negation.page.dateRange')]}
      />
      <Input.Search
        className="tw-neg-filter__text"
        allowClear
        placeholder={t('negation.page.asin')}
        defaultValue={filter.asin}
        key={`asin-${filter.asin ?? ''}`}
        onSearch={(asin) => change({ asin: asin || undefined })}
      />
      <Input.Search
        className="tw-neg-filter__text"
        allowClear
        placeholder={t('negation.page.searchTerm')}
        defaultValue={filter.searchTerm}
        key={`term-${filter.searchTerm ?? ''}`}
        onSearch={(searchTerm) => change({ searchTerm: searchTerm || undefined })}
      />
      <Select
        className="tw-neg-filter__status"
        allowClear
        placeholder={t('negation.page.status')}
        value={filter.status}
        onChange={(status) => change({ status })}
        options={negationStatus.options.map((status) => ({
          value: status,
          label: t(`negation.status.${status}`),
        }))}
      />
      <Select
        className="tw-neg-filter__status"
        allowClear
        placeholder={t('negation.page.flag')}
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
