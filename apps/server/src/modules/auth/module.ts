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
import type { InvitationBook } from '../user/index.ts';

export interface AuthModuleDeps {
  config: Config;
  db: Database;
  /** The pool behind `db`, for the attempt counters. */
  pool: pg.Pool;
  log: FastifyBaseLogger;
  rateLimits?: RateLimits;
  sms?: SmsProvider;
  invitations: Pick<InvitationBook, 'take' | 'release' | 'markAcceptedBy'>;
  hasShops(organisationId: string): Promise<boolean>;
}

/** Sign-in, sessions and verification codes; other modules get `authenticate` and `forgetUser`. */
export async function createAuthModule({
  config,
  db,
  pool,
  log,
  rateLimits = DEFAULT_RATE_LIMITS,
  sms,
  invitations,
  hasShops,
}: AuthModuleDeps) {
  const repo = createAuthRepo(db);
  const sessions = createSessionCache((sessionId) => repo.findSessionUser(sessionId));
  const smsProvider = sms ?? createOutboxSmsProvider(log);
  const auth = createAuthService({
    repo,
    limiters: await createLimiters(pool, rateLimits),
    limits: rateLimits,
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    sessions,
    sms: smsProvider,
    hasShops,
    invitations,
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
    /** Texts a phone through the SMS provider (an invitation). */
    notifyBySms: (phone: string, text: string) => smsProvider.notify({ phone, text }),
    /** Ends every login of a user whose role or membership changed: they sign in again to see it. */
    async endSessionsOf(userId: string, reason: string) {
      await repo.revokeAllSessionsOf(userId, reason);
      sessions.forgetUser(userId);
    },
  };
}
