import { NegationRuleApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import type { RuleService } from './service.ts';

const tags = ['negative keywords: rules'];

export const negationRuleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  const { list, save, delete: remove, preview, runPreview, backtest } = NegationRuleApi;
  app.post(list.path, { schema: schemaOf(list, tags) }, async (request) =>
    ok(await rules.list(request.auth.user, request.body?.enabled)),
  );
  app.post(save.path, { schema: schemaOf(save, tags) }, async (request) =>
    ok(await rules.save(request.auth.user, request.body)),
  );
  app.post(remove.path, { schema: schemaOf(remove, tags) }, async (request) =>
    ok(await rules.remove(request.auth.user, request.body.id)),
  );
  app.post(preview.path, { schema: schemaOf(preview, tags) }, async (request) =>
    ok(await rules.preview(request.auth.user, request.body)),
  );
  app.post(runPreview.path, { schema: schemaOf(runPreview, tags) }, async (request) =>
    ok(await rules.runPreview(request.auth.user, request.body.shopId)),
  );
  app.post(backtest.path, { schema: schemaOf(backtest, tags) }, async (request) =>
    ok(await rules.backtest(request.auth.user, request.body)),
  );
};
