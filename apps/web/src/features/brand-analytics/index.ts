export { abaKeys } from './keys';
export { abaLocales } from './locales';
export { AbaSearchTermsScreen } from './AbaSearchTermsScreen';
