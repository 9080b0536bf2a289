import type { EngineRule, ShopFacts } from '../src/modules/negation/engine/evaluate.ts';
import type { DailyFact } from '../src/modules/negation/engine/metrics.ts';
import type { OwnKeyword } from '../src/modules/negation/engine/safeguards.ts';

/** Facts and rules for the pure engine tests: shop-1 with ad groups ag1 (B0AAAAAAA1) and ag2 (B0AAAAAAA2). */
export const TODAY = '2026-06-30';

export function rule(overrides: Partial<EngineRule> = {}): EngineRule {
  return {
    scope: { shopIds: [], asins: [], campaignIds: [], adGroupIds: [] },
    conditions: [
      { metric: 'clicks', operator: '>=', value: 15 },
      { metric: 'orders', operator: '=', value: 0 },
    ],
    lookbackDays: 30,
    skipRecentDays: 0,
    attributionDays: 7,
    cpcTarget: null,
    acosTarget: null,
    matchType: 'NEGATIVE_EXACT',
    level: 'adGroup',
    protectedTerms: [],
    coreTerms: [],
    coreTermFactor: 3,
    flag: 2,
    trialRun: false,
    ...overrides,
  };
}

/** `days` daily rows of one term in one ad group, ending yesterday unless `lastDate` says otherwise. */
export function days(
  searchTerm: string,
  count: number,
  perDay: Partial<DailyFact> = {},
  { adGroupId = 'ag1', campaignId = 'c1', lastDate = '2026-06-29' } = {},
): DailyFact[] {
  const last = new Date(`${lastDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(last);
    day.setUTCDate(day.getUTCDate() - index);
    return {
      date: day.toISOString().slice(0, 10),
      campaignId,
      adGroupId,
      searchTerm,
      impressions: 100,
      clicks: 1,
      cost: 0.5,
      purchases1d: 0,
      purchases7d: 0,
      sales1d: 0,
      sales7d: 0,
      ...perDay,
    };
  });
}

export function shop(facts: DailyFact[], negated: string[] = [], keywords: OwnKeyword[] = []): ShopFacts {
  return {
    shopId: 'shop-1',
    currencyCode: 'USD',
    today: TODAY,
    facts,
    asinOfAdGroup: new Map([
      ['ag1', 'B0AAAAAAA1'],
      ['ag2', 'B0AAAAAAA2'],
    ]),
    negated: new Set(negated),
    keywords,
  };
}

export const terms = (rows: { searchTerm: string }[]) => rows.map((row) => row.searchTerm).sort();
