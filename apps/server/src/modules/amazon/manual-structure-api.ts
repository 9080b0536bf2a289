import type {
  ExistingTargeting,
  ItemResult,
  ManualStructureApi,
  SuggestedBidQuery,
  TargetingDraft,
} from './ads-api.ts';
import type { AdsClient, ProfileScope } from './ads-client.ts';
import { SP, type SpResource } from './sp-resources.ts';

/** Amazon's theme-based bid recommendations (Sponsored Products, v4 of the media type). */
const BID_RECOMMENDATIONS = {
  path: '/sp/targets/bid/recommendations',
  mediaType: 'application/vnd.spthemebasedbidrecommendation.v4+json',
};
/** Amazon answers at most this many targeting expressions per bid recommendation call. */
const MAX_EXPRESSIONS = 100;

interface Listed {
  campaignId?: string | number;
  adGroupId?: string | number;
  keywordId?: string | number;
  targetId?: string | number;
  adId?: string | number;
  name?: string;
  sku?: string;
  keywordText?: string;
  matchType?: string;
  expression?: { type: string; value?: string }[];
  state: string;
}

interface BidRecommendations {
  bidRecommendations?: {
    bidRecommendationsForTargetingExpressions?: {
      targetingExpression: { type: string; value?: string };
      bidValues: { suggestedBid: number }[];
    }[];
  }[];
}

const notArchived = (entity: Listed) => entity.state.toUpperCase() !== 'ARCHIVED';

/** Amazon's targeting expression for a draft: an exact keyword, or a product target on an ASIN. */
function expressionOf(draft: TargetingDraft) {
  return draft.kind === 'keyword'
    ? { type: 'KEYWORD_EXACT_MATCH', value: draft.keywordText }
    : { type: 'PAT_ASIN', value: draft.asin.toUpperCase() };
}

