export { botLocales } from './locales';
export { botKeys } from './keys';
export { BotPanel } from './BotPanel';
