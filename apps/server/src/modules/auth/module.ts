import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import { createAuthRepo } from './repo.ts';
import { createLimiters, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.ts';
import { publicAuthRoutes, sessionRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { createSessionCache } from './session-cache.ts';
import { createOutboxSmsProvider, type SmsProvider } from './sms.ts';
import { createAccessTokens, refreshSuccessor } from './tokens.ts';

export interface AuthModuleDeps {
  config: Config;
  db: Database;
  /** The pool behind `db`, for the attempt counters. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  rateLimits?: RateLimits;
  sms?: SmsProvider;
}

/** Sign-in, sessions and verification codes; other modules get `authenticate` and `forgetUser`. */
export async function createAuthModule({
  config,
  db,
  pool,
  log,
  rateLimits = DEFAULT_RATE_LIMITS,
  sms,
}: AuthModuleDeps) {
  const repo = createAuthRepo(db);
  const sessions = createSessionCache((sessionId) => repo.findSessionUser(sessionId));
  const auth = createAuthService({
    repo,
    limiters: await createLimiters(pool, rateLimits),
    limits: rateLimits,
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    sessions,
    sms: sms ?? createOutboxSmsProvider(log),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    successorOf: refreshSuccessor(config.jwtSecret),
  });
  const plugin: ModulePlugin = async (app, { requireLogin }) => {
    await app.register(publicAuthRoutes, { auth });
    await app.register(async (signedIn) => {
      requireLogin(signedIn);
      await signedIn.register(sessionRoutes, { auth });
    });
  };
  return {
    plugin,
    authenticate: auth.authenticate,
    /** Drops the cached sessions of a user whose status changed, so the change counts at once. */
    forgetUser: sessions.forgetUser,
  };
}
