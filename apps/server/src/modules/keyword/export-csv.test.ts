import type { KeywordGroup } from '@termwise/contracts';
import { describe, expect, it } from 'vitest';
import { groupsToCsv } from './export-csv.ts';

const occurrence = {
  role: 'keyword',
  campaignName: '=HYPERLINK("http://evil")',
  adGroupName: '@SUM(A1)',
  state: 'enabled',
  bid: 0.5,
  impressions: 10,
  clicks: 2,
  cost: 1.25,
  orders: 0,
  sales: 0,
  acos: null,
  cvr: 0,
  keeper: false,
};
const group = {
  shopName: '+shop',
  kind: 'duplicate',
  text: '-garlic press',
  matchType: 'EXACT',
  asins: ['B000TEST01'],
  occurrences: [occurrence],
  currencyCode: 'USD',
  startDate: '2026-10-24',
  endDate: '2026-11-22',
} as unknown as KeywordGroup;

describe('duplicate keywords export', () => {
  it('never lets a spreadsheet run a keyword, campaign or shop name as a formula', () => {
    const [, row] = groupsToCsv([group], 'en-US').split('\r\n');
    const cells = row!.split(',');
    expect(cells[0]).toBe("'+shop");
    expect(cells[2]).toBe("'-garlic press");
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain("'@SUM(A1)");
    expect(cells[9]).toBe('0.50');
  });
});
