import { describe, expect, it } from 'vitest';
import { ruleWindow } from '../src/modules/negation/engine/dates.ts';
import { evaluateRule, type EngineRule } from '../src/modules/negation/engine/evaluate.ts';
import { findProtectedWord, negatedKey, uniqueSignOf } from '../src/modules/negation/engine/terms.ts';
import { days, rule, shop, terms, TODAY, useEngineDatabase } from './engine-fixtures.ts';

useEngineDatabase();

describe('negation engine: conditions', () => {
  it('clicks >= 15 and orders = 0 picks the term that clicked 20 times without a sale', async () => {
    const facts = [
      ...days('cheap socks', 20),
      ...days('wool socks', 10),
      ...days('good socks', 20, { purchases7d: 1 }),
    ];
    const { candidates } = await evaluateRule(rule(), shop(facts));
    expect(terms(candidates)).toEqual(['cheap socks']);
    expect(candidates[0]!.metrics).toMatchObject({
      clicks: 20,
      orders: 0,
      cost: 10,
      startDate: '2026-05-31',
      endDate: '2026-06-29',
    });
    expect(candidates[0]!.reason).toBe('clicks 20 >= 15; orders 0 = 0');
    expect(candidates[0]!).toMatchObject({ asin: 'B0AAAAAAA1', matchType: 'NEGATIVE_EXACT' });
  });

  it('spend >= 2 x CPC target and no sale', async () => {
    const facts = [...days('pricey', 5, { cost: 0.9 }), ...days('fine', 5, { cost: 0.7 })];
    const spendRule = rule({
      cpcTarget: 2,
      conditions: [
        { metric: 'spend', operator: '>=', value: 2, relativeTo: 'cpcTarget' },
        { metric: 'orders', operator: '=', value: 0 },
      ],
    });
    const { candidates } = await evaluateRule(spendRule, shop(facts));
    expect(terms(candidates)).toEqual(['pricey']);
    expect(candidates[0]!.reason).toBe('spend 4.50 >= 4.00 (2 x cpcTarget); orders 0 = 0');
  });

  it('ACOS >= 3 x target with >= 5 orders; a term with no sales has no ACOS and never matches', async () => {
    const facts = [
      ...days('losing', 10, { cost: 10, purchases7d: 1, sales7d: 10 }),
      ...days('winning', 10, { cost: 1, purchases7d: 1, sales7d: 10 }),
      ...days('few orders', 4, { cost: 10, purchases7d: 1, sales7d: 10 }),
      ...days('no sale', 10, { cost: 10 }),
    ];
    const acosRule = rule({
      acosTarget: 0.3,
      conditions: [
        { metric: 'acos', operator: '>=', value: 3, relativeTo: 'acosTarget' },
        { metric: 'orders', operator: '>=', value: 5 },
      ],
    });
    expect(terms((await evaluateRule(acosRule, shop(facts))).candidates)).toEqual(['losing']);
  });

  it('CVR, CPC and impressions conditions', async () => {
    const facts = [
      ...days('low cvr', 30, { clicks: 2, cost: 3, purchases7d: 0 }),
      ...days('high cvr', 30, { clicks: 2, cost: 3, purchases7d: 1, sales7d: 20 }),
    ];
    const cvr = rule({ conditions: [{ metric: 'cvr', operator: '<', value: 0.05 }] });
    expect(terms((await evaluateRule(cvr, shop(facts))).candidates)).toEqual(['low cvr']);
    const cpc = rule({ conditions: [{ metric: 'cpc', operator: '>', value: 1.4 }] });
    expect(terms((await evaluateRule(cpc, shop(facts))).candidates)).toEqual(['high cvr', 'low cvr']);
    const impressions = rule({ conditions: [{ metric: 'impressions', operator: '<=', value: 2999 }] });
    expect((await evaluateRule(impressions, shop(facts))).candidates).toEqual([]);
  });
});

