import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedFilter } from '../../db/schema/platform.ts';

export type FilterKind = 'default' | 'current';

export function createSavedFilterRepo(db: Database) {
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
    async save(userId: string, page: string, kind: FilterKind, filter: Record<string, unknown>) {
      await db
        .insert(savedFilter)
        .values({ userId, page, kind, filter })
        .onConflictDoUpdate({
          target: [savedFilter.userId, savedFilter.page, savedFilter.kind],
          set: { filter, updatedAt: new Date() },
        });
    },
    async forget(userId: string, page: string, kind: FilterKind) {
      await db.delete(savedFilter).where(key(userId, page, kind));
    },
  };
}

export type SavedFilterRepo = ReturnType<typeof createSavedFilterRepo>;
