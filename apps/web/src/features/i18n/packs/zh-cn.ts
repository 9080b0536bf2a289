// Everything one language needs, fetched only when that language is in use.
import 'dayjs/locale/zh-cn';

export { default as antdLocale } from 'antd/locale/zh_CN';
export { zhCN as translation } from '@/locales/zh-cn';
export const dayjsLocale = 'zh-cn';
