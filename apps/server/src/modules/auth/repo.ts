import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appUser, organisation, refreshToken, smsCode, userSession } from '../../db/schema/accounts.ts';

export type UserRow = typeof appUser.$inferSelect;

export function createAuthRepo(db: Database) {
  return {
    async findUserByPhone(phone: string): Promise<UserRow | undefined> {
      const [user] = await db.select().from(appUser).where(eq(appUser.phone, phone));
      return user;
    },

    /** The user behind a live session, or nothing when the session was revoked or the user removed. */
    async findSessionUser(sessionId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: appUser })
        .from(userSession)
        .innerJoin(appUser, eq(appUser.id, userSession.userId))
        .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
      return row?.user;
    },

    async createUserWithOrganisation(input: {
      phone: string;
      userName: string;
      passwordHash: string;
      roles: string[];
    }) {
      return db.transaction(async (tx) => {
        const [org] = await tx.insert(organisation).values({ name: input.userName }).returning();
        const [user] = await tx
          .insert(appUser)
          .values({ ...input, organisationId: org!.id })
          .returning();
        return user!;
      });
    },

    /** A user joining an existing organisation, by an admin's invitation. */
    async createMember(input: {
      organisationId: string;
      phone: string;
      userName: string;
      passwordHash: string;
      roles: string[];
      shopIds: string[] | null;
      invitedBy: string;
    }) {
      const [user] = await db.insert(appUser).values(input).returning();
      return user!;
    },

    async membersOf(organisationId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(appUser)
        .where(eq(appUser.organisationId, organisationId));
      return row?.count ?? 0;
    },

    /** A user who accepted an invitation: into the inviting organisation with its role and shops. */
    async moveToOrganisation(
      userId: string,
      into: { organisationId: string; roles: string[]; shopIds: string[] | null; invitedBy: string },
    ) {
      const [user] = await db.update(appUser).set(into).where(eq(appUser.id, userId)).returning();
      return user!;
    },

    async setPassword(userId: string, passwordHash: string) {
      await db.update(appUser).set({ passwordHash }).where(eq(appUser.id, userId));
    },

    async createSession(userId: string, token: { hash: string; expiresAt: Date }) {
      return db.transaction(async (tx) => {
        const [session] = await tx.insert(userSession).values({ userId }).returning({ id: userSession.id });
        await tx
          .insert(refreshToken)
          .values({ sessionId: session!.id, tokenHash: token.hash, expiresAt: token.expiresAt });
        return session!.id;
      });
    },

    findRefreshToken(tokenHash: string) {
      return db
        .select({ token: refreshToken, session: userSession })
        .from(refreshToken)
        .innerJoin(userSession, eq(userSession.id, refreshToken.sessionId))
        .where(eq(refreshToken.tokenHash, tokenHash))
        .then((rows) => rows[0]);
    },

    /** Marks the token used and adds its successor; false when a concurrent call rotated it first. */
    async rotateRefreshToken(oldTokenId: string, sessionId: string, next: { hash: string; expiresAt: Date }) {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshToken)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshToken.id, oldTokenId), isNull(refreshToken.rotatedAt)))
          .returning({ id: refreshToken.id });
        if (!rotated.length) return false;
        await tx.insert(refreshToken).values({ sessionId, tokenHash: next.hash, expiresAt: next.expiresAt });
        return true;
      });
    },

    async refreshTokenRotatedAt(tokenId: string): Promise<Date | null> {
      const [row] = await db
        .select({ rotatedAt: refreshToken.rotatedAt })
        .from(refreshToken)
        .where(eq(refreshToken.id, tokenId));
      return row?.rotatedAt ?? null;
    },

    async revokeSession(sessionId: string, reason: string) {
      await db
        .update(userSession)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
    },

    async revokeAllSessionsOf(userId: string, reason: string) {
      await db
        .update(userSession)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt)));
    },

    async latestCode(phone: string, scene: string) {
      const [code] = await db
        .select()
        .from(smsCode)
        .where(and(eq(smsCode.phone, phone), eq(smsCode.scene, scene)))
        .orderBy(desc(smsCode.createdAt))
        .limit(1);
      return code;
    },

    async insertCode(input: { phone: string; scene: string; code: string; expiresAt: Date }) {
      await db.insert(smsCode).values(input);
    },

    /** Single use: only the first caller gets true. */
    async consumeCode(codeId: string) {
      const used = await db
        .update(smsCode)
        .set({ usedAt: new Date() })
        .where(and(eq(smsCode.id, codeId), isNull(smsCode.usedAt)))
        .returning({ id: smsCode.id });
      return used.length > 0;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
