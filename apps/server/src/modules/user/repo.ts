import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUser } from '../../db/schema/accounts.ts';

export function createUserRepo(db: Database) {
  return {
    async findById(userId: string) {
      const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
      return user;
    },
    async setStatus(userId: string, status: 'active' | 'disabled') {
      await db.update(appUser).set({ status }).where(eq(appUser.id, userId));
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
