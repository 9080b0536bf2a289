import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { publicUrlOf } from '../http.ts';
import type { SpReportJobs } from '../reports/sp-reports.ts';
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

/** searchCatalogItems takes up to 20 identifiers in one call. */
const MAX_IDENTIFIERS = 20;

type Included = Set<string>;
interface Found {
  marketplaceId: string;
  product: { asin: string; title: string; imagePath: string };
}

/**
 * SP-API Catalog Items 2022-04-01: `GET /catalog/2022-04-01/items/{asin}` (one product) and
 * `GET /catalog/2022-04-01/items?identifiers=...` (searchCatalogItems by up to 20 ASINs in one marketplace):
 * title and main image. SP-API takes the LWA access token in `x-amz-access-token`; the sandbox accepts the
 * one its consent issued. Like Amazon's catalog it knows more than the seller's own products: the other
 * sellers' products among a marketplace's Brand Analytics clicked ASINs too. Keyword searches and other
 * identifier types are not served.
 */
export function catalogRoutes(
  app: FastifyInstance,
  deps: { world: SandboxWorld; grants: LwaGrants; spReports: SpReportJobs; publicUrl: string | undefined },
): void {
  const sellerOf = (request: FastifyRequest) => {
    const token = request.headers['x-amz-access-token'];
    const check = typeof token === 'string' ? deps.grants.checkAccessToken(token) : undefined;
    return !check || 'problem' in check ? undefined : check.grant.sellerId;
  };
  const ownProductsOf = (sellerId: string, marketplaceIds: string[], asin: string): Found[] =>
    (deps.world.account(sellerId)?.shops ?? [])
      .filter((shop) => marketplaceIds.includes(shop.marketplace.marketplaceStringId))
      .flatMap((shop) => {
        const product = shop.products.find((candidate) => candidate.asin === asin);
        return product ? [{ marketplaceId: shop.marketplace.marketplaceStringId, product }] : [];
      });
  const marketplacesWithShops = new Set(deps.world.shops().map((shop) => shop.marketplace.marketplaceStringId));
  const competitorsOf = (marketplaceIds: string[], asin: string): Found[] =>
    marketplaceIds
      .filter((marketplaceId) => marketplacesWithShops.has(marketplaceId))
      .flatMap((marketplaceId) => {
        const product = deps.spReports.competitorProduct(marketplaceId, asin);
        return product ? [{ marketplaceId, product: { ...product, imagePath: `/images/${asin}.svg` } }] : [];
      });
  const productsOf = (sellerId: string, marketplaceIds: string[], asin: string): Found[] => {
    const own = ownProductsOf(sellerId, marketplaceIds, asin);
    return own.length ? own : competitorsOf(marketplaceIds, asin);
  };
  const denied = (reply: FastifyReply) =>
    reply.code(403).send(spError('Unauthorized', 'Access to requested resource is denied.'));

  app.get('/catalog/2022-04-01/items/:asin', async (request, reply) => {
    const sellerId = sellerOf(request);
    if (!sellerId) return denied(reply);
    const { asin } = request.params as { asin: string };
    const query = request.query as { marketplaceIds?: string; includedData?: string };
    const marketplaceIds = listOf(query.marketplaceIds);
    if (marketplaceIds.length === 0)
      return reply.code(400).send(spError('InvalidInput', 'marketplaceIds is required'));
    const included = includedOf(query.includedData);
    if ('problem' in included) return reply.code(400).send(spError('InvalidInput', included.problem));
    const found = productsOf(sellerId, marketplaceIds, asin);
    if (!found.length) return reply.code(404).send(spError('NotFound', `Requested item '${asin}' not found`));
    return itemOf(asin, found, included.data, publicUrlOf(request, deps.publicUrl));
  });

  app.get('/catalog/2022-04-01/items', async (request, reply) => {
    const sellerId = sellerOf(request);
    if (!sellerId) return denied(reply);
    const query = request.query as Record<string, string | undefined>;
    const marketplaceIds = listOf(query.marketplaceIds);
    const identifiers = listOf(query.identifiers);
    const problem =
      marketplaceIds.length !== 1
        ? 'marketplaceIds takes exactly one marketplace'
        : query.keywords !== undefined
          ? 'the sandbox searches by identifiers only'
          : identifiers.length === 0 || identifiers.length > MAX_IDENTIFIERS
            ? `identifiers takes 1 to ${MAX_IDENTIFIERS} values`
            : query.identifiersType !== 'ASIN'
              ? 'the sandbox searches by identifiersType ASIN only'
              : undefined;
    if (problem) return reply.code(400).send(spError('InvalidInput', problem));
    const included = includedOf(query.includedData);
    if ('problem' in included) return reply.code(400).send(spError('InvalidInput', included.problem));
    const origin = publicUrlOf(request, deps.publicUrl);
    const items = [...new Set(identifiers)].flatMap((asin) => {
      const found = productsOf(sellerId, marketplaceIds, asin);
      return found.length ? [itemOf(asin, found, included.data, origin)] : [];
    });
    return { numberOfResults: items.length, items };
  });
}

function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').filter(Boolean);
}

function includedOf(value: string | undefined): { data: Included } | { problem: string } {
  const included = new Set((value ?? 'summaries').split(','));
  const unknown = [...included].filter((data) => !INCLUDED_DATA.has(data));
  return unknown.length
    ? { problem: `includedData has values the model does not list: ${unknown.join(', ')}` }
    : { data: included };
}

function itemOf(asin: string, found: Found[], included: Included, origin: string) {
  return {
    asin,
    ...(included.has('summaries')
      ? { summaries: found.map(({ marketplaceId, product }) => ({ marketplaceId, itemName: product.title })) }
      : {}),
    ...(included.has('images')
      ? {
          images: found.map(({ marketplaceId, product }) => ({
            marketplaceId,
            images: [{ variant: 'MAIN', link: `${origin}${product.imagePath}`, height: 500, width: 500 }],
          })),
        }
      : {}),
  };
}
