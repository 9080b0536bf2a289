export { boardLocales } from './locales';
export { boardKeys } from './keys';
export { BoardScreen } from './BoardScreen';
