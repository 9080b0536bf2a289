import { NegationPaths, savedFilterRequest } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { FilterKind } from './saved-filter-repo.ts';
import type { SavedFilters } from './saved-filters.ts';

export const commonRoutes: FastifyPluginAsyncZod<{ savedFilters: SavedFilters }> = async (
  app,
  { savedFilters },
) => {
  const route = (path: string, kind: FilterKind) =>
    app.post(path, { schema: { tags: ['common'], body: savedFilterRequest } }, async (request) =>
      ok(await savedFilters(request.auth.user.userId, kind, request.body)),
    );
  route(NegationPaths.defaultFilter, 'default');
  route(NegationPaths.currentFilter, 'current');
};
