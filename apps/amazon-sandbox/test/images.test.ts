import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers.ts';

describe('product images', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('serves an SVG for every product, from the sandbox itself', async () => {
    const products = sandbox.world.shops().flatMap((shop) => shop.products);
    expect(products.filter((p) => sandbox.world.accounts[0]?.shops.some((s) => s.products.includes(p)))).toHaveLength(30);
    const product = products[0];
    expect(product?.asin).toMatch(/^B0[A-Z0-9]{8}$/);
    const response = await fetch(`${sandbox.baseUrl}${product?.imagePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain(product?.asin);
    expect((await fetch(`${sandbox.baseUrl}/images/B000000000.svg`)).status).toBe(404);
  });
});
