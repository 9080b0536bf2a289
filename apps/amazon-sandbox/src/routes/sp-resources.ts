import { z } from 'zod';
import type { EntityReader, EntityState } from '../world/entities.ts';
import type { Shop } from '../world/shop.ts';
import {
  type EntityType,
  createCampaignNegativeKeyword,
  createCampaignNegativeTarget,
  createKeyword,
  createNegativeKeyword,
  createNegativeTarget,
  type WriteResult,
} from '../world/writes.ts';

/**
 * The Sponsored Products v3 resources the sandbox serves, with the names Amazon uses for each: URL segment,
 * body key, media type, id field and filter, and what a 207 success item calls the id and the entity.
 */

export type Entity = { state: EntityState } & object;

export interface SpResource {
  /** URL segment. */
  path: string;
  /** Key of the entity array in request and response bodies. */
  key: string;
  mediaType: string;
  idField: string;
  /** Amazon's SponsoredProductsEntityType, named in entityNotFoundError and entityStateError items. */
  entityType: EntityType;
  /** List and delete filter naming this resource's ids. */
  idFilter: string;
  /** Names of the id and the entity in a 207 success item. */
  successId: string;
  successEntity: string;
  store: (shop: Shop) => EntityReader<Entity>;
  create?: { schema: z.ZodType; write: (shop: Shop, item: never, at: Date) => WriteResult<Entity> };
  update?: z.ZodType;
  canDelete?: boolean;
}

export const MAX_ITEMS_PER_REQUEST = 1000;

/** v3 ids are strings; ids sent as numbers are taken too and turned into strings. */
export const id = z.union([z.string().min(1), z.number().int()]).transform(String);
const negativeMatchType = z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE', 'NEGATIVE_BROAD']);
const enabledOnCreate = z.literal('ENABLED');
const expression = z.array(z.object({ type: z.string(), value: z.string().optional() })).min(1);
const stateUpdate = z.enum(['ENABLED', 'PAUSED']);

export const RESOURCES: SpResource[] = [
  listOnly('campaigns', 'campaigns', 'spCampaign', 'campaignId', 'CAMPAIGN', 'campaignIdFilter', (shop) => shop.campaigns),
  listOnly('adGroups', 'adGroups', 'spAdGroup', 'adGroupId', 'AD_GROUP', 'adGroupIdFilter', (shop) => shop.adGroups),
  listOnly('targets', 'targetingClauses', 'spTargetingClause', 'targetId', 'TARGETING_CLAUSE', 'targetIdFilter', (shop) => shop.targets),
  listOnly('productAds', 'productAds', 'spProductAd', 'adId', 'PRODUCT_AD', 'adIdFilter', (shop) => shop.productAds),
  {
    path: 'keywords',
    entityType: 'KEYWORD',
    key: 'keywords',
    mediaType: 'application/vnd.spKeyword.v3+json',
    idField: 'keywordId',
    idFilter: 'keywordIdFilter',
    successId: 'keywordId',
    successEntity: 'keyword',
    store: (shop) => shop.keywords,
    create: {
      schema: z.object({
        campaignId: id,
        adGroupId: id,
        keywordText: z.string(),
        matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']),
        state: stateUpdate,
        bid: z.number().positive().optional(),
      }),
      write: createKeyword,
    },
    update: z.object({ keywordId: id, state: stateUpdate.optional(), bid: z.number().positive().optional() }),
  },
  {
    path: 'negativeKeywords',
    entityType: 'NEGATIVE_KEYWORD',
    key: 'negativeKeywords',
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    idField: 'keywordId',
    idFilter: 'negativeKeywordIdFilter',
    successId: 'negativeKeywordId',
    successEntity: 'negativeKeyword',
    store: (shop) => shop.negativeKeywords,
    create: {
      schema: z.object({ campaignId: id, adGroupId: id, keywordText: z.string(), matchType: negativeMatchType, state: enabledOnCreate }),
      write: createNegativeKeyword,
    },
    update: z.object({ keywordId: id, state: stateUpdate.optional() }),
    canDelete: true,
  },
  {
    path: 'campaignNegativeKeywords',
    entityType: 'CAMPAIGN_NEGATIVE_KEYWORD',
    key: 'campaignNegativeKeywords',
    mediaType: 'application/vnd.spCampaignNegativeKeyword.v3+json',
    idField: 'keywordId',
    idFilter: 'campaignNegativeKeywordIdFilter',
    successId: 'campaignNegativeKeywordId',
    successEntity: 'campaignNegativeKeyword',
    store: (shop) => shop.campaignNegativeKeywords,
    create: {
      schema: z.object({ campaignId: id, keywordText: z.string(), matchType: negativeMatchType, state: enabledOnCreate }),
      write: createCampaignNegativeKeyword,
    },
    update: z.object({ keywordId: id, state: stateUpdate.optional() }),
    canDelete: true,
  },
  {
    path: 'negativeTargets',
    entityType: 'NEGATIVE_TARGETING_CLAUSE',
    key: 'negativeTargetingClauses',
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
    idField: 'targetId',
    idFilter: 'negativeTargetIdFilter',
    successId: 'targetId',
    successEntity: 'negativeTargetingClause',
    store: (shop) => shop.negativeTargets,
    create: {
      schema: z.object({ campaignId: id, adGroupId: id, expression, state: enabledOnCreate }),
      write: createNegativeTarget,
    },
    update: z.object({ targetId: id, state: stateUpdate.optional() }),
    canDelete: true,
  },
  {
    path: 'campaignNegativeTargets',
    entityType: 'CAMPAIGN_NEGATIVE_TARGETING_CLAUSE',
    key: 'campaignNegativeTargetingClauses',
    mediaType: 'application/vnd.spCampaignNegativeTargetingClause.v3+json',
    idField: 'targetId',
    idFilter: 'campaignNegativeTargetIdFilter',
    successId: 'targetId',
    successEntity: 'campaignNegativeTargetingClause',
    store: (shop) => shop.campaignNegativeTargets,
    create: {
      schema: z.object({ campaignId: id, expression, state: enabledOnCreate }),
      write: createCampaignNegativeTarget,
    },
    update: z.object({ targetId: id, state: stateUpdate.optional() }),
    canDelete: true,
  },
];

function listOnly(
  path: string,
  key: string,
  vendorType: string,
  idField: string,
  entityType: EntityType,
  idFilter: string,
  store: (shop: Shop) => EntityReader<Entity>,
): SpResource {
  return {
    path,
    key,
    mediaType: `application/vnd.${vendorType}.v3+json`,
    idField,
    entityType,
    idFilter,
    successId: idField,
    successEntity: key,
    store,
  };
}
