import { AuthApi } from '@termwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];

/** The login family: reachable without an access token. */
export const publicAuthRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(AuthApi.login.path, { schema: schemaOf(AuthApi.login, tags) }, async (request) =>
    ok(await auth.login(request.body, request.ip)),
  );
  app.post(AuthApi.sendCode.path, { schema: schemaOf(AuthApi.sendCode, tags) }, async (request) =>
    ok(await auth.sendCode(request.body, request.ip)),
  );
  app.post(AuthApi.codeLogin.path, { schema: schemaOf(AuthApi.codeLogin, tags) }, async (request) =>
    ok(await auth.codeLogin(request.body, request.ip)),
  );
  app.post(AuthApi.register.path, { schema: schemaOf(AuthApi.register, tags) }, async (request) =>
    ok(await auth.register(request.body, request.ip)),
  );
  app.post(AuthApi.resetPassword.path, { schema: schemaOf(AuthApi.resetPassword, tags) }, async (request) => {
    await auth.resetPassword(request.body, request.ip);
    return ok(null);
  });
  app.post(AuthApi.refreshToken.path, { schema: schemaOf(AuthApi.refreshToken, tags) }, async (request) =>
    ok(await auth.refresh(request.body.refreshToken)),
  );
};

/** Page unloads send `reason: 'unload'` (SPEC section 4): logged, the session kept; only a real logout ends it. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(AuthApi.logout.path, { schema: schemaOf(AuthApi.logout, tags) }, async (request) => {
    if (request.body?.reason === 'unload') {
      request.log.info({ sessionId: request.auth.sessionId }, 'page unloaded; session kept');
      return ok(null);
    }
    await auth.logout(request.auth.sessionId);
    return ok(null);
  });
};
