import type { FastifyInstance } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { publicUrlOf } from '../http.ts';
import type { SandboxWorld } from '../world/world.ts';

/** SP-API errors come as `{errors: [{code, message}]}`. */
/** The Catalog Items model's includedData values; the sandbox fills summaries and images, the rest stays absent. */
const INCLUDED_DATA = new Set([
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  'vendorDetails',
]);

const spError = (code: string, message: string) => ({ errors: [{ code, message, details: '' }] });

/**
 * SP-API Catalog Items 2022-04-01, `GET /catalog/2022-04-01/items/{asin}`: the title and main image of a
 * product in the marketplaces asked for. SP-API takes the LWA access token in `x-amz-access-token`; the
 * sandbox accepts the one its consent issued, and only for the authorizing seller's own products.
 */
export function catalogRoutes(
  app: FastifyInstance,
  deps: { world: SandboxWorld; grants: LwaGrants; publicUrl: string | undefined },
): void {
  app.get('/catalog/2022-04-01/items/:asin', async (request, reply) => {
    const token = request.headers['x-amz-access-token'];
    const check = typeof token === 'string' ? deps.grants.checkAccessToken(token) : undefined;
    if (!check || 'problem' in check) {
      return reply.code(403).send(spError('Unauthorized', 'Access to requested resource is denied.'));
    }
    const { asin } = request.params as { asin: string };
    const query = request.query as { marketplaceIds?: string; includedData?: string };
    const marketplaceIds = (query.marketplaceIds ?? '').split(',').filter(Boolean);
    if (marketplaceIds.length === 0)
      return reply.code(400).send(spError('InvalidInput', 'marketplaceIds is required'));
    const included = new Set((query.includedData ?? 'summaries').split(','));
    const unknown = [...included].filter((data) => !INCLUDED_DATA.has(data));
    if (unknown.length)
      return reply
        .code(400)
        .send(
          spError('InvalidInput', `includedData has values the model does not list: ${unknown.join(', ')}`),
        );

    const shops = deps.world
      .account(check.grant.sellerId)
      ?.shops.filter((shop) => marketplaceIds.includes(shop.marketplace.marketplaceStringId))
      .map((shop) => ({ shop, product: shop.products.find((candidate) => candidate.asin === asin) }))
      .filter((found) => found.product !== undefined);
    if (!shops?.length)
      return reply.code(404).send(spError('NotFound', `Requested item '${asin}' not found`));

    const origin = publicUrlOf(request, deps.publicUrl);
    return {
      asin,
      ...(included.has('summaries')
        ? {
            summaries: shops.map(({ shop, product }) => ({
              marketplaceId: shop.marketplace.marketplaceStringId,
              itemName: product!.title,
            })),
          }
        : {}),
      ...(included.has('images')
        ? {
            images: shops.map(({ shop, product }) => ({
              marketplaceId: shop.marketplace.marketplaceStringId,
              images: [{ variant: 'MAIN', link: `${origin}${product!.imagePath}`, height: 500, width: 500 }],
            })),
          }
        : {}),
    };
  });
}
