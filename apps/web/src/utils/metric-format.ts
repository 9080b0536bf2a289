import { formatNumber, numberFormat } from '@/utils/format';

/**
 * Amounts in the shop's own currency with thousands grouping and the currency's own minor units: two
 * decimals where it has cents (SPEC section 9), none for JPY: 1234.5 USD -> "$1,234.50", 1234 JPY -> "¥1,234".
 */
export function formatMoney(value: number, currencyCode: string, locale = 'en-US'): string {
  try {
    return numberFormat(locale, { style: 'currency', currency: currencyCode }).format(value);
  } catch {
    // An unknown currency code must not break a whole table: fall back to the number and the code.
    return `${formatNumber(value, locale)} ${currencyCode}`;
  }
}

/** An amount with its currency's minor units but no symbol, for a column whose header names the currency. */
export function formatAmount(value: number, currencyCode: string, locale = 'en-US'): string {
  let digits = 2;
  try {
    digits =
      numberFormat(locale, { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps the spec's two decimals.
  }
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** Ratios are stored as fractions (0.3 = 30 %). */
export function formatPercent(fraction: number, locale = 'en-US'): string {
  return `${formatNumber(fraction * 100, locale)}%`;
}

/** Counts (clicks, orders) keep the spec's two decimals only where they can be fractional. */
export function formatCount(value: number, locale = 'en-US'): string {
  return Number.isInteger(value) ? numberFormat(locale).format(value) : formatNumber(value, locale);
}

/** The symbol a column header shows for the shop's money, e.g. "$", "£", "JP¥". */
export function currencySymbol(currencyCode: string, locale = 'en-US'): string {
  try {
    const parts = numberFormat(locale, { style: 'currency', currency: currencyCode }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}
