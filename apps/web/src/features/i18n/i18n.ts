import type { ConfigProviderProps } from 'antd';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@/locales/languages';
import { localStg } from '@/utils/storage';

declare module '@/utils/storage' {
  interface StoredValues {
    lang: LanguageCode;
  }
}

interface LanguagePack {
  translation: Record<string, unknown>;
  antdLocale: NonNullable<ConfigProviderProps['locale']>;
}

/** One chunk per language: the login page downloads the language it shows and no other. */
const PACKS: Record<LanguageCode, () => Promise<LanguagePack>> = {
  'zh-CN': () => import('./packs/zh-cn'),
  'en-US': () => import('./packs/en-us'),
};
const loaded = new Map<LanguageCode, LanguagePack>();

export function initialLanguage(): LanguageCode {
  return localStg.get('lang') ?? DEFAULT_LANGUAGE;
}

/** Fetches a language's texts once; features' own texts (registerLocales) are kept beside them. */
export async function loadLanguage(lang: LanguageCode): Promise<void> {
  if (loaded.has(lang)) return;
  const pack = await PACKS[lang]();
  i18next.addResourceBundle(lang, 'translation', pack.translation, true, false);
  loaded.set(lang, pack);
}

function applyToPage(lang: LanguageCode): void {
  document.documentElement.lang = lang;
}

/**
 * Starts i18next and fetches the first screen's language; the entry renders when it resolves, so the
 * first screen shows its texts at once, never keys.
 */
export async function setupI18n(): Promise<void> {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: initialLanguage(),
      // Every text exists in both languages; a fallback would only make the other one download.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  await loadLanguage(i18next.language as LanguageCode);
  applyToPage(i18next.language as LanguageCode);
}

export const i18n = i18next;

/** The language the screens show, as the server's `lang` fields (CSV exports) take it. */
export function currentLanguage(): LanguageCode {
  return i18next.language === 'en-US' ? 'en-US' : DEFAULT_LANGUAGE;
}

/** Translation outside React (request layer, router, notifications). */
export const $t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

/** antd's texts (pickers, pagination, empty states) in the interface language. */
export function useAntdLocale(): ConfigProviderProps['locale'] {
  const { i18n: current } = useTranslation();
  return loaded.get(current.language as LanguageCode)?.antdLocale;
}

export async function setLanguage(lang: LanguageCode): Promise<void> {
  localStg.set('lang', lang);
  await loadLanguage(lang);
  applyToPage(lang);
  await i18next.changeLanguage(lang);
}
