import { DEFAULT_CAMPAIGN_NAME_PATTERN } from '@termwise/contracts';
import { describe, expect, it } from 'vitest';
import { startingBid } from '../src/modules/harvest/engine/bid.ts';
import {
  DEFAULT_CRITERIA,
  meetsCriteria,
  selectCandidates,
  type TermRow,
} from '../src/modules/harvest/engine/candidates.ts';
import { findDestination } from '../src/modules/harvest/engine/destination.ts';
import type { AdGroupLayout } from '../src/modules/shop/index.ts';

const ASIN = 'B0AAAAAAA1';

function layout(adGroupId: string, fields: Partial<AdGroupLayout> = {}): AdGroupLayout {
  return {
    campaignId: `c-${adGroupId}`,
    campaignName: `Campaign ${adGroupId}`,
    campaignState: 'ENABLED',
    targetingType: 'MANUAL',
    adGroupId,
    adGroupName: `Ad group ${adGroupId}`,
    adGroupState: 'ENABLED',
    defaultBid: 0.5,
    products: [{ asin: ASIN, sku: 'SKU-1' }],
    keywords: [],
    targetedAsins: [],
    ...fields,
  };
}

const auto = layout('auto', { targetingType: 'AUTO' });
const broad = layout('broad', { keywords: [{ text: 'yoga mat', matchType: 'BROAD' }] });
const exact = layout('exact', { keywords: [{ text: 'yoga mat', matchType: 'EXACT' }] });
const productTargets = layout('pat', { targetedAsins: ['b0cccccccc'] });

/** A term that sold 3 times for 30 in sales at a cost of 6 (ACOS 20 %) over 20 clicks. */
function row(adGroupId: string, searchTerm: string, fields: Partial<TermRow> = {}): TermRow {
  return {
    campaignId: `c-${adGroupId}`,
    adGroupId,
    searchTerm,
    impressions: 1000,
    clicks: 20,
    cost: 6,
    orders: 3,
    sales: 30,
    ...fields,
  };
}

const select = (
  rows: TermRow[],
  layouts: AdGroupLayout[],
  guards: { protectedWords?: string[]; negated?: string[] } = {},
) =>
  selectCandidates({
    rows,
    layouts,
    qualifies: meetsCriteria(DEFAULT_CRITERIA),
    isProtected: (term) => (guards.protectedWords ?? []).some((word) => term.split(' ').includes(word)),
    isNegatedAt: (_campaignId, adGroupId, term) => (guards.negated ?? []).includes(`${adGroupId}|${term}`),
    campaignNamePattern: DEFAULT_CAMPAIGN_NAME_PATTERN,
  });