describe('negation engine: reachProbability', () => {
  // The product converts 9.5 % of its 1,000 ad clicks at $22 an order; the target ACOS is 30 %.
  const product = { clicks: 1000, orders: 95, sales: 2090 };
  const baselines = { byAsin: new Map([['B0AAAAAAA1', product]]), shop: product };
  const probabilityRule = rule({
    acosTarget: 0.3,
    conditions: [{ metric: 'reachProbability', operator: '<', value: 0.1 }],
  });

  it('negates what cannot reach the target, keeps thin evidence, and catches a seller an orders = 0 rule misses', async () => {
    const facts = [
      // 60 clicks, 2 orders at $0.80 a click: break-even 12.1 %, about a 1 % chance.
      ...days('hopeless', 30, { clicks: 2, cost: 1.6 }),
      ...days('hopeless', 2, { purchases7d: 1, sales7d: 22, clicks: 0, cost: 0 }, { lastDate: '2026-06-15' }),
      // 15 clicks without an order at $0.50: break-even 7.6 %, still a fair chance for a 9.5 % product.
      ...days('too early', 15, { cost: 0.5 }),
    ];
    const { candidates } = await evaluateRule(probabilityRule, shop(facts, [], [], baselines));
    expect(terms(candidates)).toEqual(['hopeless']);
    const { confidence } = candidates[0]!.metrics;
    expect(confidence).toMatchObject({
      clicks: 60,
      orders: 2,
      cpc: 0.8,
      productCvr: 0.095,
      baseline: 'product',
    });
    expect(confidence!.breakEvenCvr).toBeCloseTo(0.8 / (22 * 0.3), 6);
    expect(confidence!.reachProbability).toBeLessThan(0.1);
    expect(candidates[0]!.reason).toMatch(/^reachProbability \d+\.\d{2}% < 10\.00%$/);
    const fixedCount = await evaluateRule(rule(), shop(facts, [], [], baselines));
    expect(terms(fixedCount.candidates)).toEqual(['too early']);
  });

  it('never measures a rule without an ACOS target, nor a product and shop without an order', async () => {
    const facts = days('hopeless', 30, { clicks: 2, cost: 1.6 });
    const none = { byAsin: new Map(), shop: { clicks: 500, orders: 0, sales: 0 } };
    expect((await evaluateRule(probabilityRule, shop(facts, [], [], none))).candidates).toEqual([]);
    const noTarget = rule({ conditions: probabilityRule.conditions });
    expect((await evaluateRule(noTarget, shop(facts, [], [], baselines))).candidates).toEqual([]);
  });
});

describe('negation engine: windows and attribution', () => {
  it('the window is the look-back days ending yesterday, shifted back by the restated days it skips', async () => {
    expect(ruleWindow(TODAY, 30, 0)).toEqual({ startDate: '2026-05-31', endDate: '2026-06-29' });
    expect(ruleWindow(TODAY, 14, 2)).toEqual({ startDate: '2026-06-14', endDate: '2026-06-27' });
  });

  it('days before the window do not count', async () => {
    const facts = [...days('old', 10), ...days('old', 10, {}, { lastDate: '2026-05-20' })];
    expect((await evaluateRule(rule(), shop(facts))).candidates).toEqual([]);
  });

  it('skipping restated days ignores the recent clicks but also the recent sale', async () => {
    const facts = [
      ...days('late sale', 20, {}, { lastDate: '2026-06-27' }),
      ...days('late sale', 2, { purchases7d: 1, sales7d: 20 }),
    ];
    expect(terms((await evaluateRule(rule(), shop(facts))).candidates)).toEqual([]);
    expect(terms((await evaluateRule(rule({ skipRecentDays: 2 }), shop(facts))).candidates)).toEqual([
      'late sale',
    ]);
  });

  it('1-day attribution counts purchases1d only, 7-day counts purchases7d', async () => {
    const facts = days('slow buyer', 20, { purchases7d: 1, sales7d: 15 });
    expect((await evaluateRule(rule(), shop(facts))).candidates).toEqual([]);
    const oneDay = (await evaluateRule(rule({ attributionDays: 1 }), shop(facts))).candidates;
    expect(terms(oneDay)).toEqual(['slow buyer']);
    expect(oneDay[0]!.metrics.attributionDays).toBe(1);
  });
});

