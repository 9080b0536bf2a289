import { describe, expect, it } from 'vitest';
import { baselineOf, reachProbability } from './reach-probability.ts';

/**
 * References computed with SciPy 1.17.1: `1 - scipy.special.betainc(k*p0 + o, k*(1-p0) + c - o, be)`.
 * With an order value of 1 and an ACOS target of 1 the break-even rate is the cost per click.
 */
const REFERENCES: [clicks: number, orders: number, p0: number, be: number, k: number, expected: number][] = [
  [60, 2, 0.095, 0.121, 20, 0.009196105190283466],
  [15, 0, 0.25, 0.1, 20, 0.7504082837878773],
  [15, 0, 0.04, 0.1, 20, 0.017505574331516893],
  [1, 0, 0.1, 0.05, 20, 0.7358395249438502],
  [30, 30, 0.1, 0.2, 20, 0.9999999999927982],
  [40, 0, 0.1, 0.05, 20, 0.19908278786605282],
  [200, 3, 0.08, 0.06, 50, 0.006635168664924529],
];

const at = (productCvr: number) => ({ productCvr, averageOrderValue: 1, baseline: 'product' as const });

describe('reachProbability', () => {
  it.each(REFERENCES)('c=%i o=%i p0=%f be=%f k=%i matches SciPy', (clicks, orders, p0, be, k, expected) => {
    const found = reachProbability({ clicks, orders, spend: be * clicks }, at(p0), 1, k);
    expect(found!.reachProbability).toBeCloseTo(expected, 6);
    expect(found!.breakEvenCvr).toBeCloseTo(be, 6);
  });

  it('is 0 when break-even needs every click to convert or more', () => {
    expect(reachProbability({ clicks: 10, orders: 10, spend: 50 }, at(0.5), 1, 20)!.reachProbability).toBe(0);
  });

  it('states the numbers behind it', () => {
    const found = reachProbability(
      { clicks: 60, orders: 2, spend: 48 },
      { ...at(0.095), averageOrderValue: 22 },
      0.3,
      20,
    );
    expect(found).toMatchObject({ clicks: 60, orders: 2, cpc: 0.8, productCvr: 0.095, priorClicks: 20 });
    expect(found!.breakEvenCvr).toBeCloseTo(0.8 / (22 * 0.3), 6);
  });

  it('never measures a term without clicks or spend, nor without a baseline order', () => {
    expect(reachProbability({ clicks: 0, orders: 0, spend: 0 }, at(0.1), 0.3, 20)).toBeNull();
    expect(reachProbability({ clicks: 5, orders: 0, spend: 0 }, at(0.1), 0.3, 20)).toBeNull();
    expect(baselineOf({ clicks: 500, orders: 0, sales: 0 }, { clicks: 900, orders: 0, sales: 0 })).toBeNull();
  });

  it('keeps a product that never converted a distribution, so a term can still be measured', () => {
    const found = reachProbability({ clicks: 5, orders: 0, spend: 0.25 }, at(0), 1, 20);
    expect(found!.reachProbability).toBeGreaterThan(0);
    expect(found!.reachProbability).toBeLessThan(1);
  });

  it('takes the shop’s rates for a product under 100 clicks, the product’s own above', () => {
    const shop = { clicks: 10_000, orders: 800, sales: 20_000 };
    expect(baselineOf({ clicks: 99, orders: 30, sales: 600 }, shop)).toEqual({
      productCvr: 0.08,
      averageOrderValue: 25,
      baseline: 'shop',
    });
    expect(baselineOf({ clicks: 100, orders: 30, sales: 600 }, shop)).toEqual({
      productCvr: 0.3,
      averageOrderValue: 20,
      baseline: 'product',
    });
  });
});
