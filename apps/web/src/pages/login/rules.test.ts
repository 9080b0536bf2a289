import { describe, expect, it } from 'vitest';
import { i18n } from '@/features/i18n/i18n';
import { checkConfirmPassword, checkField } from './rules';

describe('login validation', () => {
  it('requires every field', () => {
    for (const field of ['phone', 'password', 'code', 'userName', 'email'] as const) {
      expect(checkField(field, '')).toBe('form.required');
      expect(checkField(field, undefined)).toBe('form.required');
    }
  });

  it('checks the phone format', () => {
    expect(checkField('phone', '13800000002')).toBeNull();
    expect(checkField('phone', '+14155550123')).toBeNull();
    expect(checkField('phone', '12345')).toBe('form.phone.invalid');
  });

  it('wants 6-18 letters, digits or underscores as password', () => {
    expect(checkField('password', 'demo_123456')).toBeNull();
    expect(checkField('password', 'short')).toBe('form.password.invalid');
    expect(checkField('password', 'a'.repeat(19))).toBe('form.password.invalid');
    expect(checkField('password', 'with space1')).toBe('form.password.invalid');
  });

  it('wants a 6-digit code', () => {
    expect(checkField('code', '123456')).toBeNull();
    expect(checkField('code', '12345a')).toBe('form.code.invalid');
  });

  it('checks user name and email', () => {
    expect(checkField('userName', 'seller_01')).toBeNull();
    expect(checkField('userName', 'ab')).toBe('form.userName.invalid');
    expect(checkField('email', 'ops@example.com')).toBeNull();
    expect(checkField('email', 'ops@')).toBe('form.email.invalid');
  });

  it('wants the confirmation to match', () => {
    expect(checkConfirmPassword('demo_123456', 'demo_123456')).toBeNull();
    expect(checkConfirmPassword('demo_123456', 'demo_654321')).toBe('form.confirmPassword.invalid');
    expect(checkConfirmPassword('demo_123456', '')).toBe('form.required');
  });

  it('has every message in both languages', () => {
    const keys = [
      'form.required',
      'form.phone.invalid',
      'form.password.invalid',
      'form.confirmPassword.invalid',
      'form.code.invalid',
    ];
    for (const lng of ['zh-CN', 'en-US']) {
      for (const key of keys) expect(i18n.getFixedT(lng)(key)).not.toBe(key);
    }
    expect(i18n.getFixedT('en-US')('form.required')).toBe('cannot be empty');
  });
});
