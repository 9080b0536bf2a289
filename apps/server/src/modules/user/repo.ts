import { Role } from '@termwise/contracts';
import { and, arrayOverlaps, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUser } from '../../db/schema/accounts.ts';

export function createUserRepo(db: Database) {
  return {
    async findById(userId: string) {
      const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
      return user;
    },
    /** Active admins of the user's organisation besides the user. */
    async otherActiveAdmins(user: { id: string; organisationId: string }) {
      const [row] = await db
        .select({ admins: count() })
        .from(appUser)
        .where(
          and(
            eq(appUser.organisationId, user.organisationId),
            ne(appUser.id, user.id),
            eq(appUser.status, 'active'),
            arrayOverlaps(appUser.roles, [Role.super, Role.admin]),
          ),
        );
      return row?.admins ?? 0;
    },
    async setStatus(userId: string, status: 'active' | 'disabled') {
      await db.update(appUser).set({ status }).where(eq(appUser.id, userId));
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
