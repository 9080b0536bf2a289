import { OperationLogApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { createOperationLogList } from './list.ts';

export const operationLogRoutes: FastifyPluginAsyncZod<{
  list: ReturnType<typeof createOperationLogList>;
}> = async (app, { list }) => {
  app.post(
    OperationLogApi.list.path,
    { schema: schemaOf(OperationLogApi.list, ['operation logs']) },
    async (request) => ok(await list(request.auth.user, request.body)),
  );
};
