import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { LanguageCode } from '@/locales/languages';
import { i18n } from './i18n';

const DAYJS_LOCALES: Record<LanguageCode, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

/**
 * Dates (antd pickers, dayjs formats) follow the interface language. Only the pages after login show
 * dates, so the logged-in frame starts this and dayjs loads with it, not with the login page.
 */
export function followLanguageInDates(): void {
  const apply = (language: string) => dayjs.locale(DAYJS_LOCALES[language as LanguageCode] ?? 'en');
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
