import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { SMS_RESEND_SECONDS } from '@termwise/contracts';
import { tooManyAttempts } from '../../http/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Once a phone has `after` failed logins in the window, it gets one password check per `spacingSeconds`. */
export interface Slowdown {
  after: number;
  windowSeconds: number;
  spacingSeconds: number;
}

export interface RateLimits {
  /** Failed logins per phone and IP pair: the lock an attacker cannot put on someone else's phone. */
  loginFailuresPerPhone: Limit;
  loginFailuresPerIp: Limit;
  /** Failed logins per phone from every IP: slows guessing down without locking the owner out. */
  loginSlowdownPerPhone: Slowdown;
  codesPerPhone: Limit;
  codesPerIp: Limit;
  /** Code checks (code login, register, reset) per phone and scene, counted afresh for each new code. */
  codeChecksPerPhone: Limit;
  codeChecksPerIp: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginFailuresPerPhone: { max: 5, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { max: 50, windowSeconds: 15 * 60 },
  loginSlowdownPerPhone: { after: 20, windowSeconds: 15 * 60, spacingSeconds: 5 },
  codesPerPhone: { max: 10, windowSeconds: 60 * 60 },
  codesPerIp: { max: 30, windowSeconds: 60 * 60 },
  codeChecksPerPhone: { max: 5, windowSeconds: 5 * 60 },
  codeChecksPerIp: { max: 50, windowSeconds: 60 * 60 },
};

const TABLE = 'rate_limit';

/**
 * Counters in the database (one table, created by rate-limiter-flexible), so every server instance
 * agrees. Each `take` counts and checks in one atomic upsert: parallel attempts can never pass a limit.
 */
export async function createLimiters(pool: pg.Pool, limits: RateLimits) {
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres(
      { storeClient: pool, storeType: 'pool', tableName: TABLE, keyPrefix: 'setup', points: 1, duration: 1 },
      (error?: Error) => (error ? reject(error) : resolve()),
    );
  });
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) => {
    const store = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
    return {
      /** Counts one attempt; throws 4029 with the seconds until the window frees when over the limit. */
      async take(key: string): Promise<void> {
        try {
          await store.consume(key);
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            throw tooManyAttempts(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
          }
          throw rejection;
        }
      },
      /** Hands back an attempt that turned out not to count (a successful login). */
      async giveBack(key: string): Promise<void> {
        await store.reward(key);
      },
      async count(key: string): Promise<number> {
        return (await store.get(key))?.consumedPoints ?? 0;
      },
      async clear(key: string): Promise<void> {
        await store.delete(key);
      },
    };
  };
  const fromLimit = (prefix: string, { max, windowSeconds }: Limit) => limiter(prefix, max, windowSeconds);
  const slowdown = limits.loginSlowdownPerPhone;
  return {
    loginPair: fromLimit('login-pair', limits.loginFailuresPerPhone),
    loginIp: fromLimit('login-ip', limits.loginFailuresPerIp),
    /** Failures per phone; counted only, never refuses (points set out of reach). */
    loginPhoneFailures: limiter('login-phone', Number.MAX_SAFE_INTEGER, slowdown.windowSeconds),
    loginPhoneSpacing: limiter('login-phone-spacing', 1, slowdown.spacingSeconds),
    /** One code per phone and scene per resend countdown. */
    codeResend: limiter('code-resend', 1, SMS_RESEND_SECONDS),
    codeSendPhone: fromLimit('code-phone', limits.codesPerPhone),
    codeSendIp: fromLimit('code-ip', limits.codesPerIp),
    codeChecksPhone: fromLimit('code-check-phone', limits.codeChecksPerPhone),
    codeChecksIp: fromLimit('code-check-ip', limits.codeChecksPerIp),
  };
}

export type Limiters = Awaited<ReturnType<typeof createLimiters>>;
export type Limiter = Limiters['loginPair'];