describe('negation engine: what it leaves alone', () => {
  it('protected words match whole words, case-insensitively', async () => {
    expect(findProtectedWord('Acme socks', ['acme'])).toBe('acme');
    expect(findProtectedWord('socks by acme', ['ACME'])).toBe('ACME');
    expect(findProtectedWord('acmeware socks', ['acme'])).toBeUndefined();
    expect(findProtectedWord('brightwood  kettle', ['Brightwood Kettle'])).toBe('Brightwood Kettle');
    const facts = [...days('acme socks', 20), ...days('cheap socks', 20)];
    const evaluation = await evaluateRule(rule({ protectedTerms: ['Acme'] }), shop(facts));
    expect(terms(evaluation.candidates)).toEqual(['cheap socks']);
    expect(evaluation.skipped.protected).toBe(1);
  });

  it('a term negated in that ad group, or anywhere in its campaign, is not proposed again', async () => {
    const facts = [...days('here', 20), ...days('campaign wide', 20), ...days('other group', 20)];
    const negated = [
      negatedKey('c1', 'ag1', 'here'),
      negatedKey('c1', null, 'campaign wide'),
      negatedKey('c1', 'ag2', 'other group'),
    ];
    const evaluation = await evaluateRule(rule(), shop(facts, negated));
    expect(terms(evaluation.candidates)).toEqual(['other group']);
    expect(evaluation.skipped.alreadyNegated).toBe(2);
  });

  it('scope narrows to campaigns, ad groups and ASINs', async () => {
    const facts = [...days('in one', 20), ...days('in two', 20, {}, { adGroupId: 'ag2', campaignId: 'c2' })];
    const scoped = async (scope: Partial<EngineRule['scope']>) =>
      terms(
        (
          await evaluateRule(
            rule({ scope: { shopIds: [], asins: [], campaignIds: [], adGroupIds: [], ...scope } }),
            shop(facts),
          )
        ).candidates,
      );
    expect(await scoped({ campaignIds: ['c2'] })).toEqual(['in two']);
    expect(await scoped({ adGroupIds: ['ag1'] })).toEqual(['in one']);
    expect(await scoped({ asins: ['b0aaaaaaa2'] })).toEqual(['in two']);
  });
});

describe('negation engine: ASIN terms, levels and signs', () => {
  it('an ASIN-shaped term becomes a negative product target', async () => {
    const { candidates } = await evaluateRule(rule(), shop(days('b0cdef1234', 20)));
    expect(candidates[0]).toMatchObject({ searchTerm: 'b0cdef1234', matchType: 'ASIN_SAME_AS' });
  });

  it('campaign level sums the term over the ad groups of the campaign', async () => {
    const facts = [...days('split', 8), ...days('split', 8, {}, { adGroupId: 'ag2' })];
    expect((await evaluateRule(rule(), shop(facts))).candidates).toEqual([]);
    const { candidates } = await evaluateRule(rule({ level: 'campaign' }), shop(facts));
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      place: { level: 'campaign', campaignId: 'c1', adGroupId: null },
      metrics: { clicks: 16 },
    });
  });

  it('the unique sign is stable and ignores case and spacing of the term', async () => {
    const place = { shopId: 's', level: 'adGroup' as const, campaignId: 'c', adGroupId: 'a' };
    expect(uniqueSignOf(place, 'NEGATIVE_EXACT', 'Cheap  Socks')).toBe(
      uniqueSignOf(place, 'NEGATIVE_EXACT', 'cheap socks'),
    );
    expect(uniqueSignOf(place, 'NEGATIVE_PHRASE', 'cheap socks')).not.toBe(
      uniqueSignOf(place, 'NEGATIVE_EXACT', 'cheap socks'),
    );
    expect(uniqueSignOf({ ...place, adGroupId: 'b' }, 'NEGATIVE_EXACT', 'cheap socks')).not.toBe(
      uniqueSignOf(place, 'NEGATIVE_EXACT', 'cheap socks'),
    );
  });
});
