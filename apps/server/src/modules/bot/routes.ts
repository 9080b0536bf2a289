import { BotApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { BotService } from './service.ts';

export const botRoutes: FastifyPluginAsyncZod<{ bots: BotService }> = async (app, { bots }) => {
  const tags = ['daily-report bot'];
  app.post(BotApi.list.path, { schema: schemaOf(BotApi.list, tags) }, async (request) =>
    ok(await bots.list(request.auth.user)),
  );
  app.post(BotApi.create.path, { schema: schemaOf(BotApi.create, tags) }, async (request) =>
    ok(await bots.create(request.auth.user, request.body)),
  );
  app.post(BotApi.update.path, { schema: schemaOf(BotApi.update, tags) }, async (request) =>
    ok(await bots.update(request.auth.user, request.body)),
  );
  app.post(BotApi.remove.path, { schema: schemaOf(BotApi.remove, tags) }, async (request) =>
    ok(await bots.remove(request.auth.user, request.body.id)),
  );
  app.post(BotApi.testSend.path, { schema: schemaOf(BotApi.testSend, tags) }, async (request) =>
    ok(await bots.testSend(request.auth.user, request.body.id)),
  );
  app.post(BotApi.deliveries.path, { schema: schemaOf(BotApi.deliveries, tags) }, async (request) =>
    ok(await bots.deliveries(request.auth.user, request.body)),
  );
};
