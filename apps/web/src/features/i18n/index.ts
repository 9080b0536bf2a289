export { i18n, $t, setLanguage } from './i18n';
export { LangSwitch } from './LangSwitch';
