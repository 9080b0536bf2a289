import { describe, expect, it } from 'vitest';
import { negationCsvRows, toCsv } from './export-csv';
import { toListQuery } from './filter';
import { row } from './fixtures.test-data';

describe('negation export', () => {
  it('writes one line per term of every ASIN, with its product beside it', () => {
    const lines = negationCsvRows([row], (key) => key);
    expect(lines).toHaveLength(3);
    expect(lines[1]!.slice(0, 4)).toEqual(['US shop', 'B0TEST0001', 'Wool socks, "warm"', 'free socks']);
    expect(lines[1]).toContain('negation.status.pending');
    expect(lines[1]).toContain('18.40');
  });

  it('quotes commas and quotes and defuses formulas', () => {
    expect(toCsv([['Wool socks, "warm"', '=cmd', 3]])).toBe('"Wool socks, ""warm""",\'=cmd,3');
    expect(toCsv([['socks\nwarm', '-5', -5], ['b']])).toBe('"socks\nwarm",\'-5,-5\r\nb');
  });
});

describe('filter to list query', () => {
  it('drops empty inputs and trims text', () => {
    expect(toListQuery({ asin: '  ', searchTerm: ' socks ', status: 'pending', shopId: '' }, 2, 20)).toEqual({
      page: 2,
      pageSize: 20,
      searchTerm: 'socks',
      status: 'pending',
    });
  });
});
