import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../modules/auth/service.ts';
import type { SessionUser } from '../modules/auth/session-cache.ts';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: SessionUser; sessionId: string };
  }
}

/** Every route registered in `scope` after this call requires a valid access token. */
export function requireLogin(scope: FastifyInstance, auth: AuthService) {
  scope.decorateRequest('auth', null as never);
  scope.addHook('onRequest', async (request) => {
    request.auth = await auth.authenticate(request.headers.authorization);
  });
}

export function assertAnyRole(user: SessionUser, roles: readonly string[]) {
  if (!user.roles.some((role) => roles.includes(role))) throw forbidden();
}
