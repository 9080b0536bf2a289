import { request } from '../request';

/** flag 1: terms negated precisely; flag 2: terms waiting for a human to confirm. */
export interface NegationNotification {
  asin: string;
  /** Product title; the field name is the backend's. */
  iteamName: string;
  flag: 1 | 2;
  num: number;
  pictureUrl: string;
  time: string;
}

export const fetchNotifications = () =>
  request<{ notification: NegationNotification[] }>('/v1/negLog/notification', { silent: true });
