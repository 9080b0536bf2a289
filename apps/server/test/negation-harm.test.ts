import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../src/modules/negation/engine/evaluate.ts';
import type { RuleRow } from '../src/modules/negation/engine/repo.ts';
import type { OwnKeyword } from '../src/modules/negation/engine/safeguards.ts';
import { widensAutomatic } from '../src/modules/negation/rules/trial.ts';
import { planRun } from '../src/modules/negation/run.ts';
import { days, rule, shop, terms, useEngineDatabase } from './engine-fixtures.ts';

useEngineDatabase();

const keyword = (overrides: Partial<OwnKeyword> = {}): OwnKeyword => ({
  keywordId: 'kw1',
  campaignId: 'c1',
  adGroupId: 'ag1',
  keywordText: 'Sharpening  Stone',
  matchType: 'EXACT',
  ...overrides,
});

const ACOS_RULE = {
  acosTarget: 0.3,
  conditions: [
    { metric: 'acos' as const, operator: '>=' as const, value: 2, relativeTo: 'acosTarget' as const },
    { metric: 'orders' as const, operator: '>=' as const, value: 1 },
  ],
};

describe('negation engine: never against the seller’s own keywords', () => {
  it('a term that is a keyword of that ad group becomes "pause the keyword", for a person, never a negation', async () => {
    const facts = days('sharpening stone', 20);
    const { candidates } = await evaluateRule(rule({ flag: 1 }), shop(facts, [], [keyword()]));
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      recommendation: 'pauseKeyword',
      flag: 2,
      caution: { ownKeyword: { keywordId: 'kw1', adGroupId: 'ag1' } },
    });
  });

  it('a converting term that is its own keyword becomes "lower the bid"', async () => {
    const facts = days('garlic crusher', 10, { cost: 3, purchases7d: 1, sales7d: 2 });
    const own = keyword({ keywordText: 'garlic crusher', matchType: 'BROAD' });
    const { candidates } = await evaluateRule(rule({ ...ACOS_RULE, flag: 1 }), shop(facts, [], [own]));
    expect(candidates[0]).toMatchObject({ recommendation: 'lowerBid', flag: 2 });
  });

  it('the same keyword in another ad group does not stop a negation here', async () => {
    const facts = days('sharpening stone', 20);
    const elsewhere = keyword({ adGroupId: 'ag2' });
    const { candidates } = await evaluateRule(rule({ flag: 1 }), shop(facts, [], [elsewhere]));
    expect(candidates[0]).toMatchObject({ recommendation: 'negate', flag: 1 });
  });

  it('at campaign level, a keyword of any ad group of the campaign is protected', async () => {
    const facts = days('sharpening stone', 20);
    const inOtherGroup = keyword({ adGroupId: 'ag2' });
    const campaign = await evaluateRule(
      rule({ flag: 1, level: 'campaign' }),
      shop(facts, [], [inOtherGroup]),
    );
    expect(campaign.candidates[0]).toMatchObject({ recommendation: 'pauseKeyword', flag: 2 });
    const otherCampaign = keyword({ campaignId: 'c9', adGroupId: 'ag9' });
    const free = await evaluateRule(rule({ flag: 1, level: 'campaign' }), shop(facts, [], [otherCampaign]));
    expect(free.candidates[0]).toMatchObject({ recommendation: 'negate', flag: 1 });
  });

  it('a negative phrase that would block a longer keyword of the ad group is a keyword review', async () => {
    const facts = days('stone', 20);
    const phrase = rule({ flag: 1, matchType: 'NEGATIVE_PHRASE' });
    const { candidates } = await evaluateRule(phrase, shop(facts, [], [keyword()]));
    expect(candidates[0]).toMatchObject({ recommendation: 'pauseKeyword', flag: 2 });
    const exact = await evaluateRule(rule({ flag: 1 }), shop(facts, [], [keyword()]));
    expect(exact.candidates[0]).toMatchObject({ recommendation: 'negate', flag: 1 });
  });
});

