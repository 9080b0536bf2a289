import { KeywordApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { KeywordActions } from './actions.ts';
import type { KeywordGroupService } from './service.ts';

const tags = ['keyword structure'];

export const keywordGroupRoutes: FastifyPluginAsyncZod<{ groups: KeywordGroupService }> = async (
  app,
  { groups },
) => {
  const { list, counts } = KeywordApi;
  app.post(list.path, { schema: schemaOf(list, tags) }, async (request) =>
    ok(await groups.list(request.auth.user, request.body)),
  );
  app.post(counts.path, { schema: schemaOf(counts, tags) }, async (request) =>
    ok(await groups.counts(request.auth.user, request.body)),
  );
  app.post(KeywordApi.export.path, { schema: schemaOf(KeywordApi.export, tags) }, async (request) =>
    ok(await groups.export(request.auth.user, request.body)),
  );
};

export const keywordActionRoutes: FastifyPluginAsyncZod<{ actions: KeywordActions }> = async (
  app,
  { actions },
) => {
  const { act, revert } = KeywordApi;
  app.post(act.path, { schema: schemaOf(act, tags) }, async (request) =>
    ok({ results: await actions.act(request.auth.user, request.body.groupIds, request.body.action) }),
  );
  app.post(revert.path, { schema: schemaOf(revert, tags) }, async (request) =>
    ok({ results: await actions.revert(request.auth.user, request.body.actionIds) }),
  );
};
