import type { NotificationResponse } from '@termwise/contracts';
import { request } from '../request';

/** flag 1: terms negated precisely; flag 2: terms waiting for a human to confirm. */
export type { NotificationItem as NegationNotification } from '@termwise/contracts';

export const fetchNotifications = () =>
  request<NotificationResponse>('/v1/negLog/notification', { silent: true });
