import { rawText, ShopApi } from '@termwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { AuthorizationFailed, type ShopService } from './service.ts';

export const CALLBACK_PATH = '/v1/shop/authorize/callback';
const SCREEN_PATH = '/system-settings/shop-authorize';

const tags = ['shop'];

/**
 * Where Amazon sends the browser back: the configured public URL, else the host this server was reached
 * on. Never the request's Origin header, which any client sets to whatever it likes.
 */
function callbackUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;
}

export const shopRoutes: FastifyPluginAsyncZod<{
  shops: ShopService;
  publicUrl: string | undefined;
}> = async (app, { shops, publicUrl }) => {
  app.post(ShopApi.list.path, { schema: schemaOf(ShopApi.list, tags) }, async (request) =>
    ok(await shops.list(request.auth.user)),
  );
  app.post(ShopApi.authorize.path, { schema: schemaOf(ShopApi.authorize, tags) }, async (request) =>
    ok(await shops.authorize(request.auth.user, callbackUrl(request, publicUrl), request.body.region)),
  );
  app.post(ShopApi.reauthorize.path, { schema: schemaOf(ShopApi.reauthorize, tags) }, async (request) =>
    ok(await shops.reauthorize(request.auth.user, request.body.grantId, callbackUrl(request, publicUrl))),
  );
  app.post(ShopApi.sync.path, { schema: schemaOf(ShopApi.sync, tags) }, async (request) =>
    ok(await shops.sync(request.auth.user, request.body.shopId)),
  );
  app.post(ShopApi.pause.path, { schema: schemaOf(ShopApi.pause, tags) }, async (request) =>
    ok(await shops.setPaused(request.auth.user, request.body.shopId, true)),
  );
  app.post(ShopApi.resume.path, { schema: schemaOf(ShopApi.resume, tags) }, async (request) =>
    ok(await shops.setPaused(request.auth.user, request.body.shopId, false)),
  );
  app.post(ShopApi.remove.path, { schema: schemaOf(ShopApi.remove, tags) }, async (request) =>
    ok(await shops.remove(request.auth.user, request.body.shopId)),
  );
};

const callbackQuery = z.object({
  code: rawText(2048).optional(),
  state: rawText(256).optional(),
  error: rawText(256).optional(),
});

/** Login with Amazon's redirect: a browser navigation, so no access token; the one-time `state` vouches for it. */
export const shopCallbackRoutes: FastifyPluginAsyncZod<{ shops: ShopService }> = async (app, { shops }) => {
  app.get(
    CALLBACK_PATH,
    { schema: { tags: ['shop'], querystring: callbackQuery, hide: true } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const back = (params: Record<string, string>) =>
        reply.redirect(`${SCREEN_PATH}?${new URLSearchParams(params)}`, 302);
      if (error || !code || !state) return back({ authError: error ?? 'missing_code' });
      try {
        const { shops: count } = await shops.completeAuthorization(state, code);
        return back({ authorized: String(count) });
      } catch (failure) {
        if (failure instanceof AuthorizationFailed) return back({ authError: failure.reason });
        request.log.error({ err: failure }, 'Amazon authorization could not be completed');
        return back({ authError: 'amazon_unavailable' });
      }
    },
  );
};
