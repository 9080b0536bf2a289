import { rawText, ShopApi } from '@termwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { schemaOf } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import type { SellingPartnerAuthorization } from './selling-partner.ts';
import { AuthorizationFailed, type ShopService } from './service.ts';

export const CALLBACK_PATH = '/v1/shop/authorize/callback';
/** Where Seller Central returns after an SP-API authorization. */
export const SELLING_PARTNER_CALLBACK_PATH = '/v1/shop/sp-authorize/callback';
const SCREEN_PATH = '/system-settings/shop-authorize';

const tags = ['shop'];

/**
 * Where Amazon sends the browser back: the configured public URL, else the host this server was reached
 * on. Never the request's Origin header, which any client sets to whatever it likes.
 */
function callbackUrl(request: FastifyRequest, publicUrl: string | undefined, path = CALLBACK_PATH): string {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}${path}`;
}

export const shopRoutes: FastifyPluginAsyncZod<{
  shops: ShopService;
  sellingPartner: SellingPartnerAuthorization;
  publicUrl: string | undefined;
}> = async (app, { shops, sellingPartner, publicUrl }) => {
  app.post(ShopApi.list.path, { schema: schemaOf(ShopApi.list, tags) }, async (request) =>
    ok(await shops.list(request.auth.user)),
  );
  app.post(ShopApi.authorize.path, { schema: schemaOf(ShopApi.authorize, tags) }, async (request) =>
    ok(await shops.authorize(request.auth.user, callbackUrl(request, publicUrl), request.body.region)),
  );
  app.post(ShopApi.reauthorize.path, { schema: schemaOf(ShopApi.reauthorize, tags) }, async (request) =>
    ok(await shops.reauthorize(request.auth.user, request.body.grantId, callbackUrl(request, publicUrl))),
  );
  app.post(
    ShopApi.authorizeSellingPartner.path,
    { schema: schemaOf(ShopApi.authorizeSellingPartner, tags) },
    async (request) =>
      ok(
        await sellingPartner.start(
          request.auth.user,
          request.body.grantId,
          callbackUrl(request, publicUrl, SELLING_PARTNER_CALLBACK_PATH),
        ),
      ),
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

const sellingPartnerQuery = z.object({
  state: rawText(256).optional(),
  selling_partner_id: rawText(64).optional(),
  spapi_oauth_code: rawText(2048).optional(),
});

/**
 * Amazon's redirects after a consent: browser navigations, so no access token; the one-time `state` vouches
 * for them. Both go back to the shop screen with the outcome.
 */
export const shopCallbackRoutes: FastifyPluginAsyncZod<{
  shops: ShopService;
  sellingPartner: SellingPartnerAuthorization;
}> = async (app, { shops, sellingPartner }) => {
  const back = (reply: FastifyReply, params: Record<string, string>) =>
    reply.redirect(`${SCREEN_PATH}?${new URLSearchParams(params)}`, 302);
  const failed = (request: FastifyRequest, reply: FastifyReply, failure: unknown) => {
    if (failure instanceof AuthorizationFailed) return back(reply, { authError: failure.reason });
    request.log.error({ err: failure }, 'Amazon authorization could not be completed');
    return back(reply, { authError: 'amazon_unavailable' });
  };

  app.get(
    CALLBACK_PATH,
    { schema: { tags: ['shop'], querystring: callbackQuery, hide: true } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      if (error || !code || !state) return back(reply, { authError: error ?? 'missing_code' });
      try {
        const { shops: count } = await shops.completeAuthorization(state, code);
        return back(reply, { authorized: String(count) });
      } catch (failure) {
        return failed(request, reply, failure);
      }
    },
  );

  app.get(
    SELLING_PARTNER_CALLBACK_PATH,
    { schema: { tags: ['shop'], querystring: sellingPartnerQuery, hide: true } },
    async (request, reply) => {
      const { state, selling_partner_id: sellingPartnerId, spapi_oauth_code: code } = request.query;
      if (!state || !sellingPartnerId || !code) return back(reply, { authError: 'missing_code' });
      try {
        await sellingPartner.complete(state, sellingPartnerId, code);
        return back(reply, { sellingPartnerAuthorized: '1' });
      } catch (failure) {
        return failed(request, reply, failure);
      }
    },
  );
};
