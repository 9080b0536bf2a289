import {
  type CampaignNegativeKeyword,
  type CampaignNegativeTarget,
  type EntityReader,
  type EntityState,
  type EntityStore,
  type Keyword,
  type KeywordMatchType,
  type NegativeKeyword,
  type NegativeMatchType,
  type NegativeTarget,
  normaliseKeywordText,
  type StoredEntity,
  type TargetingExpression,
} from './entities.ts';
import { asinNegation, keywordNegation, type Negation, setNegationEnabled } from './negations.ts';
import { addClauseTraffic } from './api-traffic.ts';
import { clauseIdOf, type TrafficPath } from './campaigns.ts';
import type { Shop } from './shop.ts';
import { bidRange } from './marketplaces.ts';

/**
 * Changes made through the Ads API. Each write checks what Amazon checks and either returns the entity or
 * an item error: the routes turn those into a 207 multi-status answer, one item at a time.
 */

/**
 * One error of a 207 item, in the shape of Amazon's SP v3 error models: `errorType` names the model
 * (entityNotFoundError, parentEntityError, entityStateError, malformedValueError, missingValueError,
 * duplicateValueError, valueLimitError, targetingClauseSetupError) and `reason` is one of its enum values.
 */
export interface ItemError {
  errorType:
    | 'entityNotFoundError'
    | 'parentEntityError'
    | 'entityStateError'
    | 'malformedValueError'
    | 'missingValueError'
    | 'duplicateValueError'
    | 'valueLimitError'
    | 'targetingClauseSetupError'
    | 'productIdentifierError'
    | 'dateError'
    | 'biddingError';
  reason: string;
  message: string;
  /** The request field at fault and the value that triggered the error (Amazon's `cause`). */
  field?: string;
  trigger?: string;
  /** entityNotFoundError and entityStateError name the entity. */
  entityType?: EntityType;
  entityId?: string;
  /** biddingError: the marketplace's bid range. */
  lowerLimit?: string;
  upperLimit?: string;
}

/** Amazon's SponsoredProductsEntityType values. */
export type EntityType =
  | 'CAMPAIGN'
  | 'AD_GROUP'
  | 'KEYWORD'
  | 'NEGATIVE_KEYWORD'
  | 'CAMPAIGN_NEGATIVE_KEYWORD'
  | 'TARGETING_CLAUSE'
  | 'NEGATIVE_TARGETING_CLAUSE'
  | 'CAMPAIGN_NEGATIVE_TARGETING_CLAUSE'
  | 'PRODUCT_AD';

export type WriteResult<T> = { entity: T } | { error: ItemError };

export const ASIN = /^B0[A-Z0-9]{8}$/;
/** Amazon's limits: negative exact up to 10 words, negative phrase up to 4, any keyword up to 80 characters. */
const MAX_WORDS: Record<NegativeMatchType | KeywordMatchType, number> = {
  NEGATIVE_EXACT: 10,
  NEGATIVE_PHRASE: 4,
  NEGATIVE_BROAD: 4,
  EXACT: 10,
  PHRASE: 10,
  BROAD: 10,
};

export interface NegativeKeywordInput {
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: NegativeMatchType;
}

/** `keywordId`: the id a world-building step chose (API writes draw theirs from `shop.newIds`). */
export function createNegativeKeyword(
  shop: Shop,
  input: NegativeKeywordInput,
  at: Date,
  keywordId?: string,
): WriteResult<NegativeKeyword> {
  const parentError = checkAdGroup(shop, input.campaignId, input.adGroupId);
  const keywordText = normaliseKeywordText(input.keywordText);
  const error =
    parentError ??
    checkKeywordText(keywordText, input.matchType) ??
    checkDuplicate(
      shop.negativeKeywords,
      (e) => e.adGroupId === input.adGroupId && e.keywordText === keywordText && e.matchType === input.matchType,
      keywordText,
    );
  if (error) return { error };
  const entity: NegativeKeyword = {
    keywordId: keywordId ?? shop.newIds.numericId(),
    campaignId: input.campaignId,
    adGroupId: input.adGroupId,
    state: 'ENABLED',
    keywordText,
    matchType: input.matchType,
  };
  shop.negativeKeywords.add(entity, at);
  addNegation(shop, entity.keywordId, keywordNegation('adGroup', input.adGroupId, keywordText, input.matchType, shop.dayOf(at)));
  return { entity };
}

