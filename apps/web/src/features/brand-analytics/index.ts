export { abaKeys } from './keys';
export { abaLocales } from './locales';
export { AbaSearchTermsScreen } from './AbaSearchTermsScreen';
export { ProductRadarScreen } from './ProductRadarScreen';
export { SearchTermRankingsScreen } from './SearchTermRankingsScreen';
