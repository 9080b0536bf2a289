import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, startSandbox } from './helpers.ts';

describe('SP-API catalog items', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let accessToken: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    ({ accessToken } = await authorize(sandbox.baseUrl));
  });
  afterAll(() => sandbox.close());

  const item = (asin: string, marketplaceIds: string, token = accessToken) =>
    fetch(
      `${sandbox.baseUrl}/catalog/2022-04-01/items/${asin}?marketplaceIds=${marketplaceIds}&includedData=summaries,images`,
      {
        headers: { 'x-amz-access-token': token },
      },
    );

  it('answers the title and main image of an authorizing seller product', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const product = shop.products[0]!;
    const marketplaceId = shop.marketplace.marketplaceStringId;
    const response = await item(product.asin, marketplaceId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { images: { images: { link: string }[] }[] };
    expect(body).toEqual({
      asin: product.asin,
      summaries: [{ marketplaceId, itemName: product.title }],
      images: [
        {
          marketplaceId,
          images: [
            { variant: 'MAIN', link: `${sandbox.baseUrl}${product.imagePath}`, height: 500, width: 500 },
          ],
        },
      ],
    });
    expect((await fetch(body.images[0]!.images[0]!.link)).status).toBe(200);
  });

  it('refuses a missing token and hides other sellers products', async () => {
    const other = sandbox.world.accounts[1]!.shops[0]!;
    expect((await item(other.products[0]!.asin, other.marketplace.marketplaceStringId)).status).toBe(404);
    expect(
      (await item(other.products[0]!.asin, other.marketplace.marketplaceStringId, 'Atza|nope')).status,
    ).toBe(403);
  });
});
