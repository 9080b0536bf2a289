import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatCount, formatMoney, formatPercent } from './metric-format';

describe('money and ratios', () => {
  it('formats money in the shop currency with its minor units and grouping', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234567.891, 'EUR')).toBe('€1,234,567.89');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(0, 'JPY')).toBe('¥0');
    expect(formatMoney(1234.6, 'JPY')).toBe('¥1,235');
  });

  it('falls back to number and code for a currency Intl does not know', () => {
    expect(formatMoney(12, 'XX1')).toBe('12.00 XX1');
  });

  it('writes an amount without its symbol in its currency’s minor units', () => {
    expect(formatAmount(1234.5, 'USD')).toBe('1,234.50');
    expect(formatAmount(1234.4, 'JPY')).toBe('1,234');
    expect(formatAmount(1234.5, 'KRW', 'zh-CN')).toBe('1,235');
  });

  it('shows fractions as percent', () => {
    expect(formatPercent(0.3456)).toBe('34.56%');
  });

  it('keeps whole counts whole but groups them', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(2.5)).toBe('2.50');
  });
});

describe('currency symbol', () => {
  it('names the shop currency for column headers', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('XX1')).toBe('XX1');
  });
});
