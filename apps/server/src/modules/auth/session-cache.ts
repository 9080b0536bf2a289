import type { UserRow } from './repo.ts';

export interface SessionUser {
  userId: string;
  organisationId: string;
  userName: string;
  roles: string[];
  disabled: boolean;
}

// Other server instances learn about a revoked session or a disabled user within this time.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Keeps session -> user look-ups off the database for the hot path of every authenticated call. */
export function createSessionCache(load: (sessionId: string) => Promise<UserRow | undefined>) {
  const entries = new Map<string, { user: SessionUser | null; loadedAt: number }>();
  const dropExpired = () => {
    for (const [sessionId, entry] of entries)
      if (Date.now() - entry.loadedAt >= TTL_MS) entries.delete(sessionId);
  };

  return {
    async get(sessionId: string): Promise<SessionUser | null> {
      const cached = entries.get(sessionId);
      if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.user;
      if (entries.size > MAX_ENTRIES) dropExpired();
      const row = await load(sessionId);
      const user = row ? toSessionUser(row) : null;
      entries.set(sessionId, { user, loadedAt: Date.now() });
      return user;
    },
    forget(sessionId: string) {
      entries.delete(sessionId);
    },
    forgetUser(userId: string) {
      for (const [sessionId, entry] of entries) if (entry.user?.userId === userId) entries.delete(sessionId);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

function toSessionUser(row: UserRow): SessionUser {
  return {
    userId: row.id,
    organisationId: row.organisationId,
    userName: row.userName,
    roles: row.roles,
    disabled: row.status === 'disabled',
  };
}