describe('harvest candidates', () => {
  it('proposes a term that sells within the ACOS target in an auto ad group, for the exact ad group', () => {
    const [candidate, ...rest] = select([row('auto', 'thick yoga mat')], [auto, broad, exact]);
    expect(rest).toEqual([]);
    expect(candidate).toMatchObject({
      asin: ASIN,
      sku: 'SKU-1',
      searchTerm: 'thick yoga mat',
      kind: 'keyword',
      source: { adGroupId: 'auto' },
      destination: { adGroupId: 'exact', toCreate: false },
      metrics: { clicks: 20, cost: 6, orders: 3, sales: 30, acos: 0.2, cpc: 0.3 },
    });
  });

  it('leaves out a term the product already targets as an exact keyword anywhere', () => {
    expect(select([row('auto', 'yoga mat')], [auto, exact])).toEqual([]);
  });

  it('leaves out a term above the ACOS target, with too few orders, or with too few clicks', () => {
    const rows = [
      row('auto', 'costly term', { cost: 12 }),
      row('auto', 'one order', { orders: 1 }),
      row('auto', 'one click', { clicks: 1, orders: 2 }),
    ];
    expect(select(rows, [auto, exact])).toEqual([]);
    expect(select([row('auto', 'at the target', { cost: 9 })], [auto, exact])).toHaveLength(1);
  });

  it('leaves out a protected term and a term already negated where it was found', () => {
    const rows = [row('auto', 'acme yoga mat'), row('auto', 'negated mat')];
    expect(select(rows, [auto, exact], { protectedWords: ['acme'], negated: ['auto|negated mat'] })).toEqual(
      [],
    );
  });

  it('leaves out a term that is the source ad group keyword itself (a bid question, not a harvest)', () => {
    expect(
      select(
        [row('broad', 'yoga mat')],
        [broad, layout('exact2', { keywords: [{ text: 'other', matchType: 'EXACT' }] })],
      ),
    ).toEqual([]);
  });

  it('sends an ASIN-shaped term to the product-targeting ad group as an ASIN target', () => {
    const [candidate] = select([row('auto', 'b0dddddddd')], [auto, exact, productTargets]);
    expect(candidate).toMatchObject({
      kind: 'asinTarget',
      destination: { adGroupId: 'pat', toCreate: false },
    });
    expect(select([row('auto', 'b0cccccccc')], [auto, productTargets])).toEqual([]);
  });

  it('harvests a term once per product, from the ad group where it sold most', () => {
    const rows = [
      row('auto', 'thick yoga mat', { orders: 2 }),
      row('broad', 'thick yoga mat', { orders: 5 }),
    ];
    const candidates = select(rows, [auto, broad, exact]);
    expect(candidates.map((candidate) => candidate.source.adGroupId)).toEqual(['broad']);
  });

  it('sums a term over the keywords and targets that bought it in one ad group', () => {
    const rows = [row('auto', 'thick yoga mat', { orders: 1 }), row('auto', 'thick yoga mat', { orders: 1 })];
    expect(select(rows, [auto, exact])[0]?.metrics.orders).toBe(2);
  });
});

describe('harvest destination', () => {
  it('picks the manual exact ad group of the product, not a mixed or paused one', () => {
    const mixed = layout('mixed', {
      keywords: [
        { text: 'a', matchType: 'EXACT' },
        { text: 'b', matchType: 'BROAD' },
      ],
    });
    const paused = layout('paused', {
      keywords: [{ text: 'a', matchType: 'EXACT' }],
      adGroupState: 'PAUSED',
    });
    expect(
      findDestination([auto, mixed, paused, exact], ASIN, 'SKU-1', 'keyword', DEFAULT_CAMPAIGN_NAME_PATTERN),
    ).toMatchObject({
      adGroupId: 'exact',
      toCreate: false,
    });
  });

  it('with several, picks the one with the most keywords, then the smallest id', () => {
    const small = layout('e1', { keywords: [{ text: 'a', matchType: 'EXACT' }] });
    const big = layout('e2', {
      keywords: [
        { text: 'a', matchType: 'EXACT' },
        { text: 'b', matchType: 'EXACT' },
      ],
    });
    const twin = layout('e0', { keywords: [{ text: 'c', matchType: 'EXACT' }] });
    expect(
      findDestination([small, big], ASIN, 'SKU-1', 'keyword', DEFAULT_CAMPAIGN_NAME_PATTERN).adGroupId,
    ).toBe('e2');
    expect(
      findDestination([small, twin], ASIN, 'SKU-1', 'keyword', DEFAULT_CAMPAIGN_NAME_PATTERN).adGroupId,
    ).toBe('e0');
  });

  it('names a campaign and ad group to create when the product has none', () => {
    const otherProduct = layout('other', {
      products: [{ asin: 'B0BBBBBBB2', sku: 'SKU-2' }],
      keywords: [{ text: 'a', matchType: 'EXACT' }],
    });
    expect(
      findDestination([auto, otherProduct], ASIN, 'SKU-1', 'keyword', DEFAULT_CAMPAIGN_NAME_PATTERN),
    ).toEqual({
      campaignId: null,
      adGroupId: null,
      campaignName: 'Termwise harvest - SKU-1 - Exact',
      adGroupName: 'Exact',
      toCreate: true,
    });
  });

  it("names the campaign by the shop's pattern: each product and each kind of targeting its own", () => {
    const pattern = 'H {asin} / {sku} ({targeting})';
    expect(findDestination([auto], ASIN, 'SKU-1', 'keyword', pattern)).toMatchObject({
      campaignName: `H ${ASIN} / SKU-1 (Exact)`,
      adGroupName: 'Exact',
    });
    expect(findDestination([auto], ASIN, 'SKU-1', 'asinTarget', pattern)).toMatchObject({
      campaignName: `H ${ASIN} / SKU-1 (Product targets)`,
      adGroupName: 'Product targets',
    });
  });
});

