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
import { createAdGroup, createCampaign, createProductAd, createTarget } from '../world/structure-writes.ts';

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
  {
    path: 'campaigns',
    entityType: 'CAMPAIGN',
    key: 'campaigns',
    mediaType: 'application/vnd.spCampaign.v3+json',
    idField: 'campaignId',
    idFilter: 'campaignIdFilter',
    successId: 'campaignId',
    successEntity: 'campaign',
    store: (shop) => shop.campaigns,
    create: {
      schema: z.object({
        name: z.string(),
        targetingType: z.enum(['AUTO', 'MANUAL']),
        state: stateUpdate,
        budget: z.object({ budgetType: z.literal('DAILY'), budget: z.number().positive() }),
        startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
        dynamicBidding: z.object({ strategy: z.enum(['LEGACY_FOR_SALES', 'AUTO_FOR_SALES', 'MANUAL']).optional() }).optional(),
      }),
      write: createCampaign,
    },
    update: z.object({ campaignId: id, state: stateUpdate.optional() }),
  },
  {
    path: 'adGroups',
    entityType: 'AD_GROUP',
    key: 'adGroups',
    mediaType: 'application/vnd.spAdGroup.v3+json',
    idField: 'adGroupId',
    idFilter: 'adGroupIdFilter',
    successId: 'adGroupId',
    successEntity: 'adGroup',
    store: (shop) => shop.adGroups,
    create: {
      schema: z.object({ campaignId: id, name: z.string(), state: stateUpdate, defaultBid: z.number().positive() }),
      write: createAdGroup,
    },
    update: z.object({ adGroupId: id, state: stateUpdate.optional() }),
  },
  {
    path: 'targets',
    entityType: 'TARGETING_CLAUSE',
    key: 'targetingClauses',
    mediaType: 'application/vnd.spTargetingClause.v3+json',
    idField: 'targetId',
    idFilter: 'targetIdFilter',
    successId: 'targetId',
    successEntity: 'targetingClause',
    store: (shop) => shop.targets,
    create: {
      schema: z.object({
        campaignId: id,
        adGroupId: id,
        expression,
        expressionType: z.literal('MANUAL'),
        state: stateUpdate,
        bid: z.number().positive().optional(),
      }),
      write: createTarget,
    },
    update: z.object({ targetId: id, state: stateUpdate.optional(), bid: z.number().positive().optional() }),
    canDelete: true,
  },
  {
    path: 'productAds',
    entityType: 'PRODUCT_AD',
    key: 'productAds',
    mediaType: 'application/vnd.spProductAd.v3+json',
    idField: 'adId',
    idFilter: 'adIdFilter',
    successId: 'adId',
    successEntity: 'productAd',
    store: (shop) => shop.productAds,
    create: {
      schema: z
        .object({ campaignId: id, adGroupId: id, sku: z.string().optional(), asin: z.string().optional(), state: stateUpdate })
        .refine((ad) => ad.sku !== undefined || ad.asin !== undefined, { message: 'sku or asin is required', path: ['sku'] }),
      write: createProductAd,
    },
    update: z.object({ adId: id, state: stateUpdate.optional() }),
  },
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
    canDelete: true,
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
