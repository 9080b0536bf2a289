import { NegationPaths, operLogListRequest } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { createOperationLogList } from './list.ts';

export const operationLogRoutes: FastifyPluginAsyncZod<{
  list: ReturnType<typeof createOperationLogList>;
}> = async (app, { list }) => {
  app.post(
    NegationPaths.operLogList,
    { schema: { tags: ['operation logs'], body: operLogListRequest } },
    async (request) => ok(await list(request.auth.user, request.body)),
  );
};
