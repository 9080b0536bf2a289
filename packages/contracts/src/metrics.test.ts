import { describe, expect, it } from 'vitest';
import { acosOf, adRatiosOf, cpcOf, cvrOf, METRICS, metricNames, ratioOf, roundRatio } from './metrics.ts';

describe('metric ratios', () => {
  it('divides spend by sales for ACOS, spend by clicks for CPC and orders by clicks for CVR', () => {
    const totals = { cost: 30, sales: 120, clicks: 60, orders: 3 };
    expect(acosOf(totals)).toBe(0.25);
    expect(cpcOf(totals)).toBe(0.5);
    expect(cvrOf(totals)).toBe(0.05);
    expect(adRatiosOf(totals)).toEqual({ acos: 0.25, cpc: 0.5, cvr: 0.05 });
  });

  it('has no ratio without a base: no sales means no ACOS, no clicks no CPC or CVR', () => {
    expect(adRatiosOf({ cost: 12, sales: 0, clicks: 0, orders: 0 })).toEqual({
      acos: null,
      cpc: null,
      cvr: null,
    });
    expect(ratioOf(0, 5)).toBe(0);
  });

  it('rounds a ratio to four decimals and keeps null', () => {
    expect(roundRatio(1 / 3)).toBe(0.3333);
    expect(roundRatio(0.66666)).toBe(0.6667);
    expect(roundRatio(null)).toBeNull();
  });
});

describe('metric catalogue', () => {
  it('names every metric in both languages, spend under its report word too', () => {
    expect(metricNames('zh-CN')).toMatchObject({ cost: '花费', spend: '花费', cvr: '转化率', acos: 'ACOS' });
    expect(metricNames('en-US')).toMatchObject({
      cost: 'Spend',
      spend: 'Spend',
      cvr: 'CVR',
      impressions: 'Impressions',
    });
  });

  it('names only the metrics a screen asks for, in its order', () => {
    expect(metricNames('en-US', ['spend', 'clicks'])).toEqual({ spend: 'Spend', clicks: 'Clicks' });
  });

  it('says which metrics the seller wants down', () => {
    const lower = Object.entries(METRICS)
      .filter(([, metric]) => metric.lowerIsBetter)
      .map(([key]) => key);
    expect(lower).toEqual(['cost', 'acos', 'cpc']);
  });
});
