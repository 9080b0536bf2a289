import { BUTTON_CODES, type UserInfo } from '@termwise/contracts';

/** The signed-in user as the screens see them. */
export interface CurrentUser {
  userId: string;
  userName: string;
  roles: string[];
  buttons: string[];
}

export function toCurrentUser(info: UserInfo): CurrentUser {
  return { userId: info.userId, userName: info.username, roles: info.roleList, buttons: [...BUTTON_CODES] };
}
