export { abaKeys } from './keys';
export { abaLocales } from './locales';
export { defaultMarketplace } from './default-marketplace';
export { fitting } from './filter-width';
export { RankChange } from './RankChange';
export { NoMarketplaces, TermLink } from './TermCells';
export { TermHistoryDrawer } from './TermHistoryDrawer';
export { TopAsins } from './TopAsins';
export {
  useAbaImports,
  useAbaMarketplaces,
  useAbaRadar,
  useAbaSearchTerms,
  useStartAbaImport,
  useTermRankings,
} from './use-aba';
