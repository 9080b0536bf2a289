import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.ts';
import type { RequestAuth, SessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/** Checks an `Authorization` header; throws the envelope's 9999/8888/7777 failures. */
export type Authenticate = (authorization: string | undefined) => Promise<RequestAuth>;

/** Makes every route a module registers in a scope require a valid access token. */
export type RequireLogin = (scope: FastifyInstance) => void;

/** Declares `request.auth` once on the app and answers the guard modules put on their signed-in scopes. */
export function loginGuard(app: FastifyInstance, authenticate: Authenticate): RequireLogin {
  app.decorateRequest('auth', null as never);
  return (scope) =>
    scope.addHook('onRequest', async (request) => {
      request.auth = await authenticate(request.headers.authorization);
    });
}

export function assertAnyRole(user: SessionUser, roles: readonly string[]) {
  if (!user.roles.some((role) => roles.includes(role))) throw forbidden();
}
