import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { UserService } from './service.ts';

const setStatusRequest = z.object({
  userId: z.uuid('must be a user id'),
  status: z.enum(['active', 'disabled']),
});

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.post('/v1/user/info', { schema: { tags: ['user'] } }, async (request) =>
    ok(users.info(request.auth.user)),
  );
  app.post('/v1/user/set_status', { schema: { tags: ['user'], body: setStatusRequest } }, async (request) => {
    await users.setStatus(request.auth.user, request.body.userId, request.body.status);
    return ok(null);
  });
};
