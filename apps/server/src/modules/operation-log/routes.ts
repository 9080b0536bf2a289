import { NegationPaths, operLogListRequest } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { listOperationLogs, type DescribeNegations } from './list.ts';

export const operationLogRoutes: FastifyPluginAsyncZod<{
  db: Database;
  describeNegations: DescribeNegations;
}> = async (app, { db, describeNegations }) => {
  app.post(
    NegationPaths.operLogList,
    { schema: { tags: ['operation logs'], body: operLogListRequest } },
    async (request) => ok(await listOperationLogs(db, request.auth.user, request.body, describeNegations)),
  );
};