/** The manual-structure part of the AdsApi port over the Ads API v3 (or the sandbox). */
export function createManualStructureApi(
  ads: AdsClient,
  scopeOf: (shopId: string) => Promise<ProfileScope>,
): ManualStructureApi {
  async function list(shopId: string, resource: SpResource, filters: Record<string, unknown>) {
    const scope = await scopeOf(shopId);
    const found: Listed[] = [];
    for await (const page of ads.listEntities<Listed>(scope, resource, filters)) found.push(...page);
    return found.filter(notArchived);
  }

  async function createOne(shopId: string, resource: SpResource, item: Record<string, unknown>) {
    const [result] = await ads.createEntities(await scopeOf(shopId), resource, [item]);
    return result!;
  }

  const exactName = (name: string) => ({ queryTermMatchType: 'EXACT_MATCH', include: [name] });

  return {
    async findCampaign(shopId, name) {
      const [found] = await list(shopId, SP.campaigns, { nameFilter: exactName(name) });
      return found && String(found.campaignId);
    },

    createCampaign: (shopId, draft) =>
      createOne(shopId, SP.campaigns, {
        name: draft.name,
        targetingType: 'MANUAL',
        state: 'ENABLED',
        budget: { budgetType: 'DAILY', budget: draft.dailyBudget },
        startDate: draft.startDate,
      }),

    async findAdGroup(shopId, campaignId, name) {
      const filters = { campaignIdFilter: { include: [campaignId] }, nameFilter: exactName(name) };
      const [found] = await list(shopId, SP.adGroups, filters);
      return found && String(found.adGroupId);
    },

    createAdGroup: (shopId, draft) => createOne(shopId, SP.adGroups, { ...draft, state: 'ENABLED' }),

    async findProductAd(shopId, adGroupId, sku) {
      const ads = await list(shopId, SP.productAds, { adGroupIdFilter: { include: [adGroupId] } });
      const found = ads.find((ad) => ad.sku === sku);
      return found && String(found.adId);
    },

    createProductAd: (shopId, draft) => createOne(shopId, SP.productAds, { ...draft, state: 'ENABLED' }),

    async listTargetings(shopId, adGroupId) {
      const filters = { adGroupIdFilter: { include: [adGroupId] } };
      const [keywords, targets] = await Promise.all([
        list(shopId, SP.keywords, filters),
        list(shopId, SP.targets, filters),
      ]);
      const asinTargets = targets.flatMap((entity): ExistingTargeting[] => {
        const asin = entity.expression?.find((part) => part.type === 'ASIN_SAME_AS')?.value;
        return asin
          ? [
              {
                amazonId: String(entity.targetId),
                kind: 'asinTarget',
                value: asin,
                matchType: 'ASIN_SAME_AS',
                state: entity.state,
              },
            ]
          : [];
      });
      return [
        ...keywords.map((entity): ExistingTargeting => ({
          amazonId: String(entity.keywordId),
          kind: 'keyword',
          value: entity.keywordText ?? '',
          matchType: entity.matchType ?? '',
          state: entity.state,
        })),
        ...asinTargets,
      ];
    },

    async createTargetings(shopId, drafts): Promise<ItemResult[]> {
      const scope = await scopeOf(shopId);
      const results: ItemResult[] = new Array(drafts.length);
      const byKind = (kind: TargetingDraft['kind']) =>
        drafts.flatMap((draft, index) => (draft.kind === kind ? [index] : []));
      const send = async (
        indexes: number[],
        resource: SpResource,
        toItem: (draft: TargetingDraft) => unknown,
      ) => {
        if (!indexes.length) return;
        const answers = await ads.createEntities(
          scope,
          resource,
          indexes.map((index) => toItem(drafts[index]!)),
        );
        indexes.forEach((index, position) => (results[index] = answers[position]!));
      };
      const base = (draft: TargetingDraft) => ({
        campaignId: draft.campaignId,
        adGroupId: draft.adGroupId,
        state: 'ENABLED',
        bid: draft.bid,
      });
      await send(byKind('keyword'), SP.keywords, (draft) => ({
        ...base(draft),
        keywordText: draft.kind === 'keyword' ? draft.keywordText : '',
        matchType: 'EXACT',
      }));
      await send(byKind('asinTarget'), SP.targets, (draft) => ({
        ...base(draft),
        expressionType: 'MANUAL',
        expression: [
          { type: 'ASIN_SAME_AS', value: draft.kind === 'asinTarget' ? draft.asin.toUpperCase() : '' },
        ],
      }));
      return results;
    },

    async suggestedBids(shopId, query: SuggestedBidQuery) {
      const scope = await scopeOf(shopId);
      const suggested = new Map<string, number>();
      for (let start = 0; start < query.expressions.length; start += MAX_EXPRESSIONS) {
        const targetingExpressions = query.expressions
          .slice(start, start + MAX_EXPRESSIONS)
          .map(expressionOf);
        const where =
          'asins' in query
            ? { recommendationType: 'BIDS_FOR_NEW_AD_GROUP', asins: query.asins }
            : {
                recommendationType: 'BIDS_FOR_EXISTING_AD_GROUP',
                campaignId: query.campaignId,
                adGroupId: query.adGroupId,
              };
        const response = await ads.onProfile(scope, BID_RECOMMENDATIONS.path, {
          method: 'POST',
          mediaType: BID_RECOMMENDATIONS.mediaType,
          body: { ...where, targetingExpressions },
        });
        const answer = (await response.json()) as BidRecommendations;
        for (const theme of answer.bidRecommendations ?? []) {
          for (const item of theme.bidRecommendationsForTargetingExpressions ?? []) {
            const median = item.bidValues[1]?.suggestedBid ?? item.bidValues[0]?.suggestedBid;
            const value = item.targetingExpression.value?.toLowerCase();
            if (value && median !== undefined && !suggested.has(value)) suggested.set(value, median);
          }
        }
      }
      return suggested;
    },
  };
}
