import { Select } from 'antd';
import { DEFAULT_RATES } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';

const CODES = Object.keys(DEFAULT_RATES).sort();

/**
 * The currency of a money amount in a rule: empty means each shop's own (only for shops of one currency);
 * a code is converted to each shop's at the organisation's rates.
 */
export function CurrencySelect({
  value,
  onChange,
  disabled,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ width: 150 }}
      aria-label={t('negation.rules.field.currency')}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={t('negation.rules.field.shopCurrency')}
      options={CODES.map((code) => ({ value: code, label: code }))}
    />
  );
}
