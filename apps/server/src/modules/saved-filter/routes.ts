import { SavedFilterApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { SavedFilters } from './saved-filters.ts';

export const savedFilterRoutes: FastifyPluginAsyncZod<{ savedFilters: SavedFilters }> = async (
  app,
  { savedFilters },
) => {
  for (const kind of ['default', 'current'] as const) {
    const endpoint = SavedFilterApi[kind];
    app.post(endpoint.path, { schema: schemaOf(endpoint, ['common']) }, async (request) =>
      ok(await savedFilters(request.auth.user.userId, kind, request.body)),
    );
  }
};
