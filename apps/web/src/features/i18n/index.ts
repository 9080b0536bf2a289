export { i18n, i18nReady, $t, setLanguage, useAntdLocale } from './i18n';
export { LangSwitch } from './LangSwitch';
