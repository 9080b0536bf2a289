import { BoardApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { BoardService } from './service.ts';

export const boardRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (app, { board }) => {
  app.post(BoardApi.overview.path, { schema: schemaOf(BoardApi.overview, ['board']) }, async (request) =>
    ok(await board.overview(request.auth.user, request.body)),
  );
  app.post(BoardApi.negateTerm.path, { schema: schemaOf(BoardApi.negateTerm, ['board']) }, async (request) =>
    ok(await board.negateTerm(request.auth.user, request.body)),
  );
  app.post(BoardApi.termReview.path, { schema: schemaOf(BoardApi.termReview, ['board']) }, async (request) =>
    ok(await board.termReview(request.auth.user, request.body)),
  );
};
