export { failureLocales } from './locales';
export { failureText } from './failure-text';
