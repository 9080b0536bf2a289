import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { asSearchTermText } from '../../db/search-term-text.ts';
import type { Database } from '../../db/client.ts';
import { keywordAction } from '../../db/schema/keyword.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';
import type { ActionRow } from './list-repo.ts';

export type NewAction = Omit<typeof keywordAction.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** An action left `applying` longer than this lost its process mid-call; a live one finishes well within it. */
export const ABANDONED_AFTER_MS = 5 * 60_000;

export function createActionRepo(db: Database, now: () => Date) {
  const isLive = sql`${keywordAction.status} in ('applying', 'applied')`;
  return {
    /**
     * Records the intent before Amazon is called. An occurrence with a live action already gets that
     * action back instead (`created: false`), so nothing is ever sent twice.
     */
    async record(row: NewAction): Promise<{ action: ActionRow; created: boolean }> {
      const [created] = await db
        .insert(keywordAction)
        .values({ ...row, status: 'applying', createdAt: now(), updatedAt: now() })
        .onConflictDoNothing({
          target: [keywordAction.shopId, keywordAction.kind, keywordAction.occurrenceId],
          where: isLive,
        })
        .returning();
      if (created) return { action: created, created: true };
      const [existing] = await db
        .select()
        .from(keywordAction)
        .where(
          and(
            eq(keywordAction.shopId, row.shopId),
            eq(keywordAction.kind, row.kind),
            eq(keywordAction.occurrenceId, row.occurrenceId),
            isLive,
          ),
        );
      if (!existing) return this.record(row);
      return { action: existing, created: false };
    },

    /** Takes over an abandoned `applying` action; the timestamp check makes one taker win it. */
    async takeOver(id: string): Promise<ActionRow | undefined> {
      const cutoff = new Date(now().getTime() - ABANDONED_AFTER_MS);
      const [taken] = await db
        .update(keywordAction)
        .set({ updatedAt: now() })
        .where(
          and(
            eq(keywordAction.id, id),
            eq(keywordAction.status, 'applying'),
            lt(keywordAction.updatedAt, cutoff),
          ),
        )
        .returning();
      return taken;
    },

    async abandoned(): Promise<ActionRow[]> {
      const cutoff = new Date(now().getTime() - ABANDONED_AFTER_MS);
      return db
        .select()
        .from(keywordAction)
        .where(and(eq(keywordAction.status, 'applying'), lt(keywordAction.updatedAt, cutoff)));
    },

    async settle(
      id: string,
      change: Pick<ActionRow, 'status'> & Partial<Pick<ActionRow, 'message' | 'negationId'>>,
    ) {
      await db
        .update(keywordAction)
        .set({ ...change, updatedAt: now() })
        .where(eq(keywordAction.id, id));
    },

    /** The pauses Amazon took (and any later revert) of the given keywords, changed since `since`. */
    /** Pauses of the ASIN's keywords whose text reads as `text` once lowercased with single spaces. */
    async pausesOf(shopId: string, asin: string, text: string, since: Date): Promise<ActionRow[]> {
      return db
        .select()
        .from(keywordAction)
        .where(
          and(
            eq(keywordAction.shopId, shopId),
            eq(keywordAction.kind, 'pause'),
            eq(keywordAction.asin, asin),
            eq(asSearchTermText(keywordAction.text), text),
            inArray(keywordAction.status, ['applied', 'reverted']),
            gte(keywordAction.updatedAt, since),
          ),
        );
    },

    async visible(user: SessionUser, ids: string[]): Promise<ActionRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(keywordAction)
        .where(
          and(
            inArray(keywordAction.id, ids),
            inVisibleScope(user, { organisation: keywordAction.organisationId, shop: keywordAction.shopId }),
          ),
        );
    },
  };
}

export type ActionRepo = ReturnType<typeof createActionRepo>;
