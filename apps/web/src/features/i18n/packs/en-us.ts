// Everything one language needs, fetched only when that language is in use (dayjs has English built in).
export { default as antdLocale } from 'antd/locale/en_US';
export { enUS as translation } from '@/locales/en-us';
export const dayjsLocale = 'en';
