import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../http/session-user.ts';
import type { UserRow } from './repo.ts';

// Other server instances learn about a revoked session or a disabled user within FRESH_MS, or within
// STALE_MS while the database is too busy to answer; this instance learns at once through forget().
const FRESH_MS = 5_000;
const STALE_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Loaded {
  user: SessionUser | null;
  loadedAt: number;
}

/**
 * Keeps session -> user look-ups off the database on the hot path of every authenticated call. A stale
 * entry is served while one reload runs, so a busy database does not stall every request.
 */
export function createSessionCache(load: (sessionId: string) => Promise<UserRow | undefined>) {
  const cache = new LRUCache<string, Loaded>({
    max: MAX_ENTRIES,
    ttl: FRESH_MS,
    // Stale entries stay visible to forgetUser(); get() decides per call whether one may be served.
    allowStale: true,
    // A look-up that forget() overtook still answers its request, but is not stored: it may predate the change.
    ignoreFetchAbort: true,
    fetchMethod: async (sessionId) => {
      const row = await load(sessionId);
      return { user: row ? toSessionUser(row) : null, loadedAt: Date.now() };
    },
  });

  return {
    async get(sessionId: string): Promise<SessionUser | null> {
      const cached = cache.peek(sessionId, { allowStale: true });
      const servable = cached !== undefined && Date.now() - cached.loadedAt < STALE_MS;
      const loaded = await cache.fetch(sessionId, { allowStale: servable });
      return loaded?.user ?? null;
    },
    forget(sessionId: string) {
      cache.delete(sessionId);
    },
    forgetUser(userId: string) {
      const sessionIds: string[] = [];
      // forEach also sees entries being reloaded, by the user they held before.
      cache.forEach((loaded, sessionId) => {
        if (loaded.user?.userId === userId) sessionIds.push(sessionId);
      });
      sessionIds.forEach((sessionId) => cache.delete(sessionId));
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
    shopIds: row.shopIds,
    disabled: row.status === 'disabled',
  };
}
