import { describe, expect, it } from 'vitest';
import { replayDays, replayReads, replayRule } from '../src/modules/negation/engine/backtest.ts';
import { evaluateRule, type Baselines } from '../src/modules/negation/engine/evaluate.ts';
import type { PlaceTermTotals, TermTotalsQuery } from '../src/modules/shop/term-totals.ts';
import { addDays } from '../src/shop-calendar.ts';
import {
  days,
  rule,
  shop,
  storedShop,
  terms,
  TODAY,
  useEngineDatabase,
  type DailyFact,
} from './engine-fixtures.ts';

useEngineDatabase();

const noBaselines: Baselines = { byAsin: new Map(), shop: { clicks: 0, orders: 0, sales: 0 } };

/** A deterministic shuffle of rows over 60 days: three campaigns, six ad groups, terms spelled two ways. */
function mixedFacts(): DailyFact[] {
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(seed / 65_536) % below;
  };
  const texts = [
    'red socks',
    'Red  Socks',
    'wool socks',
    'b0cabcdef1',
    'gift',
    'socks for men',
    'thin socks',
  ];
  const facts: DailyFact[] = [];
  for (let day = 0; day < 60; day++) {
    for (let row = 0; row < 12; row++) {
      const adGroup = next(6);
      facts.push({
        date: addDays('2026-06-29', -day),
        campaignId: `c${adGroup % 3}`,
        adGroupId: `ag${adGroup}`,
        searchTerm: texts[next(texts.length)]!,
        impressions: next(200),
        clicks: next(4),
        cost: next(300) / 100,
        purchases1d: next(5) === 0 ? 1 : 0,
        purchases7d: next(4) === 0 ? 1 : 0,
        sales1d: next(2) * 19.99,
        sales7d: next(3) * 24.99,
      });
    }
  }
  return facts;
}

const rounded = (rows: PlaceTermTotals[]) =>
  JSON.parse(
    JSON.stringify(rows, (_, value: unknown) => (typeof value === 'number' ? +value.toFixed(6) : value)),
  );

describe('backtest: the history in memory reads what the live SQL reads', () => {
  it('every window, level, scope, bound and attribution gives the same places and sums', async () => {
    const stored = await storedShop(mixedFacts());
    const histories = {
      1: await stored.history({ startDate: '2026-05-01', endDate: '2026-06-29' }, 1),
      7: await stored.history({ startDate: '2026-05-01', endDate: '2026-06-29' }, 7),
    };
    const queries: TermTotalsQuery[] = [];
    for (const [index, window] of [
      ['2026-05-01', '2026-06-29'],
      ['2026-05-20', '2026-06-18'],
      ['2026-06-16', '2026-06-29'],
    ].entries()) {
      for (const level of ['adGroup', 'campaign'] as const) {
        queries.push({
          days: { startDate: window[0]!, endDate: window[1]! },
          level,
          attributionDays: index === 1 ? 1 : 7,
          campaignIds: index === 2 ? ['c1'] : [],
          adGroupIds: [],
          asinAdGroupIds: index === 1 ? ['ag1', 'ag4', 'ag5'] : null,
          bounds: [
            [],
            [{ metric: 'clicks', operator: '>=', value: 5 }],
            [
              { metric: 'acos', operator: '>', value: 0.02 },
              { metric: 'orders', operator: '>=', value: 1 },
            ],
          ][index] as TermTotalsQuery['bounds'],
          sellsElsewhere: { acosTarget: index === 0 ? null : 0.3 },
        });
      }
    }
    queries.push({ ...queries[0]!, asinAdGroupIds: [] });
    for (const query of queries) {
      const live = await stored.totals(query);
      const replayed = histories[query.attributionDays as 1 | 7].totals(query);
      expect(rounded(replayed), JSON.stringify(query)).toEqual(rounded(live));
      // Only the query scoped to no ad group at all finds nothing, in both.
      expect(live.length === 0).toBe(query.asinAdGroupIds?.length === 0);
    }
    expect((await stored.totals(queries[0]!)).some((row) => row.elsewhere)).toBe(true);
  });
});

describe('backtest: a rule replayed over a hand-made history', () => {
  // 15 clicks without an order in 30 days; today 2026-06-30, replayed on 2026-06-01 .. 2026-06-30.
  const facts = [
    // 1 click a day from 05-19: its 15th click in the window is on 06-02, so the run of 06-03 negates it.
    ...days('cheap socks', 42, { cost: 0.5 }, { lastDate: '2026-06-29' }),
    // Wastes from 05-20, negated on 06-04 at its 15th click, then converts every day from 06-09.
    ...days('wool socks', 20, { cost: 0.5 }, { lastDate: '2026-06-08' }),
    ...days('wool socks', 21, { cost: 0.5, purchases7d: 1, sales7d: 20 }, { lastDate: '2026-06-29' }),
    // Reaches 15 clicks only yesterday: today's run, the live one, is its first.
    ...days('thin socks', 15, { cost: 0.4 }, { lastDate: '2026-06-29' }),
    // Negated before the replay: never proposed again.
    ...days('old socks', 60, { cost: 0.5 }, { lastDate: '2026-06-29' }),
  ];
  const runDays = replayDays(TODAY, 30);

  it('negates each term on the day it first qualifies, and counts what it did from then on', async () => {
    const stored = await storedShop(facts);
    const { negated, keywords, asinOfAdGroup } = shop([], ['c1|ag1|old socks']);
    const found = await replayRule(
      rule(),
      { shopId: 'shop-1', currencyCode: 'USD', negated, keywords, asinOfAdGroup },
      runDays,
      { history: await stored.history(replayReads(rule(), runDays)), baselinesOn: async () => noBaselines },
    );
    const rows = found.map(({ candidate, negatedOn, afterwards }) => ({
      term: candidate.searchTerm,
      negatedOn,
      spend: +afterwards.cost.toFixed(2),
      clicks: afterwards.clicks,
      orders: afterwards.orders,
      sales: afterwards.sales,
    }));
    expect(rows).toEqual([
      { term: 'cheap socks', negatedOn: '2026-06-03', spend: 13.5, clicks: 27, orders: 0, sales: 0 },
      { term: 'wool socks', negatedOn: '2026-06-04', spend: 13, clicks: 26, orders: 21, sales: 420 },
      { term: 'thin socks', negatedOn: '2026-06-30', spend: 0, clicks: 0, orders: 0, sales: 0 },
    ]);
    expect(found[0]!.candidate.metrics).toMatchObject({ startDate: '2026-05-04', endDate: '2026-06-02' });
  });

  it("the replay's last day is a live run now, less what the replay negated on earlier days", async () => {
    const stored = await storedShop(facts);
    const facts0 = shop([], ['c1|ag1|old socks']);
    const live = await evaluateRule(rule(), { ...facts0, termTotals: stored.totals });
    const found = await replayRule(rule(), facts0, runDays, {
      history: await stored.history(replayReads(rule(), runDays)),
      baselinesOn: async () => noBaselines,
    });
    const earlier = found.filter((one) => one.negatedOn < TODAY).map((one) => one.candidate.searchTerm);
    const lastDay = found.filter((one) => one.negatedOn === TODAY).map((one) => one.candidate);
    expect(terms(live.candidates)).toEqual(['cheap socks', 'thin socks']);
    expect(terms(lastDay)).toEqual(terms(live.candidates.filter((one) => !earlier.includes(one.searchTerm))));
    expect(lastDay[0]!.metrics).toEqual(
      live.candidates.find((one) => one.searchTerm === 'thin socks')!.metrics,
    );
  });
});
