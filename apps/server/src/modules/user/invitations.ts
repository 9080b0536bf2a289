import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberInvitation } from '../../db/schema/accounts.ts';

export type InvitationRow = typeof memberInvitation.$inferSelect;

const open = (now: Date) =>
  and(
    isNull(memberInvitation.acceptedAt),
    isNull(memberInvitation.revokedAt),
    gt(memberInvitation.expiresAt, now),
  );

/**
 * The invitation book: what the user module writes when an admin invites, and what registration takes. An
 * organisation has at most one open invitation per phone (a new one replaces its last); registration takes
 * the newest open one, atomically, so two registrations of one phone cannot both join.
 */
export function createInvitationBook(db: Database) {
  return {
    async openOf(organisationId: string, now = new Date()) {
      return db
        .select()
        .from(memberInvitation)
        .where(and(eq(memberInvitation.organisationId, organisationId), open(now)));
    },

    async find(invitationId: string) {
      const [row] = await db.select().from(memberInvitation).where(eq(memberInvitation.id, invitationId));
      return row;
    },

    async invite(row: Omit<typeof memberInvitation.$inferInsert, 'id' | 'createdAt'>) {
      return db.transaction(async (tx) => {
        await tx
          .update(memberInvitation)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(memberInvitation.organisationId, row.organisationId),
              eq(memberInvitation.phone, row.phone),
              open(new Date()),
            ),
          );
        const [created] = await tx.insert(memberInvitation).values(row).returning();
        return created!;
      });
    },

    async revoke(invitationId: string) {
      const revoked = await db
        .update(memberInvitation)
        .set({ revokedAt: new Date() })
        .where(and(eq(memberInvitation.id, invitationId), open(new Date())))
        .returning({ id: memberInvitation.id });
      return revoked.length > 0;
    },

    /** Takes the phone's open invitation for a registration, or nothing; `release` gives it back. */
    async take(phone: string, now = new Date()): Promise<InvitationRow | undefined> {
      const [newest] = await db
        .select({ id: memberInvitation.id })
        .from(memberInvitation)
        .where(and(eq(memberInvitation.phone, phone), open(now)))
        .orderBy(desc(memberInvitation.createdAt))
        .limit(1);
      if (!newest) return undefined;
      const [taken] = await db
        .update(memberInvitation)
        .set({ acceptedAt: now })
        .where(and(eq(memberInvitation.id, newest.id), open(now)))
        .returning();
      return taken;
    },

    async release(invitationId: string) {
      await db
        .update(memberInvitation)
        .set({ acceptedAt: null })
        .where(eq(memberInvitation.id, invitationId));
    },

    async markAcceptedBy(invitationId: string, userId: string) {
      await db
        .update(memberInvitation)
        .set({ acceptedBy: userId })
        .where(eq(memberInvitation.id, invitationId));
    },
  };
}

export type InvitationBook = ReturnType<typeof createInvitationBook>;
