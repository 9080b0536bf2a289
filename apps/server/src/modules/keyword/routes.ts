import { KeywordApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
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
