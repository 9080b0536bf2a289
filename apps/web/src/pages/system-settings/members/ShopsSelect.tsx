import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopSelectOptions, useShops } from '@/features/shop';

interface ShopsSelectProps {
  /** null: every shop of the organisation. */
  value?: string[] | null;
  onChange?(value: string[] | null): void;
  /** An admin always sees every shop. */
  disabled?: boolean;
  id?: string;
}

/** The shops an operator may see; left empty, every shop (the server's null). */
export function ShopsSelect({ value, onChange, disabled, id }: ShopsSelectProps) {
  const { t } = useTranslation();
  const { data: shops = [] } = useShops();
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      disabled={disabled}
      placeholder={t('members.allShops')}
      value={disabled ? [] : (value ?? [])}
      onChange={(ids: string[]) => onChange?.(ids.length ? ids : null)}
      optionFilterProp="label"
      options={shopSelectOptions(shops)}
    />
  );
}

/** How a member's shops read in the list: a tag per shop, by its name. */
export function useShopTags() {
  const { t } = useTranslation();
  const { data: shops = [] } = useShops();
  return (shopIds: string[] | null) =>
    shopIds === null
      ? t('members.allShops')
      : shopIds
          .map((id) => shops.find((shop) => shop.id === id))
          .filter((shop) => shop !== undefined)
          .map((shop) => <Tag key={shop.id}>{shop.name}</Tag>);
}
