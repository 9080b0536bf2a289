import { and, eq, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appUser, organisation, userSession } from '../../db/schema/accounts.ts';

const inviter = alias(appUser, 'inviter');

/** The organisation's members as the members page lists them, and the changes an admin makes. */
export function createMembersRepo(db: Database) {
  return {
    async membersOf(organisationId: string) {
      return db
        .select({
          userId: appUser.id,
          userName: appUser.userName,
          phone: appUser.phone,
          roles: appUser.roles,
          shopIds: appUser.shopIds,
          status: appUser.status,
          createdAt: appUser.createdAt,
          inviterId: inviter.id,
          inviterName: inviter.userName,
          lastLoginAt: max(userSession.createdAt),
        })
        .from(appUser)
        .leftJoin(inviter, eq(inviter.id, appUser.invitedBy))
        .leftJoin(userSession, eq(userSession.userId, appUser.id))
        .where(eq(appUser.organisationId, organisationId))
        .groupBy(appUser.id, inviter.id)
        .orderBy(appUser.createdAt, appUser.phone);
    },

    async namesOf(organisationId: string) {
      const rows = await db
        .select({ id: appUser.id, userName: appUser.userName })
        .from(appUser)
        .where(eq(appUser.organisationId, organisationId));
      return new Map(rows.map((row) => [row.id, row.userName]));
    },

    async organisationName(organisationId: string) {
      const [row] = await db
        .select({ name: organisation.name })
        .from(organisation)
        .where(eq(organisation.id, organisationId));
      return row?.name ?? '';
    },

    async setAccess(userId: string, access: { roles: string[]; shopIds: string[] | null }) {
      await db.update(appUser).set(access).where(eq(appUser.id, userId));
    },

    /** Removes a member; their sessions go with them. */
    async remove(userId: string, organisationId: string) {
      await db.delete(appUser).where(and(eq(appUser.id, userId), eq(appUser.organisationId, organisationId)));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;
