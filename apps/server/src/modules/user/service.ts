import { Role, roleRank } from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import type { UserRepo } from './repo.ts';

const ADMINS: Role[] = [Role.super, Role.admin];

export function createUserService(deps: { repo: UserRepo; forgetUser(userId: string): void }) {
  return {
    info({ userId, userName, roles }: SessionUser) {
      return { userId, username: userName, roleList: roles };
    },

    /**
     * Admins disable or re-enable users of their own organisation ranked below them (never themselves);
     * the organisation's last active admin stays. A disabled user meets 7777.
     */
    async setStatus(actor: SessionUser, userId: string, status: 'active' | 'disabled') {
      assertAnyRole(actor, ADMINS);
      const target = await deps.repo.findById(userId);
      if (!target || !maySee(actor, target.organisationId)) throw notFound(messages.user.notFound);
      if (target.id === actor.userId) throw forbidden(messages.user.cannotChangeOwnStatus);
      if (roleRank(target.roles) >= roleRank(actor.roles))
        throw forbidden(messages.user.canChangeOnlyLowerRoles);
      const isAdmin = target.roles.some((role) => ADMINS.includes(role as Role));
      if (status === 'disabled' && isAdmin && (await deps.repo.otherActiveAdmins(target)) === 0)
        throw forbidden(messages.user.cannotDisableLastAdmin);
      await deps.repo.setStatus(target.id, status);
      deps.forgetUser(target.id);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