describe('negation engine: terms that sell elsewhere, core terms', () => {
  it('a term selling in another ad group of the campaign is flagged for a person', async () => {
    const facts = [
      ...days('knife stone', 20),
      ...days('knife stone', 10, { purchases7d: 1, sales7d: 20 }, { adGroupId: 'ag2' }),
    ];
    const { candidates } = await evaluateRule(rule({ flag: 1 }), shop(facts));
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      recommendation: 'negate',
      flag: 2,
      caution: { convertsElsewhere: { adGroupId: 'ag2', orders: 10, sales: 200 } },
    });
  });

  it('selling elsewhere over the ACOS target does not count as selling well', async () => {
    const facts = [
      ...days('knife stone', 20),
      ...days('knife stone', 10, { cost: 5, purchases7d: 1, sales7d: 5 }, { adGroupId: 'ag2' }),
    ];
    const { candidates } = await evaluateRule(rule({ flag: 1, acosTarget: 0.3 }), shop(facts));
    expect(candidates[0]).toMatchObject({ flag: 1 });
    expect(candidates[0]!.caution.convertsElsewhere).toBeUndefined();
  });

  it('a core term must clear each condition the rule’s factor times over, and the reason says so', async () => {
    const facts = [...days('whetstone kit', 20), ...days('cheap socks', 20)];
    const marked = rule({ coreTerms: ['Whetstone'], coreTermFactor: 3 });
    expect(terms((await evaluateRule(marked, shop(facts))).candidates)).toEqual(['cheap socks']);
    const heavy = await evaluateRule(marked, shop(days('whetstone kit', 30, { clicks: 2 })));
    expect(heavy.candidates[0]).toMatchObject({
      caution: { coreTerm: { because: 'markedWord', word: 'Whetstone', factor: 3 } },
      reason: 'core term "Whetstone", bar x3: clicks 60 >= 45; orders 0 = 0',
    });
  });

  it('a keyword targeted in exact for the same product is core in its other ad groups', async () => {
    const shared = new Map([
      ['ag1', 'B0AAAAAAA1'],
      ['ag3', 'B0AAAAAAA1'],
    ]);
    const exactElsewhere = keyword({ adGroupId: 'ag3', campaignId: 'c3' });
    const facts = days('sharpening stone', 20);
    const base = shop(facts, [], [exactElsewhere]);
    const { candidates } = await evaluateRule(rule(), { ...base, asinOfAdGroup: shared });
    expect(candidates).toEqual([]);
    const otherProduct = await evaluateRule(rule(), base);
    expect(terms(otherProduct.candidates)).toEqual(['sharpening stone']);
  });
});

describe('negation runs: trial run and the per-run maximum', () => {
  const ruleRow = (overrides: Partial<RuleRow> = {}): RuleRow =>
    ({
      ...rule({ flag: 1 }),
      id: 'r1',
      organisationId: 'o1',
      name: 'waste',
      action: 'negate',
      enabled: true,
      scheduleHours: 24,
      trialRun: false,
      lastRunAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...overrides,
    }) as RuleRow;

  it('the first run of a new automatic rule only proposes; later runs negate on their own', async () => {
    const facts = shop([...days('cheap socks', 20), ...days('wool socks', 20)]);
    const trial = await planRun([ruleRow({ trialRun: true })], facts, 50);
    const firstRun = trial.perRule[0]!.candidates;
    expect(firstRun.map((candidate) => [candidate.flag, candidate.caution.heldBack])).toEqual([
      [2, 'trialRun'],
      [2, 'trialRun'],
    ]);
    const later = (await planRun([ruleRow()], facts, 50)).perRule[0]!.candidates;
    expect(later.map((candidate) => candidate.flag)).toEqual([1, 1]);
  });

  it('a run that would negate more than the shop’s maximum negates none on its own and asks', async () => {
    const facts = shop(['a', 'b', 'c'].flatMap((term) => days(`term ${term}`, 20)));
    const over = await planRun([ruleRow()], facts, 2);
    expect(over.heldBackOverMaximum).toBe(3);
    expect(
      over.perRule[0]!.candidates.every((c) => c.flag === 2 && c.caution.heldBack === 'runMaximum'),
    ).toBe(true);
    const within = await planRun([ruleRow()], facts, 3);
    expect(within.heldBackOverMaximum).toBe(0);
    expect(within.perRule[0]!.candidates.every((c) => c.flag === 1)).toBe(true);
  });

  it('two rules never take one term at one place; both count toward the maximum', async () => {
    const facts = shop(days('cheap socks', 20));
    const phrase = ruleRow({ id: 'r2', matchType: 'NEGATIVE_PHRASE' });
    const plan = await planRun([ruleRow(), phrase], facts, 50);
    expect(plan.perRule.map((entry) => entry.candidates.length)).toEqual([1, 0]);
  });

  it('making a rule automatic, switching it on, or changing what it selects starts a new trial', async () => {
    const saved = ruleRow();
    const draft = {
      ...rule({ flag: 1 }),
      cpcTargetCurrency: null,
      attributionDays: 7 as const,
      name: 'waste',
      action: 'negate' as const,
      enabled: true,
      scheduleHours: 24,
      flag: 1 as const,
    };
    expect(widensAutomatic(saved, draft)).toBe(false);
    expect(widensAutomatic(ruleRow({ flag: 2 }), draft)).toBe(true);
    expect(widensAutomatic(ruleRow({ enabled: false }), draft)).toBe(true);
    expect(widensAutomatic(saved, { ...draft, lookbackDays: 60 })).toBe(true);
    expect(widensAutomatic(saved, { ...draft, scope: { ...draft.scope, campaignIds: ['c1'] } })).toBe(true);
    expect(widensAutomatic(saved, { ...draft, flag: 2 })).toBe(false);
  });
});
