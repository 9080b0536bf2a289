import type {
  AdsApi,
  KeywordSettings,
  KeywordState,
  KeywordUpdate,
  ExistingNegative,
  ItemResult,
  NegativeKeywordDraft,
  NegativeKeywordMatchType,
  NegativeTargetDraft,
} from './ads-api.ts';
import type { AdsClient, ProfileScope } from './ads-client.ts';
import { createManualStructureApi } from './manual-structure-api.ts';
import { SP, type SpResource } from './sp-resources.ts';

/** Amazon takes at most this many items per v3 write. */
const MAX_ITEMS = 1000;

type Level = 'adGroup' | 'campaign';
const levelOf = (draft: { adGroupId: string | null }): Level =>
  draft.adGroupId === null ? 'campaign' : 'adGroup';

const KEYWORDS: Record<Level, SpResource> = {
  adGroup: SP.negativeKeywords,
  campaign: SP.campaignNegativeKeywords,
};
const TARGETS: Record<Level, SpResource> = {
  adGroup: SP.negativeTargets,
  campaign: SP.campaignNegativeTargets,
};

/** The AdsApi port over the Ads API v3 (or the sandbox), for a shop named by its Termwise id. */
export function createAmazonAdsApi(
  ads: AdsClient,
  scopeOf: (shopId: string) => Promise<ProfileScope>,
): AdsApi {
  /** Writes each level's items to its endpoint and answers the results in the drafts' order. */
  async function writeByLevel<D extends { adGroupId: string | null }>(
    shopId: string,
    drafts: D[],
    resources: Record<Level, SpResource>,
    toItem: (draft: D) => Record<string, unknown>,
  ): Promise<ItemResult[]> {
    const scope = await scopeOf(shopId);
    const results: ItemResult[] = new Array(drafts.length);
    for (const level of ['adGroup', 'campaign'] as const) {
      const indexes = drafts.flatMap((draft, index) => (levelOf(draft) === level ? [index] : []));
      for (const chunk of chunks(indexes)) {
        const answers = await ads.createEntities(
          scope,
          resources[level],
          chunk.map((index) => toItem(drafts[index]!)),
        );
        chunk.forEach((index, position) => (results[index] = answers[position]!));
      }
    }
    return results;
  }

  async function archive(shopId: string, resource: SpResource, amazonIds: string[]): Promise<ItemResult[]> {
    const scope = await scopeOf(shopId);
    const results: ItemResult[] = [];
    for (const chunk of chunks(amazonIds))
      results.push(...(await ads.archiveEntities(scope, resource, chunk)));
    return results;
  }

  async function updateKeywords(shopId: string, updates: KeywordUpdate[]): Promise<ItemResult[]> {
    const scope = await scopeOf(shopId);
    const results: ItemResult[] = [];
    for (const chunk of chunks(updates))
      results.push(...(await ads.updateEntities(scope, SP.keywords, chunk)));
    return results;
  }

  async function keywordSettings(shopId: string, keywordIds: string[]) {
    const scope = await scopeOf(shopId);
    const settings = new Map<string, KeywordSettings>();
    for (const chunk of chunks(keywordIds)) {
      const filters = { keywordIdFilter: { include: chunk } };
      for await (const page of ads.listEntities<{ keywordId: string; state: string; bid?: number }>(
        scope,
        SP.keywords,
        filters,
      ))
        for (const entity of page)
          settings.set(String(entity.keywordId), {
            state: entity.state.toUpperCase() as KeywordState,
            bid: entity.bid ?? null,
          });
    }
    return settings;
  }

  return {
    ...createManualStructureApi(ads, scopeOf),

    createNegativeKeywords: (shopId, drafts: NegativeKeywordDraft[]) =>
      writeByLevel(shopId, drafts, KEYWORDS, (draft) => ({
        campaignId: draft.campaignId,
        ...(draft.adGroupId === null ? {} : { adGroupId: draft.adGroupId }),
        keywordText: draft.keywordText,
        matchType: draft.matchType,
        state: 'ENABLED',
      })),

    createNegativeTargets: (shopId, drafts: NegativeTargetDraft[]) =>
      writeByLevel(shopId, drafts, TARGETS, (draft) => ({
        campaignId: draft.campaignId,
        ...(draft.adGroupId === null ? {} : { adGroupId: draft.adGroupId }),
        expression: [{ type: 'ASIN_SAME_AS', value: draft.asin }],
        state: 'ENABLED',
      })),

    archiveNegativeKeywords: (shopId, level, amazonIds) => archive(shopId, KEYWORDS[level], amazonIds),
    archiveNegativeTargets: (shopId, level, amazonIds) => archive(shopId, TARGETS[level], amazonIds),

    updateKeywordStates: (shopId, updates) => updateKeywords(shopId, updates),
    updateKeywords,

    async keywordStates(shopId, keywordIds) {
      const settings = await keywordSettings(shopId, keywordIds);
      return new Map([...settings].map(([keywordId, { state }]) => [keywordId, state]));
    },
    keywordSettings,

    async listNegatives(shopId, where) {
      const scope = await scopeOf(shopId);
      const level = levelOf(where);
      const filters = {
        campaignIdFilter: { include: [where.campaignId] },
        ...(where.adGroupId === null ? {} : { adGroupIdFilter: { include: [where.adGroupId] } }),
        stateFilter: { include: ['ENABLED'] },
      };
      const found: ExistingNegative[] = [];
      for await (const page of ads.listEntities<NegativeEntity>(scope, KEYWORDS[level], filters)) {
        found.push(
          ...page.map((entity) =>
            existing(entity, entity.keywordText ?? '', entity.matchType as NegativeKeywordMatchType),
          ),
        );
      }
      for await (const page of ads.listEntities<NegativeEntity>(scope, TARGETS[level], filters)) {
        found.push(
          ...page.map((entity) => existing(entity, entity.expression?.[0]?.value ?? '', 'ASIN_SAME_AS')),
        );
      }
      // Campaign-level lists hold no ad group; ad-group lists may hold only the asked one.
      return found.filter((negative) => negative.adGroupId === where.adGroupId);
    },
  };
}

interface NegativeEntity {
  keywordId?: string;
  targetId?: string;
  campaignId: string;
  adGroupId?: string;
  keywordText?: string;
  matchType?: string;
  expression?: { type: string; value?: string }[];
  state: string;
}

function existing(
  entity: NegativeEntity,
  value: string,
  matchType: ExistingNegative['matchType'],
): ExistingNegative {
  return {
    amazonId: String(entity.keywordId ?? entity.targetId),
    campaignId: String(entity.campaignId),
    adGroupId: entity.adGroupId === undefined ? null : String(entity.adGroupId),
    value,
    matchType,
    state: entity.state,
  };
}

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += MAX_ITEMS)
    result.push(items.slice(start, start + MAX_ITEMS));
  return result;
}
