import type { AmazonEndpoints } from './endpoints.ts';
import { errorFrom, fetchWithRetry, type RetryPolicy } from './http.ts';
import type { LwaClient } from './lwa.ts';
import type { SellingPartnerScope } from './sp-reports.ts';

/** A marketplace a Seller Central authorization covers. */
export interface MarketplaceParticipation {
  marketplaceId: string;
  countryCode: string;
  name: string;
}

interface ParticipationsAnswer {
  payload?: {
    marketplace: { id: string; countryCode: string; name: string };
    participation: { isParticipating: boolean };
  }[];
}

/**
 * SP-API Sellers v1 getMarketplaceParticipations: the first call an application makes after a seller
 * authorizes it, telling which marketplaces the grant covers (those the seller participates in).
 */
export function createSellersClient(endpoints: AmazonEndpoints, lwa: LwaClient, retry?: RetryPolicy) {
  return {
    async marketplaceParticipations(scope: SellingPartnerScope): Promise<MarketplaceParticipation[]> {
      const url = `${endpoints.sellingPartner[scope.region]}/sellers/v1/marketplaceParticipations`;
      const token = await lwa.sellingPartnerAccessToken(scope.grantId, scope.refreshToken);
      const init = { method: 'GET', headers: { 'x-amz-access-token': token } };
      const response = await fetchWithRetry(url, init, retry);
      if (!response.ok) throw await errorFrom(response, url, init);
      const { payload = [] } = (await response.json()) as ParticipationsAnswer;
      return payload
        .filter((one) => one.participation.isParticipating)
        .map(({ marketplace }) => ({
          marketplaceId: marketplace.id,
          countryCode: marketplace.countryCode,
          name: marketplace.name,
        }));
    },
  };
}

export type SellersClient = ReturnType<typeof createSellersClient>;
