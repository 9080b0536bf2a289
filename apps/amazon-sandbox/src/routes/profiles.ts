import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';
import { authorizeAds } from './ads-auth.ts';

/**
 * The Profiles model's list filters. Every sandbox profile is a seller's, with a valid payment method and no
 * sub type, so the filters keep all or nothing; a value outside the model's enum answers 400 as Amazon does.
 */
const ProfileFilters = z.object({
  profileTypeFilter: z.enum(['agency', 'seller', 'vendor']).optional(),
  validPaymentMethodFilter: z.enum(['false', 'true']).optional(),
  excludeSubTypeFilter: z.enum(['AMAZON_ATTRIBUTION', 'KDP_AUTHOR']).optional(),
  region: z.enum(['NA', 'EU', 'FE', 'na', 'eu', 'fe']).optional(),
});

/**
 * GET /v2/profiles: the shops of the seller who authorized the token. Amazon serves each region from its own
 * host; the sandbox serves all regions on one origin, and `?region=NA|EU|FE` narrows to one as a host would.
 */
export function profileRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants }): void {
  app.get('/v2/profiles', async (request, reply) => {
    const caller = authorizeAds(request, reply, deps.grants);
    if (!caller) return reply;
    const filters = ProfileFilters.safeParse(request.query);
    if (!filters.success)
      return reply.code(400).send({ code: 'BAD_REQUEST', details: z.prettifyError(filters.error) });
    const { profileTypeFilter, validPaymentMethodFilter, region } = filters.data;
    const account = deps.world.account(caller.sellerId);
    const shops = (account?.shops ?? []).filter(
      (shop) => !region || shop.marketplace.region === region.toUpperCase(),
    );
    const kept =
      (profileTypeFilter ?? 'seller') === 'seller' && (validPaymentMethodFilter ?? 'true') === 'true';
    return kept ? shops.map((shop) => profileOf(shop, account?.name ?? '')) : [];
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
