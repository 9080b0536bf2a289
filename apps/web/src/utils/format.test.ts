import { describe, expect, it } from 'vitest';
import { fileStampInUsWest, formatInZone, formatNumber, formatUsWestTime, todayInUsWest } from './format';

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

describe('formatInZone', () => {
  it('reads the wall clock of the zone, midnight as 00 and across the date line', () => {
    expect(formatInZone('2026-03-01T15:00:00Z', 'Asia/Tokyo')).toBe('2026-03-02 00:00');
    expect(formatInZone(Date.UTC(2026, 10, 1, 9, 30), 'America/Los_Angeles')).toBe('2026-11-01 01:30');
    expect(formatInZone(new Date(Date.UTC(2026, 4, 31, 23, 59)), 'Europe/London')).toBe('2026-06-01 00:59');
  });
});

describe('dates and file names on the header clock', () => {
  it('is still yesterday in Los Angeles at 05:00 UTC, whatever the browser zone', () => {
    const earlyUtc = Date.UTC(2026, 10, 28, 5, 0);
    expect(todayInUsWest(earlyUtc)).toBe('2026-11-27');
    expect(fileStampInUsWest(earlyUtc)).toBe('20261127-2100');
  });
});
