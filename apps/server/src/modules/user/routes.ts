import { UserApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { UserService } from './service.ts';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService }> = async (app, { users }) => {
  app.post(UserApi.info.path, { schema: schemaOf(UserApi.info, tags) }, async (request) =>
    ok(users.info(request.auth.user)),
  );
  app.post(UserApi.setStatus.path, { schema: schemaOf(UserApi.setStatus, tags) }, async (request) => {
    await users.setStatus(request.auth.user, request.body.userId, request.body.status);
    return ok(null);
  });
};
