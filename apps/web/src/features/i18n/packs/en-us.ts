// Everything one language needs, fetched only when that language is in use (dates: see dayjs-locale.ts).
export { default as antdLocale } from 'antd/es/locale/en_US';
export { enUS as translation } from '@/locales/en-us';
