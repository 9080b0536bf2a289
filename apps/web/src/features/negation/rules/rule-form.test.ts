import { describe, expect, it } from 'vitest';
import type { NegRule } from '@termwise/contracts';
import { NEW_RULE, serverSchemaErrors, toFormValues, toSaveRequest } from './rule-form';

const saved: NegRule = {
  id: '7d1f6c3e-8c55-4a57-9a3b-1b1c1d1e1f10',
  name: 'High ACOS',
  action: 'negate',
  enabled: true,
  scope: { shopIds: [], asins: ['B0ABCDEFGH'], campaignIds: [], adGroupIds: [] },
  conditions: [
    { metric: 'acos', operator: '>', value: 0.07 },
    { metric: 'spend', operator: '>=', value: 2, relativeTo: 'cpcTarget' },
  ],
  lookbackDays: 14,
  skipRecentDays: 2,
  attributionDays: 7,
  cpcTarget: 0.8,
  cpcTargetCurrency: null,
  acosTarget: 0.3,
  flag: 1,
  matchType: 'NEGATIVE_PHRASE',
  level: 'campaign',
  protectedTerms: ['acme'],
  coreTerms: ['whetstone'],
  coreTermFactor: 3,
  priorClicks: 20,
  trialRun: true,
  scheduleHours: 12,
  lastRunAt: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('rule form values', () => {
  it('shows ratios in percent and sends them back as fractions', () => {
    const values = toFormValues(saved);
    expect(values.conditions[0]!.value).toBe(7);
    expect(values.acosTargetPercent).toBe(30);
    const request = toSaveRequest(values);
    expect(request.conditions).toEqual(saved.conditions);
    expect(request.acosTarget).toBe(0.3);
  });

  it('keeps a money amount’s currency, and drops one a non-money condition cannot have', () => {
    const values = {
      ...NEW_RULE,
      name: 'Spend',
      conditions: [
        { metric: 'spend' as const, operator: '>=' as const, value: 10, currencyCode: 'USD' },
        { metric: 'clicks' as const, operator: '>=' as const, value: 10, currencyCode: 'USD' },
      ],
      cpcTargetCurrency: 'EUR',
    };
    const request = toSaveRequest(values);
    expect(request.conditions).toEqual([
      { metric: 'spend', operator: '>=', value: 10, currencyCode: 'USD' },
      { metric: 'clicks', operator: '>=', value: 10 },
    ]);
    expect(request.cpcTargetCurrency).toBe('EUR');
    expect(toFormValues({ ...saved, cpcTargetCurrency: 'USD' }).cpcTargetCurrency).toBe('USD');
  });

  it('accepts the starting rule once it has a name', () => {
    expect(serverSchemaErrors({ ...NEW_RULE, name: 'Waste' }, 'en-US')).toEqual([]);
  });

  it('puts server rule violations on their fields', () => {
    const values = {
      ...NEW_RULE,
      name: ' ',
      conditions: [
        { metric: 'spend' as const, operator: '>=' as const, value: 2, relativeTo: 'cpcTarget' as const },
      ],
      scope: { ...NEW_RULE.scope, asins: ['socks'] },
    };
    const errors = serverSchemaErrors(values, 'en-US');
    expect(errors).toEqual(
      expect.arrayContaining([
        { name: ['name'], errors: ['cannot be empty'] },
        { name: ['cpcTarget'], errors: ['is required by condition 1 (spend relative to cpcTarget)'] },
        { name: ['scope', 'asins', 0], errors: ['must be an ASIN like B0XXXXXXXX'] },
      ]),
    );
    expect(serverSchemaErrors(values, 'zh-CN')).toEqual(
      expect.arrayContaining([
        { name: ['name'], errors: ['不能为空'] },
        { name: ['cpcTarget'], errors: ['条件 1（spend 相对于 cpcTarget）需要填写此项'] },
        { name: ['scope', 'asins', 0], errors: ['须为 ASIN，如 B0XXXXXXXX'] },
      ]),
    );
  });

  it('sends a probability in fractions, never relative to a target, and asks for the ACOS target it needs', () => {
    const values = {
      ...NEW_RULE,
      name: 'Unlikely',
      conditions: [
        {
          metric: 'reachProbability' as const,
          operator: '<' as const,
          value: 10,
          relativeTo: 'acosTarget' as const,
        },
      ],
    };
    expect(toSaveRequest(values).conditions).toEqual([
      { metric: 'reachProbability', operator: '<', value: 0.1 },
    ]);
    expect(serverSchemaErrors(values, 'en-US')).toEqual([
      {
        name: ['acosTargetPercent'],
        errors: ['is required by condition 1 (reachProbability measures against the ACOS target)'],
      },
    ]);
    expect(serverSchemaErrors({ ...values, acosTargetPercent: 30 }, 'en-US')).toEqual([]);
  });
});
