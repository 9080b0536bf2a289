import { MemberApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { MemberService } from './members.ts';

const tags = ['members'];

export const memberRoutes: FastifyPluginAsyncZod<{ members: MemberService }> = async (app, { members }) => {
  const { list, invite, update, remove, revokeInvite } = MemberApi;
  app.post(list.path, { schema: schemaOf(list, tags) }, async (request) =>
    ok(await members.list(request.auth.user)),
  );
  app.post(invite.path, { schema: schemaOf(invite, tags) }, async (request) =>
    ok(await members.invite(request.auth.user, request.body)),
  );
  app.post(update.path, { schema: schemaOf(update, tags) }, async (request) =>
    ok(await members.update(request.auth.user, request.body)),
  );
  app.post(remove.path, { schema: schemaOf(remove, tags) }, async (request) => {
    await members.remove(request.auth.user, request.body.userId);
    return ok(null);
  });
  app.post(revokeInvite.path, { schema: schemaOf(revokeInvite, tags) }, async (request) => {
    await members.revokeInvitation(request.auth.user, request.body.invitationId);
    return ok(null);
  });
};
