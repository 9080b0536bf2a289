import { Role } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { ok } from '../../http/envelope.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { UserRepo } from './repo.ts';

const setStatusRequest = z.object({
  userId: z.uuid('must be a user id'),
  status: z.enum(['active', 'disabled']),
});

export const userRoutes: FastifyPluginAsyncZod<{ users: UserRepo; sessions: SessionCache }> = async (
  app,
  { users, sessions },
) => {
  app.post('/v1/user/info', { schema: { tags: ['user'] } }, async (request) => {
    const { userId, userName, roles } = request.auth.user;
    return ok({ userId, username: userName, roleList: roles });
  });

  /** Admins disable or re-enable users of their own organisation; a disabled user meets 7777. */
  app.post('/v1/user/set_status', { schema: { tags: ['user'], body: setStatusRequest } }, async (request) => {
    const actor = request.auth.user;
    assertAnyRole(actor, [Role.super, Role.admin]);
    const target = await users.findById(request.body.userId);
    const visible =
      target && (actor.roles.includes(Role.super) || target.organisationId === actor.organisationId);
    if (!visible) throw notFound('user not found');
    if (target.id === actor.userId) throw forbidden('you cannot change your own status');
    await users.setStatus(target.id, request.body.status);
    sessions.forgetUser(target.id);
    return ok(null);
  });
};
