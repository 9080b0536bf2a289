export { i18n, $t, currentLanguage, setLanguage, setupI18n, useAntdLocale } from './i18n';
export { followLanguageInDates } from './dayjs-locale';
export { registerLocales, type LocaleBundles } from './register-locales';
export { LangSwitch } from './LangSwitch';
export { useFormatters } from './use-formatters';
