import {
  negRuleDeleteRequest,
  negRuleListRequest,
  negRulePreviewRequest,
  negRuleSaveRequest,
  NegationPaths,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.ts';
import type { RuleService } from './service.ts';

const tags = ['negative keywords: rules'];

export const negationRuleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  app.post(NegationPaths.ruleList, { schema: { tags, body: negRuleListRequest } }, async (request) =>
    ok(await rules.list(request.auth.user, request.body?.enabled)),
  );
  app.post(NegationPaths.ruleSave, { schema: { tags, body: negRuleSaveRequest } }, async (request) =>
    ok(await rules.save(request.auth.user, request.body)),
  );
  app.post(NegationPaths.ruleDelete, { schema: { tags, body: negRuleDeleteRequest } }, async (request) =>
    ok(await rules.remove(request.auth.user, request.body.id)),
  );
  app.post(NegationPaths.rulePreview, { schema: { tags, body: negRulePreviewRequest } }, async (request) =>
    ok(await rules.preview(request.auth.user, request.body)),
  );
};
