// Everything one language needs, fetched only when that language is in use (dates: see dayjs-locale.ts).
export { default as antdLocale } from 'antd/es/locale/zh_CN';
export { zhCN as translation } from '@/locales/zh-cn';
