import { describe, expect, it } from 'vitest';
import { inShopCurrency, moneyWithoutCurrency, needsCurrency } from './money.ts';

/** 1 USD = 150 JPY = 0.8 GBP; nothing else. */
const RATES: Record<string, number> = { USD: 1, JPY: 150, GBP: 0.8 };
const convert = (amount: number, from: string, to: string) =>
  RATES[from] && RATES[to] ? (amount / RATES[from]) * RATES[to] : undefined;

const spendRule = {
  conditions: [
    { metric: 'spend' as const, operator: '>=' as const, value: 10, currencyCode: 'USD' },
    { metric: 'orders' as const, operator: '=' as const, value: 0 },
  ],
  cpcTarget: 0.5,
  cpcTargetCurrency: 'USD',
};

describe('money in a rule, per shop', () => {
  it('converts a money amount to the shop’s currency, and leaves counts alone', () => {
    const jp = inShopCurrency(spendRule, 'JPY', convert)!;
    expect(jp.conditions[0]).toEqual({ metric: 'spend', operator: '>=', value: 1500 });
    expect(jp.conditions[1]).toEqual({ metric: 'orders', operator: '=', value: 0 });
    expect(jp.cpcTarget).toBeCloseTo(75);
    expect(inShopCurrency(spendRule, 'USD', convert)!.conditions[0]!.value).toBe(10);
  });

  it('leaves the rule out of a shop whose currency has no rate', () => {
    expect(inShopCurrency(spendRule, 'INR', convert)).toBeUndefined();
  });

  it('a money amount without its currency stands only over shops of one currency', () => {
    const bare = {
      ...spendRule,
      conditions: [{ metric: 'spend' as const, operator: '>=' as const, value: 10 }],
    };
    expect(moneyWithoutCurrency(bare, new Set(['USD']))).toBeNull();
    expect(moneyWithoutCurrency(bare, new Set(['USD', 'JPY']))).toEqual({
      field: 'conditions.0.currencyCode',
    });
    const bareTarget = { ...spendRule, cpcTargetCurrency: null };
    expect(moneyWithoutCurrency(bareTarget, new Set(['USD', 'JPY']))).toEqual({ field: 'cpcTargetCurrency' });
    expect(moneyWithoutCurrency(spendRule, new Set(['USD', 'JPY']))).toBeNull();
  });

  it('a saved rule with a bare amount runs only while its scope keeps one currency', () => {
    const shops = [
      { id: 'us', currencyCode: 'USD' },
      { id: 'ca', currencyCode: 'USD' },
      { id: 'jp', currencyCode: 'JPY' },
    ];
    const bare = {
      ...spendRule,
      cpcTargetCurrency: null,
      conditions: [{ metric: 'spend' as const, operator: '>=' as const, value: 10 }],
    };
    expect(needsCurrency({ ...bare, scope: { shopIds: ['us', 'ca'] } }, shops)).toBe(false);
    expect(needsCurrency({ ...bare, scope: { shopIds: [] } }, shops)).toBe(true);
    expect(needsCurrency({ ...spendRule, scope: { shopIds: [] } }, shops)).toBe(false);
  });
});
