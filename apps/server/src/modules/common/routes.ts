import { NegationPaths, savedFilterRequest } from '@termwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { savedFilter } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';

type FilterKind = 'default' | 'current';

/**
 * Saved filters per user and page (DESIGN 5): the default one (def_filter) and the last used one
 * (cur_filter). With `filter` the call saves it (null forgets it); without, it reads.
 */
export const commonRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const filters = createSavedFilters(db);
  const route = (path: string, kind: FilterKind) =>
    app.post(path, { schema: { tags: ['common'], body: savedFilterRequest } }, async (request) => {
      const { userId } = request.auth.user;
      const { page, filter } = request.body;
      if (filter !== undefined) await filters.save(userId, page, kind, filter);
      return ok({ filter: filter === undefined ? await filters.read(userId, page, kind) : filter });
    });
  route(NegationPaths.defaultFilter, 'default');
  route(NegationPaths.currentFilter, 'current');
};

function createSavedFilters(db: Database) {
  const key = (userId: string, page: string, kind: FilterKind) =>
    and(eq(savedFilter.userId, userId), eq(savedFilter.page, page), eq(savedFilter.kind, kind));
  return {
    async read(userId: string, page: string, kind: FilterKind) {
      const [row] = await db
        .select({ filter: savedFilter.filter })
        .from(savedFilter)
        .where(key(userId, page, kind));
      return (row?.filter as Record<string, unknown> | undefined) ?? null;
    },
    async save(userId: string, page: string, kind: FilterKind, filter: Record<string, unknown> | null) {
      if (filter === null) {
        await db.delete(savedFilter).where(key(userId, page, kind));
        return;
      }
      await db
        .insert(savedFilter)
        .values({ userId, page, kind, filter })
        .onConflictDoUpdate({
          target: [savedFilter.userId, savedFilter.page, savedFilter.kind],
          set: { filter, updatedAt: new Date() },
        });
    },
  };
}
