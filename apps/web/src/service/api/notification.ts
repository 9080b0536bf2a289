import { NegationApi } from '@termwise/contracts';
import { call } from '../request/call';

/** flag 1: terms negated precisely; flag 2: terms waiting for a human to confirm. */
export type { NotificationItem as NegationNotification } from '@termwise/contracts';

export const fetchNotifications = () => call(NegationApi.notification, undefined, { silent: true });
