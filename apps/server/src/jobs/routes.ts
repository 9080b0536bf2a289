import { JobPaths, jobProgressRequest } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequireLogin } from '../http/auth-guard.ts';
import { ok } from '../http/envelope.ts';
import { jobProgress } from './progress.ts';
import type { JobQueue } from './queue.ts';

/** The one progress call every screen polls, whatever module started the job. */
export const jobRoutes: FastifyPluginAsyncZod<{ queue: JobQueue; requireLogin: RequireLogin }> = async (
  app,
  { queue, requireLogin },
) => {
  requireLogin(app);
  app.post(JobPaths.progress, { schema: { tags: ['jobs'], body: jobProgressRequest } }, async (request) =>
    ok(await jobProgress(queue, request.auth.user, request.body.jobId)),
  );
};
