import { describe, expect, it } from 'vitest';
import { BOT_CHANNELS, BOT_METRICS, type BoardMetrics } from '@termwise/contracts';
import { fits, renderReport } from './render.ts';
import type { DailyReport } from './report.ts';

const metrics = (cost: number): BoardMetrics => ({
  impressions: 12_345,
  clicks: 321,
  cost,
  orders: 12,
  sales: cost * 3,
  acos: 1 / 3,
  cpc: cost / 321,
  cvr: 12 / 321,
});

function reportWith(shopCount: number): DailyReport {
  return {
    date: '2026-11-22',
    previousDate: '2026-11-21',
    shops: Array.from({ length: shopCount }, (_, index) => ({
      name: `Shop with a fairly long name number ${index + 1}`,
      currencyCode: index % 2 ? 'EUR' : 'USD',
      current: metrics(1000 - index),
      previous: metrics(900),
      negated: 2,
      pending: 1,
    })),
    totals: [
      { currencyCode: 'EUR', current: metrics(5000), previous: metrics(4000) },
      { currencyCode: 'USD', current: metrics(6000), previous: metrics(7000) },
    ],
    worstTerms: Array.from({ length: 10 }, (_, index) => ({
      shopName: 'Shop 1',
      currencyCode: 'USD',
      searchTerm: `wasting term ${index}`,
      cost: 50 - index,
      clicks: 20,
    })),
    savings: [{ currencyCode: 'USD', saved: 123.456, terms: 4 }],
    negated: 2 * shopCount,
    pending: shopCount,
    links: {
      board: 'http://localhost/keyword-manage/board',
      unhandled: 'http://localhost/system-settings/operation-logs?unhandled=1',
    },
  };
}

const options = { metrics: BOT_METRICS, keyword: null, test: false } as const;

describe('the report fits each platform by summarising', () => {
  it('a small report is shown whole on every channel, in both languages', () => {
    for (const channel of BOT_CHANNELS) {
      for (const language of ['zh-CN', 'en-US'] as const) {
        const payload = renderReport(reportWith(2), { ...options, channel, language });
        const text = JSON.stringify(payload);
        expect(fits(channel, payload)).toBe(true);
        expect(text).toContain('Shop with a fairly long name number 2');
        expect(text).toContain('wasting term 4');
        expect(text).toContain(language === 'zh-CN' ? '花费' : 'Spend');
      }
    }
  });

  it('300 shops: every channel stays within its limit and says how many shops it left out', () => {
    for (const channel of BOT_CHANNELS) {
      const payload = renderReport(reportWith(300), { ...options, channel, language: 'en-US' });
      expect(fits(channel, payload)).toBe(true);
      const text = JSON.stringify(payload);
      if (channel !== 'webhook') expect(text).toMatch(/more shops on the board|Total \(EUR\)/);
      expect(text).toContain('/keyword-manage/board');
    }
    const wecom = renderReport(reportWith(300), { ...options, channel: 'wecom', language: 'zh-CN' });
    expect(Buffer.byteLength((wecom.markdown as { content: string }).content)).toBeLessThanOrEqual(4096);
  });

  it('numbers: two decimals with thousands grouped; ACOS as a percentage; change against the day before', () => {
    const payload = renderReport(reportWith(1), { ...options, channel: 'dingtalk', language: 'en-US' });
    const text = (payload.markdown as { text: string }).text;
    expect(text).toContain('Spend: USD 1,000.00 ▲11.11%');
    expect(text).toContain('ACOS: 33.33%');
    expect(text).toContain('Impressions: 12,345');
  });
});
