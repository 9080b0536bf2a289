export { NotificationBell } from './NotificationBell';
export { notificationLocales } from './locales';
