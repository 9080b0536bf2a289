import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/features/i18n';
import { conditionsText, conditionText, scopeText } from './conditions-text';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

beforeAll(() => i18n.changeLanguage('en-US'));

describe('rule conditions as readable text', () => {
  it('joins conditions with "and" over the look-back window', () => {
    expect(
      conditionsText(
        {
          lookbackDays: 30,
          conditions: [
            { metric: 'clicks', operator: '>=', value: 20 },
            { metric: 'orders', operator: '=', value: 0 },
          ],
        },
        t,
      ),
    ).toBe('Clicks >= 20 and Orders = 0 in 30 days');
  });

  it('shows ratios as percent and relative values against their target', () => {
    expect(conditionText({ metric: 'acos', operator: '>', value: 0.07 }, t)).toBe('ACOS > 7%');
    expect(conditionText({ metric: 'spend', operator: '>=', value: 2, relativeTo: 'cpcTarget' }, t)).toBe(
      'Spend >= 2 × CPC target',
    );
  });

  it('names the currency of a money amount', () => {
    expect(conditionText({ metric: 'spend', operator: '>=', value: 10, currencyCode: 'USD' }, t)).toBe(
      'Spend >= 10 USD',
    );
  });

  it('reads in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(
      conditionsText({ lookbackDays: 14, conditions: [{ metric: 'clicks', operator: '>', value: 5 }] }, t),
    ).toBe('点击量 > 5（近 14 天）');
    await i18n.changeLanguage('en-US');
  });

  it('names an empty scope "all shops" and counts the rest', () => {
    expect(scopeText({ shopIds: [], asins: [], campaignIds: [], adGroupIds: [] }, t)).toBe('All shops');
    expect(scopeText({ shopIds: ['a'], asins: ['B0', 'B1'], campaignIds: [], adGroupIds: [] }, t)).toBe(
      'Shops: 1 · ASINs: 2',
    );
  });
});
