import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { hasMediaType, RECOMMENDATION_MEDIA_TYPES, sendAdsError } from '../http.ts';
import { suggestedBids } from '../world/bid-suggestions.ts';
import { keywordSuggestions } from '../world/keyword-suggestions.ts';
import type { Product } from '../world/products.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';
import { authorizeShop } from './ads-auth.ts';
import { id } from './sp-resources.ts';

/**
 * Sponsored Products recommendations: theme-based bids for targeting expressions of an existing ad group or of
 * ASINs about to be advertised (`POST /sp/targets/bid/recommendations`, v4), and keywords for an ad group or ASINs
 * (`POST /sp/targets/keywords/recommendations`, v4). Values come from the world (bid-suggestions.ts), so the same
 * question always gets the same answer.
 */

const BID_PATH = '/sp/targets/bid/recommendations';
const NO_SUCH_AD_GROUP = 'adGroupId is not an ad group of campaignId in this profile';
const KEYWORD_PATH = '/sp/targets/keywords/recommendations';

/** TargetingExpressionV4's types; values are keyword text, an ASIN, or a category id. */
const targetingExpression = z.object({
  type: z.enum([
    'CLOSE_MATCH', 'LOOSE_MATCH', 'SUBSTITUTES', 'COMPLEMENTS', 'KEYWORD_BROAD_MATCH', 'KEYWORD_EXACT_MATCH',
    'KEYWORD_PHRASE_MATCH', 'KEYWORD_GROUP', 'PAT_ASIN', 'PAT_CATEGORY', 'PAT_CATEGORY_REFINEMENT',
  ]),
  value: z.string().optional(),
});
const targetingExpressions = z.array(targetingExpression).min(1).max(100);
const asins = z.array(z.string()).min(1).max(50);

const bidRequest = z.discriminatedUnion('recommendationType', [
  z.object({ recommendationType: z.literal('BIDS_FOR_EXISTING_AD_GROUP'), campaignId: id, adGroupId: id, targetingExpressions }),
  z.object({
    recommendationType: z.literal('BIDS_FOR_NEW_AD_GROUP'),
    asins,
    targetingExpressions,
    bidding: z.object({ strategy: z.enum(['AUTO_FOR_SALES', 'LEGACY_FOR_SALES', 'MANUAL', 'RULE_BASED']) }),
  }),
]);

const keywordOptions = {
  maxRecommendations: z.number().int().min(0).max(200).optional(),
  sortDimension: z.enum(['CLICKS', 'CONVERSIONS', 'DEFAULT']).optional(),
};
const keywordRequest = z.discriminatedUnion('recommendationType', [
  z.object({ recommendationType: z.literal('KEYWORDS_FOR_ADGROUP'), campaignId: id, adGroupId: id, ...keywordOptions }),
  z.object({ recommendationType: z.literal('KEYWORDS_FOR_ASINS'), asins, ...keywordOptions }),
]);

type Deps = { world: SandboxWorld; grants: LwaGrants };

export function spRecommendationRoutes(app: FastifyInstance, deps: Deps): void {
  app.post(BID_PATH, async (request, reply) => {
    const entered = enter(request, reply, deps, BID_PATH, bidRequest);
    if (!entered) return reply;
    const { shop, body } = entered;
    const products = productsFor(shop, body);
    if (!products) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', NO_SUCH_AD_GROUP);
    const recommendations = body.targetingExpressions.map((expression) => {
      const { low, median, high } = suggestedBids(shop, products, expression.type, expression.value);
      return { targetingExpression: expression, bidValues: [{ suggestedBid: low }, { suggestedBid: median }, { suggestedBid: high }] };
    });
    return reply.send({ bidRecommendations: [{ theme: 'CONVERSION_OPPORTUNITIES', bidRecommendationsForTargetingExpressions: recommendations }] });
  });

  app.post(KEYWORD_PATH, async (request, reply) => {
    const entered = enter(request, reply, deps, KEYWORD_PATH, keywordRequest);
    if (!entered) return reply;
    const { shop, body } = entered;
    const products = productsFor(shop, body);
    if (!products) return sendAdsError(reply, 400, 'INVALID_ARGUMENT', NO_SUCH_AD_GROUP);
    const suggestions = keywordSuggestions(shop, products, body.maxRecommendations ?? 200, body.sortDimension ?? 'DEFAULT');
    const keywordTargetList = suggestions.map(({ keyword, bids }, index) => ({
      keyword,
      recId: `${shop.profileId}-${index + 1}`,
      userSelectedKeyword: false,
      bidInfo: bids.map(({ matchType, rank, bids: { low, median, high } }) => ({
        matchType,
        rank,
        bid: median,
        // The model names the median `suggested`; Amazon's answers (and clients written against them) say `rangeMedian`.
        suggestedBid: { rangeStart: low, rangeMedian: median, suggested: median, rangeEnd: high, bidRecId: `${shop.profileId}-${index + 1}-${matchType}` },
      })),
    }));
    return reply.send({ keywordTargetList });
  });
}

/** Access, the operation's media type (415 otherwise), then the body (400 otherwise). */
function enter<T>(request: FastifyRequest, reply: FastifyReply, deps: Deps, path: string, schema: z.ZodType<T>) {
  const shop = authorizeShop(request, reply, deps);
  if (!shop) return undefined;
  const mediaType = RECOMMENDATION_MEDIA_TYPES[path] as string;
  if (!hasMediaType(request, mediaType)) {
    sendAdsError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${mediaType}`);
    return undefined;
  }
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) {
    sendAdsError(reply, 400, 'INVALID_ARGUMENT', z.prettifyError(parsed.error));
    return undefined;
  }
  reply.type(mediaType);
  return { shop, body: parsed.data };
}

/**
 * The products the question is about: those an existing ad group advertises (undefined when the ad group is not
 * this shop's), or the shop's own among the ASINs (others get suggestions keyed by the expression alone).
 */
function productsFor(shop: Shop, body: { campaignId: string; adGroupId: string } | { asins: string[] }): Product[] | undefined {
  if ('asins' in body) {
    const wanted = new Set(body.asins.map((asin) => asin.toUpperCase()));
    return shop.products.filter((product) => wanted.has(product.asin));
  }
  const { campaignId, adGroupId } = body;
  const adGroup = shop.adGroups.get(adGroupId)?.entity;
  if (adGroup?.campaignId !== campaignId) return undefined;
  const asinsAdvertised = new Set(
    shop.productAds
      .all()
      .filter(({ entity }) => entity.adGroupId === adGroupId)
      .map(({ entity }) => entity.asin),
  );
  return shop.products.filter((product) => asinsAdvertised.has(product.asin));
}
