import type { ProfileScope } from './ads-client.ts';
import type { AmazonEndpoints } from './endpoints.ts';
import { errorFrom, fetchWithRetry, type RetryPolicy } from './http.ts';
import type { LwaClient } from './lwa.ts';
import type { SellingPartnerScope } from './sp-reports.ts';

interface CatalogItem {
  asin: string;
  summaries?: { marketplaceId: string; itemName?: string }[];
  images?: { marketplaceId: string; images: { link: string; variant: string; width: number }[] }[];
}

const IDENTIFIERS_PER_SEARCH = 20;

/** Where Termwise serves the sandbox's product images on its own origin (see shop/sandbox-images.ts). */
export const SANDBOX_IMAGE_PATH = '/v1/shop/sandbox-images/';

/**
 * SP-API Catalog Items: the shops' product titles and main images, which the Ads API does not carry. SP-API
 * takes the token of the account's Seller Central authorization; live Amazon refuses the Ads one, so a live
 * account without that authorization keeps empty titles (the sandbox answers either token).
 */
export function createCatalogClient(
  endpoints: AmazonEndpoints,
  lwa: LwaClient,
  options: {
    retry?: RetryPolicy;
    /** The refresh token of the grant's Seller Central authorization, when it has one. */
    sellerCentralToken(grantId: string): Promise<string | undefined>;
  },
) {
  return {
    /** Titles and main images of the shop's products; ASINs the catalog does not know are absent. */
    async items(
      scope: ProfileScope,
      asins: string[],
      marketplaceId: string,
    ): Promise<Map<string, { title: string; imageUrl: string }>> {
      const sellerCentral = await options.sellerCentralToken(scope.grantId);
      if (!sellerCentral && endpoints.mode === 'live') return new Map();
      const token = sellerCentral
        ? () => lwa.sellingPartnerAccessToken(scope.grantId, sellerCentral)
        : () => lwa.accessToken(scope);
      const found = await searchCatalog(
        endpoints.sellingPartner[scope.region],
        token,
        asins,
        marketplaceId,
        options.retry,
      );
      return new Map(found.map((item) => [item.asin, describe(item, marketplaceId, endpoints.mode)]));
    },
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;

/**
 * Catalog Items with a Seller Central authorization, live and sandbox: the main images of any products in
 * a marketplace (Brand Analytics' clicked ASINs are mostly other sellers'). ASINs the catalog does not
 * know, or that have no image, are absent from the answer.
 */
export function createSellingPartnerCatalog(endpoints: AmazonEndpoints, lwa: LwaClient, retry?: RetryPolicy) {
  return {
    async mainImages(
      scope: SellingPartnerScope,
      asins: string[],
      marketplaceId: string,
    ): Promise<Map<string, string>> {
      const token = () => lwa.sellingPartnerAccessToken(scope.grantId, scope.refreshToken);
      const found = await searchCatalog(
        endpoints.sellingPartner[scope.region],
        token,
        asins,
        marketplaceId,
        retry,
      );
      const images = new Map<string, string>();
      for (const item of found) {
        const { imageUrl } = describe(item, marketplaceId, endpoints.mode);
        if (imageUrl) images.set(item.asin, imageUrl);
      }
      return images;
    },
  };
}

export type SellingPartnerCatalog = ReturnType<typeof createSellingPartnerCatalog>;

/** searchCatalogItems, 20 ASINs a call as its usage plan (2 calls a second) allows, instead of one call each. */
async function searchCatalog(
  baseUrl: string,
  accessToken: () => Promise<string>,
  asins: string[],
  marketplaceId: string,
  retry?: RetryPolicy,
): Promise<CatalogItem[]> {
  const found: CatalogItem[] = [];
  for (let start = 0; start < asins.length; start += IDENTIFIERS_PER_SEARCH) {
    const query = new URLSearchParams({
      identifiers: asins.slice(start, start + IDENTIFIERS_PER_SEARCH).join(','),
      identifiersType: 'ASIN',
      marketplaceIds: marketplaceId,
      includedData: 'summaries,images',
    });
    const url = `${baseUrl}/catalog/2022-04-01/items?${query}`;
    const init = { method: 'GET', headers: { 'x-amz-access-token': await accessToken() } };
    const response = await fetchWithRetry(url, init, retry);
    if (!response.ok) throw await errorFrom(response, url, init);
    found.push(...((await response.json()) as { items: CatalogItem[] }).items);
  }
  return found;
}

/** The sandbox's image link as a path on Termwise's origin: the sandbox's own port may change. */
function sandboxImageUrl(link: string): string {
  const file = /\/images\/([^/?#]+)$/.exec(new URL(link).pathname)?.[1];
  return file ? `${SANDBOX_IMAGE_PATH}${file}` : link;
}

/** The largest MAIN image of the product in the marketplace. */
function mainImageLink(item: CatalogItem, marketplaceId: string): string | undefined {
  const images = item.images?.find((set) => set.marketplaceId === marketplaceId)?.images ?? [];
  return images.filter((image) => image.variant === 'MAIN').sort((a, b) => b.width - a.width)[0]?.link;
}

function describe(item: CatalogItem, marketplaceId: string, mode: AmazonEndpoints['mode']) {
  const title = item.summaries?.find((summary) => summary.marketplaceId === marketplaceId)?.itemName ?? '';
  const link = mainImageLink(item, marketplaceId) ?? '';
  return { title, imageUrl: link && mode === 'sandbox' ? sandboxImageUrl(link) : link };
}
