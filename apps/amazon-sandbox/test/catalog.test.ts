import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbaMarketplace } from '../src/world/aba.ts';
import { type Sandbox, startAuthorizedSandbox } from './helpers.ts';

describe('SP-API catalog items', () => {
  let sandbox: Sandbox;
  let accessToken: string;
  beforeAll(async () => {
    ({ sandbox, accessToken } = await startAuthorizedSandbox());
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

  it("knows other sellers' products among the Brand Analytics clicked ASINs, with their pictures", async () => {
    const marketplaceId = sandbox.world.accounts[0]!.shops[0]!.marketplace.marketplaceStringId;
    const shops = sandbox.world
      .shops()
      .filter((shop) => shop.marketplace.marketplaceStringId === marketplaceId);
    const terms = new AbaMarketplace(sandbox.world.seed, marketplaceId, 1000, shops);
    const { clickedAsin } = JSON.parse(terms.rows(999, 999)[0]!) as { clickedAsin: string };
    const response = await item(clickedAsin, marketplaceId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      summaries: { itemName: string }[];
      images: { images: { link: string }[] }[];
    };
    expect(body.summaries[0]!.itemName).toMatch(/^[A-Z]\w+ [A-Z]/);
    const picture = await fetch(body.images[0]!.images[0]!.link);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain(clickedAsin);
    expect((await item('B0NOTKNOWN', marketplaceId)).status).toBe(404);
  });

  it('searches up to 20 ASINs of one marketplace at once, leaving out what the seller does not sell', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const other = sandbox.world.accounts[1]!.shops[0]!;
    const marketplaceId = shop.marketplace.marketplaceStringId;
    const search = (identifiers: string[], extra = '') =>
      fetch(
        `${sandbox.baseUrl}/catalog/2022-04-01/items?identifiers=${identifiers.join(',')}&identifiersType=ASIN` +
          `&marketplaceIds=${marketplaceId}&includedData=summaries${extra}`,
        { headers: { 'x-amz-access-token': accessToken } },
      );
    const own = shop.products.map((product) => product.asin);
    const response = await search([...own, other.products[0]!.asin, 'B000000000']);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { numberOfResults: number; items: { asin: string }[] };
    expect(body.numberOfResults).toBe(own.length);
    expect(body.items).toEqual(
      shop.products.map((product) => ({
        asin: product.asin,
        summaries: [{ marketplaceId, itemName: product.title }],
      })),
    );
    const tooMany = Array.from({ length: 21 }, (_, index) => `B0000000${String(index).padStart(2, '0')}`);
    expect((await search(tooMany)).status).toBe(400);
    expect((await search(own, '&identifiersType=EAN')).status).toBe(400);
  });

  it('refuses a missing token and hides other sellers products', async () => {
    const other = sandbox.world.accounts[1]!.shops[0]!;
    expect((await item(other.products[0]!.asin, other.marketplace.marketplaceStringId)).status).toBe(404);
    expect(
      (await item(other.products[0]!.asin, other.marketplace.marketplaceStringId, 'Atza|nope')).status,
    ).toBe(403);
  });
});
