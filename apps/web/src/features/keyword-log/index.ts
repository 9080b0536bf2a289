import './keyword-log.css';
import { registerLocales } from '@/features/negation';
import { keywordLogLocales } from './locales';

registerLocales(keywordLogLocales);

export { useKeywordLogModal, type KeywordLogParams } from './store';
export { KeywordLogModal } from './KeywordLogModal';