const NO_LIMITS = { minBid: null, maxBid: null };

describe('harvest starting bid', () => {
  it('takes the smaller of cost per click x factor and the suggestion, and says which', () => {
    expect(
      startingBid({ costPerClick: 0.5, factor: 1.1, suggested: 0.8, currency: 'USD', limits: NO_LIMITS }),
    ).toEqual({
      bid: 0.55,
      source: 'costPerClick',
    });
    expect(
      startingBid({ costPerClick: 0.5, factor: 1.1, suggested: 0.42, currency: 'USD', limits: NO_LIMITS }),
    ).toEqual({
      bid: 0.42,
      source: 'suggested',
    });
    expect(
      startingBid({
        costPerClick: 0.5,
        factor: 1.1,
        suggested: undefined,
        currency: 'USD',
        limits: NO_LIMITS,
      }),
    ).toEqual({
      bid: 0.55,
      source: 'costPerClick',
    });
  });

  it('keeps within the currency bounds and rounds to its minor unit', () => {
    expect(
      startingBid({
        costPerClick: 0.01,
        factor: 1.1,
        suggested: undefined,
        currency: 'USD',
        limits: NO_LIMITS,
      }),
    ).toEqual({
      bid: 0.02,
      source: 'minimum',
    });
    expect(
      startingBid({
        costPerClick: 40,
        factor: 1.1,
        suggested: undefined,
        currency: 'GBP',
        limits: NO_LIMITS,
      }),
    ).toEqual({
      bid: 5,
      source: 'maximum',
    });
    expect(
      startingBid({
        costPerClick: 31,
        factor: 1.1,
        suggested: undefined,
        currency: 'JPY',
        limits: NO_LIMITS,
      }),
    ).toEqual({
      bid: 34,
      source: 'costPerClick',
    });
  });
});

describe("harvest starting bid within the shop's bounds", () => {
  const bid = (
    costPerClick: number,
    limits: { minBid: number | null; maxBid: number | null },
    factor = 1.1,
  ) => startingBid({ costPerClick, factor, suggested: undefined, currency: 'USD', limits });

  it('uses the shop factor', () => {
    expect(bid(0.5, NO_LIMITS, 1.5)).toEqual({ bid: 0.75, source: 'costPerClick' });
  });

  it("raises to the shop's minimum and lowers to its maximum", () => {
    expect(bid(0.1, { minBid: 0.3, maxBid: null })).toEqual({ bid: 0.3, source: 'minimum' });
    expect(bid(2, { minBid: null, maxBid: 1.2 })).toEqual({ bid: 1.2, source: 'maximum' });
    expect(bid(0.5, { minBid: 0.3, maxBid: 1.2 })).toEqual({ bid: 0.55, source: 'costPerClick' });
  });

  it("never goes under Amazon's minimum, and a maximum over the currency ceiling is the shop's to set", () => {
    expect(bid(0.001, { minBid: 0.01, maxBid: null })).toEqual({ bid: 0.02, source: 'minimum' });
    expect(bid(8, { minBid: null, maxBid: 10 })).toEqual({ bid: 8.8, source: 'costPerClick' });
  });
});
