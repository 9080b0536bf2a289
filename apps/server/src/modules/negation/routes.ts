import {
  controlChartRequest,
  dataComparisonRequest,
  dataRefreshRequest,
  keywordToSearchTermRequest,
  negLogCheckRequest,
  negLogKpiRequest,
  negLogListRequest,
  negProcessingRequest,
  NegationPaths,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { HandlingService } from './handling.ts';
import type { NegationLogService } from './log/service.ts';

const logTags = ['negative keywords: log'];
const operTags = ['negative keywords: operations'];

export const negationLogRoutes: FastifyPluginAsyncZod<{ log: NegationLogService }> = async (app, { log }) => {
  app.post(NegationPaths.notification, { schema: { tags: logTags } }, async (request) =>
    ok({ notification: await log.notifications(request.auth.user) }),
  );
  app.post(NegationPaths.check, { schema: { tags: logTags, body: negLogCheckRequest } }, async (request) =>
    ok(await log.keywordLog(request.auth.user, request.body)),
  );
  app.post(
    NegationPaths.dataComparison,
    { schema: { tags: logTags, body: dataComparisonRequest } },
    async (request) => ok(await log.dataComparison(request.auth.user, request.body)),
  );
  app.post(NegationPaths.list, { schema: { tags: logTags, body: negLogListRequest } }, async (request) =>
    ok(await log.list(request.auth.user, request.body)),
  );
  app.post(NegationPaths.kpi, { schema: { tags: logTags, body: negLogKpiRequest } }, async (request) =>
    ok(await log.kpi(request.auth.user, request.body ?? {})),
  );
};

export const negationOperationRoutes: FastifyPluginAsyncZod<{
  log: NegationLogService;
  handling: HandlingService;
}> = async (app, { log, handling }) => {
  app.post(
    NegationPaths.processing,
    { schema: { tags: operTags, body: negProcessingRequest } },
    async (request) => {
      const { user } = request.auth;
      const body = request.body;
      if ('run' in body) return ok({ results: [], jobId: await handling.runNow(user, body.shopId) });
      return ok({ results: await handling.process(user, body.ids, body.action), jobId: null });
    },
  );
  app.post(
    NegationPaths.dataRefresh,
    { schema: { tags: operTags, body: dataRefreshRequest } },
    async (request) => ok({ jobId: await handling.refresh(request.auth.user, request.body.shopId) }),
  );
  app.post(
    NegationPaths.controlChart,
    { schema: { tags: operTags, body: controlChartRequest } },
    async (request) => ok(await log.controlChart(request.auth.user, request.body)),
  );
  app.post(
    NegationPaths.keywordToSearchTerm,
    { schema: { tags: operTags, body: keywordToSearchTermRequest } },
    async (request) => ok(await log.keywordToSearchTerms(request.auth.user, request.body)),
  );
};
