import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { followLanguageInDates } from './dayjs-locale';
import { i18n } from './i18n';

describe('followLanguageInDates', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('puts dates in the interface language now and after every switch', async () => {
    await i18n.changeLanguage('zh-CN');
    followLanguageInDates();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2026-11-26').format('dddd')).toBe('星期四');
    await i18n.changeLanguage('en-US');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2026-11-26').format('dddd')).toBe('Thursday');
  });
});
