import type { ProfileScope } from './ads-client.ts';
import type { AmazonEndpoints } from './endpoints.ts';
import { errorFrom, fetchWithRetry, type RetryPolicy } from './http.ts';
import type { LwaClient } from './lwa.ts';

interface CatalogItem {
  asin: string;
  summaries?: { marketplaceId: string; itemName?: string }[];
  images?: { marketplaceId: string; images: { link: string; variant: string; width: number }[] }[];
}

const IDENTIFIERS_PER_SEARCH = 20;

/** Where Termwise serves the sandbox's product images on its own origin (see shop/sandbox-images.ts). */
export const SANDBOX_IMAGE_PATH = '/v1/shop/sandbox-images/';

/**
 * SP-API Catalog Items: product titles and main images, which the Ads API does not carry. Live, it needs
 * an SP-API (Seller Central) authorization that Termwise does not ask for yet, so only the sandbox answers;
 * live products keep empty titles until then.
 */
export function createCatalogClient(endpoints: AmazonEndpoints, lwa: LwaClient, retry?: RetryPolicy) {
  return {
    /**
     * Titles and main images of products, by searchCatalogItems: 20 ASINs a call, as its usage plan (2
     * calls a second) allows, instead of one getCatalogItem call per product. ASINs the catalog does not
     * know are absent from the answer.
     */
    async items(
      scope: ProfileScope,
      asins: string[],
      marketplaceId: string,
    ): Promise<Map<string, { title: string; imageUrl: string }>> {
      const described = new Map<string, { title: string; imageUrl: string }>();
      if (endpoints.mode === 'live') return described;
      for (let start = 0; start < asins.length; start += IDENTIFIERS_PER_SEARCH) {
        const accessToken = await lwa.accessToken(scope);
        const query = new URLSearchParams({
          identifiers: asins.slice(start, start + IDENTIFIERS_PER_SEARCH).join(','),
          identifiersType: 'ASIN',
          marketplaceIds: marketplaceId,
          includedData: 'summaries,images',
        });
        const url = `${endpoints.sellingPartner[scope.region]}/catalog/2022-04-01/items?${query}`;
        const init = { method: 'GET', headers: { 'x-amz-access-token': accessToken } };
        const response = await fetchWithRetry(url, init, retry);
        if (!response.ok) throw await errorFrom(response, url, init);
        const { items } = (await response.json()) as { items: CatalogItem[] };
        for (const item of items) described.set(item.asin, describe(item, marketplaceId));
      }
      return described;
    },
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;

/** The sandbox's image link as a path on Termwise's origin: the sandbox's own port may change. */
function sandboxImageUrl(link: string): string {
  const file = /\/images\/([^/?#]+)$/.exec(new URL(link).pathname)?.[1];
  return file ? `${SANDBOX_IMAGE_PATH}${file}` : link;
}

function describe(item: CatalogItem, marketplaceId: string) {
  const title = item.summaries?.find((summary) => summary.marketplaceId === marketplaceId)?.itemName ?? '';
  const images = item.images?.find((set) => set.marketplaceId === marketplaceId)?.images ?? [];
  const main = images.filter((image) => image.variant === 'MAIN').sort((a, b) => b.width - a.width)[0];
  return { title, imageUrl: main ? sandboxImageUrl(main.link) : '' };
}
