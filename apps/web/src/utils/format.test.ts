import { describe, expect, it } from 'vitest';
import { formatNumber, formatUsWestTime } from './format';

describe('formatNumber', () => {
  it('shows two decimals with thousands grouping', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(-5.5)).toBe('-5.50');
  });
});

describe('formatUsWestTime', () => {
  it('shows Los Angeles time, daylight saving included', () => {
    expect(formatUsWestTime(Date.UTC(2026, 0, 15, 20, 5))).toBe('2026-01-15 12:05');
    expect(formatUsWestTime(Date.UTC(2026, 6, 15, 20, 5))).toBe('2026-07-15 13:05');
  });
});
