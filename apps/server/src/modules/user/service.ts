import { Role } from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import type { UserRepo } from './repo.ts';

export function createUserService(deps: { repo: UserRepo; forgetUser(userId: string): void }) {
  return {
    info({ userId, userName, roles }: SessionUser) {
      return { userId, username: userName, roleList: roles };
    },

    /** Admins disable or re-enable users of their own organisation; a disabled user meets 7777. */
    async setStatus(actor: SessionUser, userId: string, status: 'active' | 'disabled') {
      assertAnyRole(actor, [Role.super, Role.admin]);
      const target = await deps.repo.findById(userId);
      if (!target || !maySee(actor, target.organisationId))
        throw notFound({ 'zh-CN': '用户不存在', 'en-US': 'user not found' });
      if (target.id === actor.userId)
        throw forbidden({ 'zh-CN': '不能修改自己的状态', 'en-US': 'you cannot change your own status' });
      await deps.repo.setStatus(target.id, status);
      deps.forgetUser(target.id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
