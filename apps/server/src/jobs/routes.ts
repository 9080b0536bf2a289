import { JobApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireLogin } from '../http/auth-guard.ts';
import { schemaOf } from '../http/endpoint.ts';
import { ok } from '../http/envelope.ts';
import { jobProgress, type VisibleMarketplaces } from './progress.ts';
import type { JobQueue } from './queue.ts';

/** The one progress call every screen polls, whatever module started the job. */
export const jobRoutes: FastifyPluginAsyncZod<{
  queue: JobQueue;
  requireLogin: RequireLogin;
  visibleMarketplaces: VisibleMarketplaces;
}> = async (app, { queue, requireLogin, visibleMarketplaces }) => {
  requireLogin(app);
  app.post(JobApi.progress.path, { schema: schemaOf(JobApi.progress, ['jobs']) }, async (request) =>
    ok(await jobProgress(queue, request.auth.user, request.body.jobId, visibleMarketplaces)),
  );
};
