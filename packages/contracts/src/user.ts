import { z } from 'zod';
import { EarlyPaths } from './early-paths.ts';
import { noData, type Endpoint } from './endpoint.ts';
import { schemaText } from './validation-messages.ts';

export const userInfoResponse = z.object({
  userId: z.string(),
  username: z.string(),
  roleList: z.array(z.string()),
});

export const setUserStatusRequest = z.object({
  userId: z.uuid(schemaText('userId')),
  status: z.enum(['active', 'disabled']),
});

export type UserInfo = z.infer<typeof userInfoResponse>;

/** The signed-in user, and user administration: `/v1/user/*`. */
export const UserApi = {
  info: { path: EarlyPaths.userInfo, response: userInfoResponse },
  setStatus: { path: '/v1/user/set_status', body: setUserStatusRequest, response: noData },
} as const satisfies Record<string, Endpoint>;
