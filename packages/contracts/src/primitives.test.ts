import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, dateRange, freeJsonObject, rawText, text } from './primitives.ts';

describe('calendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-01-01', '2099-12-31'])('accepts %s', (value) => {
    expect(calendarDate.safeParse(value).success).toBe(true);
  });
  it.each(['2026-02-30', '2025-02-29', '0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '2026-1-1'])(
    'refuses %s',
    (value) => {
      expect(calendarDate.safeParse(value).success).toBe(false);
    },
  );
});

describe('dateRange', () => {
  const range = z.object({ startDate: calendarDate, endDate: calendarDate }).superRefine(dateRange(31));
  it('counts both ends: 31 days pass, 32 do not', () => {
    expect(range.safeParse({ startDate: '2026-01-01', endDate: '2026-01-31' }).success).toBe(true);
    expect(range.safeParse({ startDate: '2026-01-01', endDate: '2026-02-01' }).success).toBe(false);
  });
  it('refuses a backwards range on endDate', () => {
    const result = range.safeParse({ startDate: '2026-01-02', endDate: '2026-01-01' });
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
});

describe('text', () => {
  it('refuses NUL anywhere, trims free text but keeps raw text as it is', () => {
    expect(text(10).safeParse('a\u0000').success).toBe(false);
    expect(rawText(10).safeParse('\u0000').success).toBe(false);
    expect(text(10).parse('  a ')).toBe('a');
    expect(rawText(10).parse(' a ')).toBe(' a ');
    // The second use of one schema still refuses: a shared issue message object must not be consumed.
    expect(text(10).safeParse('b\u0000').error?.issues[0]?.message).toContain('NUL');
  });
});

describe('freeJsonObject', () => {
  const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  it('accepts a normal filter and refuses depth, size, NUL and prototype keys', () => {
    expect(freeJsonObject.safeParse({ status: ['pending'], range: { from: '2026-01-01' } }).success).toBe(
      true,
    );
    expect(freeJsonObject.safeParse(nested(8)).success).toBe(true);
    expect(freeJsonObject.safeParse(nested(9)).success).toBe(false);
    expect(freeJsonObject.safeParse(nested(100_000)).success).toBe(false);
    expect(freeJsonObject.safeParse({ list: Array.from({ length: 3000 }, () => 1) }).success).toBe(false);
    expect(freeJsonObject.safeParse({ term: 'x'.repeat(5000) }).success).toBe(false);
    expect(freeJsonObject.safeParse({ 'a\u0000': 1 }).success).toBe(false);
    expect(freeJsonObject.safeParse(JSON.parse('{"__proto__":{"x":1}}')).success).toBe(false);
    expect(freeJsonObject.safeParse(['not', 'an', 'object']).success).toBe(false);
  });
});
