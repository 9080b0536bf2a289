import { describe, expect, it } from 'vitest';
import type { NegLogAsinRow, NegationTerm } from '@termwise/contracts';
import { negationCsvRows, toCsv } from './export-csv';
import { toListQuery } from './filter';

const metrics = {
  startDate: '2026-10-01',
  endDate: '2026-10-30',
  attributionDays: 7,
  impressions: 900,
  clicks: 23,
  cost: 18.4,
  orders: 0,
  sales: 0,
  acos: null,
  cvr: 0,
  cpc: 0.8,
  currencyCode: 'USD',
};

const term = (searchTerm: string, status: NegationTerm['status']): NegationTerm => ({
  id: searchTerm,
  uniqueSign: searchTerm,
  shopId: 's1',
  asin: 'B0TEST0001',
  searchTerm,
  campaignId: 'c1',
  campaignName: 'Socks | Auto',
  adGroupId: 'g1',
  adGroupName: 'Auto',
  level: 'adGroup',
  matchType: 'NEGATIVE_EXACT',
  ruleId: null,
  ruleName: null,
  flag: 2,
  status,
  triggerMetrics: metrics,
  amazonId: null,
  failureReason: null,
  negatedOn: null,
  createdAt: '2026-10-31T10:00:00Z',
  updatedAt: '2026-10-31T10:00:00Z',
});

const row: NegLogAsinRow = {
  shopId: 's1',
  shopName: 'US shop',
  currencyCode: 'USD',
  asin: 'B0TEST0001',
  title: 'Wool socks, "warm"',
  imageUrl: '',
  negatedCount: 1,
  pendingCount: 1,
  wastedSpend: 18.4,
  lastNegatedAt: null,
  terms: [term('free socks', 'pending'), term('=cmd', 'applied')],
};

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
