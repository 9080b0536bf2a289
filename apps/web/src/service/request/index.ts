import i18next from 'i18next';
import { localStg } from '@/utils/storage';
import { createRequest, type RequestDeps } from './create-request';

export { RequestError } from './errors';
export type { RequestOptions } from './create-request';

type UserFacing = Pick<RequestDeps, 'logout' | 'toast' | 'alert'>;

/** Filled in by the app once antd and the auth store exist; until then failures only reach the console. */
const userFacing: UserFacing = {
  logout: () => {},
  toast: (message) => console.error(message),
  alert: (message) => console.error(message),
};

export function connectRequestToApp(handlers: UserFacing): void {
  Object.assign(userFacing, handlers);
}

export const { request, cancelAll: cancelAllRequests } = createRequest({
  fetch: (input, init) => window.fetch(input, init),
  session: {
    getToken: () => localStg.get('token'),
    getRefreshToken: () => localStg.get('refreshToken'),
    saveTokens: ({ token, refreshToken }) => {
      localStg.set('token', token);
      localStg.set('refreshToken', refreshToken);
    },
  },
  t: (key, options) => i18next.t(key, options),
  language: () => i18next.language,
  logout: () => userFacing.logout(),
  toast: (message, onClose, code) => userFacing.toast(message, onClose, code),
  alert: (message, onConfirm) => userFacing.alert(message, onConfirm),
});
