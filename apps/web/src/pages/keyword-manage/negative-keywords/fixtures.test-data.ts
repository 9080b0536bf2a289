import type { NegLogAsinRow, NegationTerm } from '@termwise/contracts';

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

export const term = (searchTerm: string, status: NegationTerm['status']): NegationTerm => ({
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

export const row: NegLogAsinRow = {
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
