import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '@/features/i18n/i18n';
import { registerLocales } from '@/features/i18n';
import { negationLocales } from '@/features/negation';
import { failureText } from './failure-text';
import { failureLocales } from './locales';

beforeAll(async () => {
  await setupI18n();
  registerLocales(failureLocales);
  registerLocales(negationLocales);
});

describe('failureText', () => {
  it('renders a stored reason in each language, its codes translated and Amazon’s words kept', () => {
    const zh = i18n.getFixedT('zh-CN');
    const en = i18n.getFixedT('en-US');
    const refused = { code: 'amazonRefusedItem' as const, params: { detail: 'Campaign not found' } };
    expect(failureText(zh, refused)).toBe('亚马逊拒绝了这一项：Campaign not found');
    expect(failureText(en, refused)).toBe('Amazon refused this item: Campaign not found');
    const skipped = { code: 'notApplicable' as const, params: { action: 'confirm', status: 'applied' } };
    expect(failureText(zh, skipped)).toBe('无法确认否定：该否定词当前为“已否定”');
    const own = { code: 'ownKeyword' as const, params: { term: 'garlic crusher', advice: 'lowerBid' } };
    expect(failureText(en, own)).toBe(
      '"garlic crusher" is your own keyword here: lower its bid instead of negating it',
    );
  });

  it('falls back to the stored English message when no reason was stored', () => {
    expect(failureText(i18n.getFixedT('zh-CN'), null, 'old message')).toBe('old message');
    expect(failureText(i18n.getFixedT('zh-CN'), null, null)).toBeNull();
  });
});
