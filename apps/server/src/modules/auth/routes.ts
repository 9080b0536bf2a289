import {
  codeLoginRequest,
  loginRequest,
  refreshTokenRequest,
  registerRequest,
  resetPasswordRequest,
  sendCodeRequest,
} from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { AuthService } from './service.ts';

/** The login family: reachable without an access token. */
export const publicAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['auth'];
  app.post('/v1/enter/login', { schema: { tags, body: loginRequest } }, async (request) =>
    ok(await auth.login(request.body, request.ip)),
  );
  app.post('/v1/enter/send_code', { schema: { tags, body: sendCodeRequest } }, async (request) =>
    ok(await auth.sendCode(request.body, request.ip)),
  );
  app.post('/v1/enter/code_login', { schema: { tags, body: codeLoginRequest } }, async (request) =>
    ok(await auth.codeLogin(request.body, request.ip)),
  );
  app.post('/v1/enter/register', { schema: { tags, body: registerRequest } }, async (request) =>
    ok(await auth.register(request.body, request.ip)),
  );
  app.post('/v1/enter/reset_pwd', { schema: { tags, body: resetPasswordRequest } }, async (request) => {
    await auth.resetPassword(request.body, request.ip);
    return ok(null);
  });
  app.post('/auth/refreshToken', { schema: { tags, body: refreshTokenRequest } }, async (request) =>
    ok(await auth.refresh(request.body.refreshToken)),
  );
};

/**
 * SPEC sends login_out on every page unload, which would end the session on each reload. The client
 * marks that request `reason: 'unload'`: it is logged, and only an explicit logout ends the session.
 */
const logoutRequest = z.object({ reason: z.enum(['user', 'unload']).default('user') }).nullish();

export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/v1/enter/login_out', { schema: { tags: ['auth'], body: logoutRequest } }, async (request) => {
    if (request.body?.reason === 'unload') {
      request.log.info({ sessionId: request.auth.sessionId }, 'page unloaded; session kept');
      return ok(null);
    }
    await auth.logout(request.auth.sessionId);
    return ok(null);
  });
};