export function createCampaignNegativeKeyword(
  shop: Shop,
  input: Omit<NegativeKeywordInput, 'adGroupId'>,
  at: Date,
): WriteResult<CampaignNegativeKeyword> {
  const keywordText = normaliseKeywordText(input.keywordText);
  const error =
    checkCampaign(shop, input.campaignId) ??
    checkKeywordText(keywordText, input.matchType) ??
    checkDuplicate(
      shop.campaignNegativeKeywords,
      (e) => e.campaignId === input.campaignId && e.keywordText === keywordText && e.matchType === input.matchType,
      keywordText,
    );
  if (error) return { error };
  const entity: CampaignNegativeKeyword = {
    keywordId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    state: 'ENABLED',
    keywordText,
    matchType: input.matchType,
  };
  shop.campaignNegativeKeywords.add(entity, at);
  addNegation(shop, entity.keywordId, keywordNegation('campaign', input.campaignId, keywordText, input.matchType, shop.dayOf(at)));
  return { entity };
}

export interface NegativeTargetInput {
  campaignId: string;
  adGroupId: string;
  expression: TargetingExpression[];
}

export function createNegativeTarget(shop: Shop, input: NegativeTargetInput, at: Date): WriteResult<NegativeTarget> {
  const asin = negativeAsin(input.expression);
  if (typeof asin !== 'string') return { error: asin };
  const error =
    checkAdGroup(shop, input.campaignId, input.adGroupId) ??
    checkDuplicate(shop.negativeTargets, (e) => e.adGroupId === input.adGroupId && e.expression[0]?.value === asin, asin, 'expression[0].value');
  if (error) return { error };
  const expression = [{ type: 'ASIN_SAME_AS' as const, value: asin }];
  const entity: NegativeTarget = {
    targetId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    adGroupId: input.adGroupId,
    state: 'ENABLED',
    expression,
    resolvedExpression: expression,
  };
  shop.negativeTargets.add(entity, at);
  addNegation(shop, entity.targetId, asinNegation('adGroup', input.adGroupId, asin, shop.dayOf(at)));
  return { entity };
}

/** Amazon limits campaign-level negative ASINs to some campaign types; the sandbox allows them everywhere. */
export function createCampaignNegativeTarget(
  shop: Shop,
  input: Omit<NegativeTargetInput, 'adGroupId'>,
  at: Date,
): WriteResult<CampaignNegativeTarget> {
  const asin = negativeAsin(input.expression);
  if (typeof asin !== 'string') return { error: asin };
  const error =
    checkCampaign(shop, input.campaignId) ??
    checkDuplicate(shop.campaignNegativeTargets, (e) => e.campaignId === input.campaignId && e.expression[0]?.value === asin, asin, 'expression[0].value');
  if (error) return { error };
  const expression = [{ type: 'ASIN_SAME_AS' as const, value: asin }];
  const entity: CampaignNegativeTarget = {
    targetId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    state: 'ENABLED',
    expression,
    resolvedExpression: expression,
  };
  shop.campaignNegativeTargets.add(entity, at);
  addNegation(shop, entity.targetId, asinNegation('campaign', input.campaignId, asin, shop.dayOf(at)));
  return { entity };
}

export interface KeywordInput {
  campaignId: string;
  adGroupId: string;
  keywordText: string;
  matchType: KeywordMatchType;
  state: 'ENABLED' | 'PAUSED';
  bid?: number;
}

/**
 * A new exact keyword buys its search term for the ad group's products from the day it is created
 * (api-traffic.ts); keywords of other match types are stored and listed without traffic of their own.
 */
export function createKeyword(shop: Shop, input: KeywordInput, at: Date): WriteResult<Keyword> {
  const keywordText = normaliseKeywordText(input.keywordText);
  const error =
    checkAdGroup(shop, input.campaignId, input.adGroupId) ??
    checkManualAdGroup(shop, input.campaignId, input.adGroupId, 'keyword') ??
    checkKeywordText(keywordText, input.matchType) ??
    checkDuplicate(
      shop.keywords,
      (e) => e.adGroupId === input.adGroupId && e.keywordText === keywordText && e.matchType === input.matchType,
      keywordText,
    );
  if (error) return { error };
  const adGroup = shop.adGroups.get(input.adGroupId)?.entity;
  const entity: Keyword = {
    keywordId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    adGroupId: input.adGroupId,
    state: input.state,
    keywordText,
    matchType: input.matchType,
    bid: input.bid ?? adGroup?.defaultBid ?? 0,
  };
  shop.keywords.add(entity, at);
  startServing(shop, { kind: 'keyword', keyword: entity }, at);
  return { entity };
}

