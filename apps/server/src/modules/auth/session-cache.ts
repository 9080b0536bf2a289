import type { SessionUser } from '../../http/session-user.ts';
import type { UserRow } from './repo.ts';

// Other server instances learn about a revoked session or a disabled user within FRESH_MS, or within
// STALE_MS while the database is too busy to answer; this instance learns at once through forget().
const FRESH_MS = 5_000;
const STALE_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser | null;
  loadedAt: number;
  reloading?: Promise<SessionUser | null>;
}

/**
 * Keeps session -> user look-ups off the database on the hot path of every authenticated call. A stale
 * entry is served while one reload runs, so a busy database does not stall every request.
 */
export function createSessionCache(load: (sessionId: string) => Promise<UserRow | undefined>) {
  const entries = new Map<string, Entry>();

  const dropExpired = () => {
    for (const [sessionId, entry] of entries)
      if (Date.now() - entry.loadedAt >= STALE_MS) entries.delete(sessionId);
  };

  function reload(sessionId: string, entry: Entry | undefined): Promise<SessionUser | null> {
    if (entry?.reloading) return entry.reloading;
    const reloading = load(sessionId).then(
      (row) => {
        const user = row ? toSessionUser(row) : null;
        if (entries.get(sessionId) === pending) entries.set(sessionId, { user, loadedAt: Date.now() });
        return user;
      },
      (error) => {
        if (entries.get(sessionId) === pending) entries.delete(sessionId);
        throw error;
      },
    );
    const pending: Entry = { user: entry?.user ?? null, loadedAt: entry?.loadedAt ?? 0, reloading };
    entries.set(sessionId, pending);
    return reloading;
  }

  return {
    async get(sessionId: string): Promise<SessionUser | null> {
      const entry = entries.get(sessionId);
      const age = entry ? Date.now() - entry.loadedAt : Infinity;
      if (age < FRESH_MS) return entry!.user;
      if (entries.size > MAX_ENTRIES) dropExpired();
      const reloading = reload(sessionId, entry);
      return age < STALE_MS ? entry!.user : reloading;
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
