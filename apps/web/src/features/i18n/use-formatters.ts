import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/utils/format';
import { currencySymbol, formatAmount, formatCount, formatMoney, formatPercent } from '@/utils/metric-format';

/** The formats of SPEC section 9 in the language the user reads. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: number) => formatNumber(value, locale),
    count: (value: number) => formatCount(value, locale),
    money: (value: number, currencyCode: string) => formatMoney(value, currencyCode, locale),
    currencySymbol: (currencyCode: string) => currencySymbol(currencyCode, locale),
    /** Without the symbol, for a column whose header carries it. */
    amount: (value: number, currencyCode: string) => formatAmount(value, currencyCode, locale),
    /** ACOS, CVR: null when there is no base (no sales, no clicks). */
    percent: (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction, locale)),
  };
}