/** A new keyword or target: paused from the start when created PAUSED, and shoppers find it from its day. */
export function startServing(shop: Shop, clause: TrafficPath['clause'], at: Date): void {
  const entity = clause.kind === 'keyword' ? clause.keyword : clause.target;
  if (entity.state === 'PAUSED') setServing(shop, clauseIdOf(clause), false, shop.dayOf(at));
  addClauseTraffic(shop, clause, shop.dayOf(at));
}

/**
 * Keywords and product targets go only into ad groups of manual campaigns, and an ad group holds one kind of
 * them: Amazon refuses keywords beside product targets and the other way round.
 */
export function checkManualAdGroup(shop: Shop, campaignId: string, adGroupId: string, kind: 'keyword' | 'target'): ItemError | undefined {
  if (shop.campaigns.get(campaignId)?.entity.targetingType === 'AUTO') {
    return {
      errorType: 'targetingClauseSetupError',
      reason: 'TARGETING_TYPE_NOT_ALLOWED_FOR_AUTO_TARGETING_CAMPAIGN',
      message: `${kind === 'keyword' ? 'Keywords' : 'Targets'} cannot be added to an auto-targeting campaign`,
      field: 'campaignId',
      trigger: campaignId,
    };
  }
  const others: EntityReader<{ adGroupId: string; state: EntityState }> = kind === 'keyword' ? shop.targets : shop.keywords;
  const conflict = others.all().some(({ entity }) => entity.adGroupId === adGroupId && entity.state !== 'ARCHIVED');
  if (!conflict) return undefined;
  return {
    errorType: 'targetingClauseSetupError',
    reason: 'TYPE_CONFLICT_IN_AD_GROUP',
    message: 'An ad group holds either keywords or product targets, not both',
    field: 'adGroupId',
    trigger: adGroupId,
  };
}

export interface StateUpdate {
  state?: 'ENABLED' | 'PAUSED';
  bid?: number;
}

/** PUT: change state (and bid for keywords). Archived entities cannot be changed, as on Amazon. */
export function updateEntity<T extends { state: EntityState; bid?: number }>(
  shop: Shop,
  store: EntityReader<T>,
  id: string,
  { idField, entityType }: { idField: string; entityType: EntityType },
  update: StateUpdate,
  at: Date,
): WriteResult<T> {
  const stored = store.get(id);
  if (!stored) return { error: notFound(entityType, idField, id) };
  if (stored.entity.state === 'ARCHIVED') return { error: archivedEntity(entityType, idField, id) };
  if (update.bid !== undefined) {
    if (!('bid' in stored.entity)) return { error: malformed('bid', 'PATTERN_NOT_MATCHED', 'bid cannot be set on this entity') };
    const error = checkBid(shop, update.bid);
    if (error) return { error };
    stored.entity.bid = update.bid;
  }
  if (update.state) {
    stored.entity.state = update.state;
    const negation = shop.negationOf.get(id);
    if (negation) setNegationEnabled(negation, update.state === 'ENABLED', shop.dayOf(at));
    else setServing(shop, id, update.state === 'ENABLED', shop.dayOf(at));
  }
  stored.updatedAt = at;
  return { entity: stored.entity };
}

/** Amazon refuses a bid outside the marketplace's range, naming the range, and changes nothing. */
function checkBid(shop: Shop, bid: number): ItemError | undefined {
  const { min, max } = bidRange(shop.marketplace);
  if (bid >= min && bid <= max) return undefined;
  return {
    errorType: 'biddingError',
    reason: 'BID_OUT_OF_MARKET_PLACE_RANGE',
    message: `bid ${bid} is outside the marketplace's range ${min} to ${max}`,
    field: 'bid',
    trigger: String(bid),
    lowerLimit: String(min),
    upperLimit: String(max),
  };
}

/** Delete archives: the entity stays listable with state ARCHIVED, a negation stops from that day on. */
export function archiveEntity<T extends { state: EntityState }>(
  shop: Shop,
  store: EntityReader<T>,
  id: string,
  { idField, entityType }: { idField: string; entityType: EntityType },
  at: Date,
): WriteResult<T> {
  const stored: StoredEntity<T> | undefined = store.get(id);
  if (!stored) return { error: notFound(entityType, idField, id) };
  if (stored.entity.state === 'ARCHIVED') return { error: archivedEntity(entityType, idField, id) };
  stored.entity.state = 'ARCHIVED';
  stored.updatedAt = at;
  const negation = shop.negationOf.get(id);
  if (negation) setNegationEnabled(negation, false, shop.dayOf(at));
  else setServing(shop, id, false, shop.dayOf(at));
  return { entity: stored.entity };
}

