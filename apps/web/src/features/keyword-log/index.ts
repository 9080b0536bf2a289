export { keywordLogLocales } from './locales';
export { useKeywordLogModal, type KeywordLogParams } from './store';
export { KeywordLogModal } from './KeywordLogModal';
