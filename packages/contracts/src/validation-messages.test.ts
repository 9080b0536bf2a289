import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest } from './auth.ts';
import { negRuleSaveRequest } from './negation-rule.ts';
import { calendarDate, dateRange, freeJsonObject, requiredText, text } from './primitives.ts';
import { issueMessage, type MessageLanguage } from './validation-messages.ts';

function messages(schema: z.ZodType, input: unknown, language: MessageLanguage): string[] {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.map((issue) => {
    const value = issue.path.reduce<unknown>(
      (at, step) => (at as Record<PropertyKey, unknown> | undefined)?.[step],
      input,
    );
    return issueMessage(issue, language, value);
  });
}

describe('issueMessage', () => {
  it("renders a schema's own message in either language", () => {
    expect(messages(requiredText(10), ' ', 'zh-CN')).toEqual(['不能为空']);
    expect(messages(requiredText(10), ' ', 'en-US')).toEqual(['cannot be empty']);
    expect(messages(text(10), 'a\u0000', 'zh-CN')).toEqual(['不能包含 NUL 字符']);
  });

  it('renders a message with parameters again from its params, on every use of a shared schema', () => {
    for (let use = 0; use < 2; use += 1) {
      expect(messages(calendarDate, '2100-01-01', 'zh-CN')).toEqual(['须在 2000-01-01 至 2099-12-31 之间']);
      expect(messages(calendarDate, '2100-01-01', 'en-US')).toEqual([
        'must be between 2000-01-01 and 2099-12-31',
      ]);
    }
    const range = z.object({ startDate: calendarDate, endDate: calendarDate }).superRefine(dateRange(31));
    expect(messages(range, { startDate: '2026-01-02', endDate: '2026-01-01' }, 'zh-CN')).toEqual([
      '须不早于开始日期，且跨度不超过 31 天',
    ]);
    expect(messages(freeJsonObject, { constructor: 1 }, 'en-US')).toEqual([
      'must not use the key constructor',
    ]);
  });

  it("words Zod's own checks for a seller, a missing field as required", () => {
    expect(messages(text(3), 'abcd', 'zh-CN')).toEqual(['最多 3 个字符']);
    expect(messages(text(3), 'abcd', 'en-US')).toEqual(['at most 3 characters']);
    expect(messages(loginRequest, { password: 'x' }, 'zh-CN')).toEqual(['必填']);
    expect(messages(loginRequest, { phone: 5, password: 'x' }, 'en-US')).toEqual(['must be text']);
    expect(messages(negRuleSaveRequest.shape.flag, 3, 'zh-CN')).toEqual(['须为以下之一：1, 2']);
    expect(messages(negRuleSaveRequest.shape.matchType, 'BROAD', 'en-US')).toEqual([
      'must be one of NEGATIVE_EXACT, NEGATIVE_PHRASE',
    ]);
    expect(messages(z.number().int().max(200), 201, 'en-US')).toEqual(['must be at most 200']);
    expect(messages(z.array(z.string()).max(1), ['a', 'b'], 'zh-CN')).toEqual(['最多 1 项']);
  });
});
