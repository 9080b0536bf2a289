import {
  controlChartRequest,
  dataComparisonRequest,
  dataRefreshRequest,
  jobProgressRequest,
  keywordToSearchTermRequest,
  negLogCheckRequest,
  negLogKpiRequest,
  negLogListRequest,
  negProcessingRequest,
  NegationPaths,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../auth/session-cache.ts';
import { ok } from '../../http/envelope.ts';
import { visibleOrganisation } from '../common/tenancy.ts';
import type { HandlingService } from './handling.ts';
import { controlChart, keywordToSearchTerms } from './log/chart.ts';
import { dataComparison, keywordLog } from './log/check.ts';
import { negationKpi, negationList } from './log/list.ts';
import { notifications } from './log/notification.ts';
import type { ShopDirectory } from './shops.ts';

export interface NegationRouteDeps {
  db: Database;
  shops: ShopDirectory;
  handling: HandlingService;
  /** Starts the shop's report sync; answers its job id. */
  startShopSync(user: SessionUser, shopId: string): Promise<string>;
  jobProgress(jobId: string, organisationId: string | null): Promise<unknown>;
  now: () => Date;
}

const logTags = ['negative keywords: log'];
const operTags = ['negative keywords: operations'];

export const negationLogRoutes: FastifyPluginAsyncZod<NegationRouteDeps> = async (app, deps) => {
  const { db, shops, now } = deps;
  app.post(NegationPaths.notification, { schema: { tags: logTags } }, async (request) =>
    ok({ notification: await notifications(db, request.auth.user, now()) }),
  );
  app.post(NegationPaths.check, { schema: { tags: logTags, body: negLogCheckRequest } }, async (request) =>
    ok(await keywordLog(db, shops, request.auth.user, request.body)),
  );
  app.post(
    NegationPaths.dataComparison,
    { schema: { tags: logTags, body: dataComparisonRequest } },
    async (request) =>
      ok(
        await dataComparison(
          db,
          request.auth.user,
          request.body.uniqueSign,
          request.body.comparisonType,
          now(),
        ),
      ),
  );
  app.post(NegationPaths.list, { schema: { tags: logTags, body: negLogListRequest } }, async (request) =>
    ok(await negationList(db, shops, request.auth.user, request.body)),
  );
  app.post(NegationPaths.kpi, { schema: { tags: logTags, body: negLogKpiRequest } }, async (request) =>
    ok(await negationKpi(db, request.auth.user, request.body ?? {})),
  );
};

export const negationOperationRoutes: FastifyPluginAsyncZod<NegationRouteDeps> = async (app, deps) => {
  const { db, shops, handling } = deps;
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
    async (request) => {
      const target = await shops.visibleShop(request.auth.user, request.body.shopId);
      return ok({ jobId: await deps.startShopSync(request.auth.user, target.id) });
    },
  );
  app.post(
    NegationPaths.jobProgress,
    { schema: { tags: operTags, body: jobProgressRequest } },
    async (request) => {
      return ok(await deps.jobProgress(request.body.jobId, visibleOrganisation(request.auth.user)));
    },
  );
  app.post(
    NegationPaths.controlChart,
    { schema: { tags: operTags, body: controlChartRequest } },
    async (request) => {
      const target = await shops.visibleShop(request.auth.user, request.body.shopId);
      return ok(await controlChart(db, target, request.body));
    },
  );
  app.post(
    NegationPaths.keywordToSearchTerm,
    { schema: { tags: operTags, body: keywordToSearchTermRequest } },
    async (request) => {
      const target = await shops.visibleShop(request.auth.user, request.body.shopId);
      return ok(await keywordToSearchTerms(db, target, request.body));
    },
  );
};
