import { NegationApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { HandlingService } from './handling.ts';
import type { KeywordReviewer } from './keyword-review.ts';
import type { NegationLogService } from './log/service.ts';

const logTags = ['negative keywords: log'];
const operTags = ['negative keywords: operations'];

export const negationLogRoutes: FastifyPluginAsyncZod<{ log: NegationLogService }> = async (app, { log }) => {
  const { notification, check, dataComparison, list, terms, kpi } = NegationApi;
  app.post(notification.path, { schema: schemaOf(notification, logTags) }, async (request) =>
    ok({ notification: await log.notifications(request.auth.user) }),
  );
  app.post(check.path, { schema: schemaOf(check, logTags) }, async (request) =>
    ok(await log.keywordLog(request.auth.user, request.body)),
  );
  app.post(dataComparison.path, { schema: schemaOf(dataComparison, logTags) }, async (request) =>
    ok(await log.dataComparison(request.auth.user, request.body)),
  );
  app.post(list.path, { schema: schemaOf(list, logTags) }, async (request) =>
    ok(await log.list(request.auth.user, request.body)),
  );
  app.post(terms.path, { schema: schemaOf(terms, logTags) }, async (request) =>
    ok(await log.terms(request.auth.user, request.body)),
  );
  app.post(kpi.path, { schema: schemaOf(kpi, logTags) }, async (request) =>
    ok(await log.kpi(request.auth.user, request.body ?? {})),
  );
};

export const negationOperationRoutes: FastifyPluginAsyncZod<{
  log: NegationLogService;
  handling: HandlingService;
  keywordReviews: KeywordReviewer;
}> = async (app, { log, handling, keywordReviews }) => {
  const { processing, keywordReview, dataRefresh, controlChart, keywordToSearchTerm } = NegationApi;
  app.post(processing.path, { schema: schemaOf(processing, operTags) }, async (request) => {
    const { user } = request.auth;
    const body = request.body;
    if ('run' in body) return ok({ results: [], jobId: await handling.runNow(user, body.shopId) });
    return ok({ results: await handling.process(user, body.ids, body.action), jobId: null });
  });
  app.post(keywordReview.path, { schema: schemaOf(keywordReview, operTags) }, async (request) => {
    const { ids, action, bidChangePercent } = request.body;
    const results = await keywordReviews.process(request.auth.user, ids, action, bidChangePercent);
    return ok({ results, jobId: null });
  });
  app.post(dataRefresh.path, { schema: schemaOf(dataRefresh, operTags) }, async (request) =>
    ok({ jobId: await handling.refresh(request.auth.user, request.body.shopId) }),
  );
  app.post(controlChart.path, { schema: schemaOf(controlChart, operTags) }, async (request) =>
    ok(await log.controlChart(request.auth.user, request.body)),
  );
  app.post(keywordToSearchTerm.path, { schema: schemaOf(keywordToSearchTerm, operTags) }, async (request) =>
    ok(await log.keywordToSearchTerms(request.auth.user, request.body)),
  );
};
