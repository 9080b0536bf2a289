import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '@/locales/en-us';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/locales/languages';
import { zhCN } from '@/locales/zh-cn';
import { localStg } from '@/utils/storage';

declare module '@/utils/storage' {
  interface StoredValues {
    lang: LanguageCode;
  }
}

export function initialLanguage(): LanguageCode {
  return localStg.get('lang') ?? DEFAULT_LANGUAGE;
}

/** Dates (antd pickers, dayjs formats) follow the interface language. */
function applyToPage(lang: LanguageCode): void {
  document.documentElement.lang = lang;
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
}

/** Starts i18next with the app's own texts; the entry calls it once, before the first render. */
export function setupI18n(): void {
  if (i18next.isInitialized) return;
  void i18next.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyToPage(i18next.language as LanguageCode);
}

export const i18n = i18next;

/** Translation outside React (request layer, router, notifications). */
export const $t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

export function setLanguage(lang: LanguageCode): void {
  localStg.set('lang', lang);
  applyToPage(lang);
  void i18next.changeLanguage(lang);
}
