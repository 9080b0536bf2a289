import type { FastifyInstance } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { sendAdsError } from '../http.ts';
import type { Marketplace } from '../world/marketplaces.ts';
import type { SandboxWorld } from '../world/world.ts';

/** What Amazon says of each marketplace the sandbox has (SP-API's country code for the UK is GB). */
const MARKETPLACE_FACTS: Record<Marketplace['countryCode'], { name: string; countryCode: string; language: string; domain: string }> = {
  US: { name: 'Amazon.com', countryCode: 'US', language: 'en_US', domain: 'www.amazon.com' },
  UK: { name: 'Amazon.co.uk', countryCode: 'GB', language: 'en_GB', domain: 'www.amazon.co.uk' },
  DE: { name: 'Amazon.de', countryCode: 'DE', language: 'de_DE', domain: 'www.amazon.de' },
  JP: { name: 'Amazon.co.jp', countryCode: 'JP', language: 'ja_JP', domain: 'www.amazon.co.jp' },
};

/**
 * Selling Partner API for Sellers v1, getMarketplaceParticipations: the marketplaces the authorizing seller
 * sells in, the first call an application makes after a Seller Central authorization.
 */
export function sellersRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants }): void {
  app.get('/sellers/v1/marketplaceParticipations', async (request, reply) => {
    const sellerId = deps.grants.sellingPartnerOf(request.headers['x-amz-access-token']);
    if (!sellerId) return sendAdsError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
    const account = deps.world.account(sellerId);
    return {
      payload: (account?.shops ?? []).map(({ marketplace }) => {
        const facts = MARKETPLACE_FACTS[marketplace.countryCode];
        return {
          marketplace: {
            id: marketplace.marketplaceStringId,
            name: facts.name,
            countryCode: facts.countryCode,
            defaultCurrencyCode: marketplace.currencyCode,
            defaultLanguageCode: facts.language,
            domainName: facts.domain,
          },
          participation: { isParticipating: true, hasSuspendedListings: false },
          storeName: account!.name,
        };
      }),
    };
  });
}