/** A paused keyword, target, ad group or campaign gets no traffic from that day until it is enabled again. */
export function setServing(shop: Shop, id: string, serving: boolean, day: number): void {
  const pauses = shop.pauses.get(id) ?? [];
  const open = pauses.find((pause) => pause.to === Infinity);
  if (!serving && !open) pauses.push({ from: day, to: Infinity });
  if (serving && open) open.to = day;
  shop.pauses.set(id, pauses);
}

function addNegation(shop: Shop, entityId: string, negation: Negation): void {
  shop.negations.add(negation);
  shop.negationOf.set(entityId, negation);
}

export function checkCampaign(shop: Shop, campaignId: string): ItemError | undefined {
  const campaign = shop.campaigns.get(campaignId)?.entity;
  if (!campaign) return parentNotFound('campaignId', campaignId);
  if (campaign.state === 'ARCHIVED') return parentArchived('campaignId', campaignId);
  return undefined;
}

export function checkAdGroup(shop: Shop, campaignId: string, adGroupId: string): ItemError | undefined {
  const adGroup = shop.adGroups.get(adGroupId)?.entity;
  if (!adGroup || adGroup.campaignId !== campaignId) return parentNotFound('adGroupId', adGroupId);
  if (adGroup.state === 'ARCHIVED') return parentArchived('adGroupId', adGroupId);
  return checkCampaign(shop, campaignId);
}

function checkKeywordText(keywordText: string, matchType: NegativeMatchType | KeywordMatchType): ItemError | undefined {
  if (keywordText.length === 0) return malformed('keywordText', 'BLANK', 'keywordText must not be empty');
  if (keywordText.length > 80) return malformed('keywordText', 'TOO_LONG', 'keywordText is longer than 80 characters', keywordText);
  if (keywordText.split(' ').length > MAX_WORDS[matchType]) {
    return malformed('keywordText', 'TOO_LONG', `${matchType} allows at most ${MAX_WORDS[matchType]} words`, keywordText);
  }
  return undefined;
}

export function checkDuplicate<T extends { state: EntityState }>(
  store: EntityStore<T>,
  sameAs: (entity: T) => boolean,
  trigger: string,
  field = 'keywordText',
): ItemError | undefined {
  const duplicate = store.all().some(({ entity }) => entity.state !== 'ARCHIVED' && sameAs(entity));
  return duplicate
    ? { errorType: 'duplicateValueError', reason: 'DUPLICATE_VALUE', message: `Duplicate value: ${trigger}`, field, trigger }
    : undefined;
}

/** The ASIN of a negative product target, which takes exactly one ASIN_SAME_AS expression. */
function negativeAsin(expression: TargetingExpression[]): string | ItemError {
  const [only] = expression;
  if (expression.length !== 1 || only?.type !== 'ASIN_SAME_AS') {
    return malformed('expression', 'PATTERN_NOT_MATCHED', 'A negative target takes exactly one ASIN_SAME_AS expression');
  }
  const asin = (only.value ?? '').toUpperCase();
  return ASIN.test(asin) ? asin : malformed('expression[0].value', 'PATTERN_NOT_MATCHED', `Not a valid ASIN: ${only.value ?? ''}`, only.value);
}

function notFound(entityType: EntityType, field: string, id: string): ItemError {
  return { errorType: 'entityNotFoundError', reason: 'ENTITY_NOT_FOUND', message: `${field} ${id} not found`, field, trigger: id, entityType, entityId: id };
}

export function parentNotFound(field: string, id: string): ItemError {
  return { errorType: 'parentEntityError', reason: 'PARENT_ENTITY_NOT_FOUND', message: `${field} ${id} not found`, field, trigger: id };
}

function parentArchived(field: string, id: string): ItemError {
  return { errorType: 'parentEntityError', reason: 'PARENT_ENTITY_ARCHIVED', message: `${field} ${id} is archived`, field, trigger: id };
}

function archivedEntity(entityType: EntityType, field: string, id: string): ItemError {
  return {
    errorType: 'entityStateError',
    reason: 'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED',
    message: 'Archived entities cannot be modified',
    field,
    trigger: id,
    entityType,
    entityId: id,
  };
}

export function malformed(field: string, reason: 'BLANK' | 'TOO_LONG' | 'PATTERN_NOT_MATCHED', message: string, trigger?: string): ItemError {
  return { errorType: 'malformedValueError', reason, message, field, ...(trigger ? { trigger } : {}) };
}
