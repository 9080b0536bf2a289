import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authAttempt } from '../../db/schema/index.ts';
import { tooManyAttempts } from '../../http/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  loginFailuresPerPhone: Limit;
  loginFailuresPerIp: Limit;
  codesPerPhone: Limit;
  codesPerIp: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailuresPerPhone: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { max: 50, windowSeconds: 15 * 60 },
  codesPerPhone: { max: 10, windowSeconds: 60 * 60 },
  codesPerIp: { max: 30, windowSeconds: 60 * 60 },
};

/** Counts attempts per bucket (e.g. `login:phone:138...`) in PostgreSQL, so every server instance agrees. */
export function createAttemptCounter(db: Database) {
  return {
    /** Throws 4029 with the seconds until the oldest attempt in the window expires. */
    async assertBelow(bucket: string, limit: Limit): Promise<void> {
      const windowStart = new Date(Date.now() - limit.windowSeconds * 1000);
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldest: sql<string | null>`min(${authAttempt.createdAt})`,
        })
        .from(authAttempt)
        .where(and(eq(authAttempt.bucket, bucket), gt(authAttempt.createdAt, windowStart)));
      if (!row || row.count < limit.max || !row.oldest) return;
      const freeAt = new Date(row.oldest).getTime() + limit.windowSeconds * 1000;
      throw tooManyAttempts(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
    },

    async record(...buckets: string[]): Promise<void> {
      await db.insert(authAttempt).values(buckets.map((bucket) => ({ bucket })));
    },

    async clear(bucket: string): Promise<void> {
      await db.delete(authAttempt).where(eq(authAttempt.bucket, bucket));
    },
  };
}

export type AttemptCounter = ReturnType<typeof createAttemptCounter>;
