export { keywordKeys, invalidateKeywordData } from './keys';
export { keywordStructureLocales } from './locales';
export { useKeywordActions } from './use-keyword-actions';
export { useAmazonLabels } from './labels';
