import type { FastifyInstance } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import type { Region } from '../world/marketplaces.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';
import { authorizeAds } from './ads-auth.ts';

/**
 * GET /v2/profiles: the shops of the seller who authorized the token. Amazon serves each region from its own
 * host; the sandbox serves all regions on one origin, and `?region=NA|EU|FE` narrows to one as a host would.
 */
export function profileRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants }): void {
  app.get('/v2/profiles', async (request, reply) => {
    const caller = authorizeAds(request, reply, deps.grants);
    if (!caller) return reply;
    const region = (request.query as { region?: string }).region?.toUpperCase() as Region | undefined;
    const account = deps.world.account(caller.sellerId);
    const shops = (account?.shops ?? []).filter((shop) => !region || shop.marketplace.region === region);
    return shops.map((shop) => profileOf(shop, account?.name ?? ''));
  });

  app.get('/v2/profiles/:profileId', async (request, reply) => {
    const caller = authorizeAds(request, reply, deps.grants);
    if (!caller) return reply;
    const { profileId } = request.params as { profileId: string };
    const shop = deps.world.shop(profileId);
    if (!shop || shop.sellerId !== caller.sellerId) {
      return reply.code(404).send({ code: 'NOT_FOUND', details: `Profile ${profileId} not found` });
    }
    return profileOf(shop, deps.world.account(shop.sellerId)?.name ?? '');
  });
}

function profileOf(shop: Shop, accountName: string) {
  return {
    profileId: shop.profileId,
    countryCode: shop.marketplace.countryCode,
    currencyCode: shop.marketplace.currencyCode,
    dailyBudget: 999_999_999,
    timezone: shop.marketplace.timezone,
    accountInfo: {
      marketplaceStringId: shop.marketplace.marketplaceStringId,
      id: shop.sellerId,
      type: 'seller',
      name: accountName,
      validPaymentMethod: true,
    },
  };
}
