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
import type { Shop } from './shop.ts';

/**
 * Changes made through the Ads API. Each write checks what Amazon checks and either returns the entity or
 * an item error: the routes turn those into a 207 multi-status answer, one item at a time.
 */

export interface ItemError {
  errorType: 'entityNotFoundError' | 'duplicateValueError' | 'malformedValueError' | 'entityStateError' | 'rangeError';
  reason: string;
  message: string;
  /** The request field at fault and its value, reported by Amazon as the error's cause. */
  field?: string;
  trigger?: string;
}

export type WriteResult<T> = { entity: T } | { error: ItemError };

const ASIN = /^B0[A-Z0-9]{8}$/;
/** Amazon's limits: negative exact up to 10 words, negative phrase up to 4, any keyword up to 80 characters. */
const MAX_WORDS: Record<NegativeMatchType | KeywordMatchType, number> = {
  NEGATIVE_EXACT: 10,
  NEGATIVE_PHRASE: 4,
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

export function createNegativeKeyword(shop: Shop, input: NegativeKeywordInput, at: Date): WriteResult<NegativeKeyword> {
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
    keywordId: shop.newIds.numericId(),
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
    checkDuplicate(shop.negativeTargets, (e) => e.adGroupId === input.adGroupId && e.expression[0]?.value === asin, asin);
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
    checkDuplicate(shop.campaignNegativeTargets, (e) => e.campaignId === input.campaignId && e.expression[0]?.value === asin, asin);
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

/** New keywords are stored and listed; the simulation gives them no traffic of their own. */
export function createKeyword(shop: Shop, input: KeywordInput, at: Date): WriteResult<Keyword> {
  const keywordText = normaliseKeywordText(input.keywordText);
  const campaign = shop.campaigns.get(input.campaignId)?.entity;
  const error =
    checkAdGroup(shop, input.campaignId, input.adGroupId) ??
    (campaign?.targetingType === 'AUTO'
      ? invalidState('campaignId', input.campaignId, 'Keywords cannot be added to an auto-targeting campaign')
      : undefined) ??
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
  return { entity };
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
  idField: string,
  update: StateUpdate,
  at: Date,
): WriteResult<T> {
  const stored = store.get(id);
  if (!stored) return { error: notFound(idField, id) };
  if (stored.entity.state === 'ARCHIVED') return { error: invalidState(idField, id, 'Archived entities cannot be updated') };
  if (update.bid !== undefined) {
    if (!('bid' in stored.entity)) return { error: malformed('bid', 'bid cannot be set on this entity') };
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

/** Delete archives: the entity stays listable with state ARCHIVED, a negation stops from that day on. */
export function archiveEntity<T extends { state: EntityState }>(
  shop: Shop,
  store: EntityReader<T>,
  id: string,
  idField: string,
  at: Date,
): WriteResult<T> {
  const stored: StoredEntity<T> | undefined = store.get(id);
  if (!stored) return { error: notFound(idField, id) };
  if (stored.entity.state === 'ARCHIVED') return { error: invalidState(idField, id, 'Entity is already archived') };
  stored.entity.state = 'ARCHIVED';
  stored.updatedAt = at;
  const negation = shop.negationOf.get(id);
  if (negation) setNegationEnabled(negation, false, shop.dayOf(at));
  return { entity: stored.entity };
}

/** A paused keyword or target gets no traffic from the day it was paused until it is enabled again. */
function setServing(shop: Shop, id: string, serving: boolean, day: number): void {
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

function checkCampaign(shop: Shop, campaignId: string): ItemError | undefined {
  const campaign = shop.campaigns.get(campaignId)?.entity;
  if (!campaign) return notFound('campaignId', campaignId);
  if (campaign.state === 'ARCHIVED') return invalidState('campaignId', campaignId, 'Campaign is archived');
  return undefined;
}

function checkAdGroup(shop: Shop, campaignId: string, adGroupId: string): ItemError | undefined {
  const adGroup = shop.adGroups.get(adGroupId)?.entity;
  if (!adGroup || adGroup.campaignId !== campaignId) return notFound('adGroupId', adGroupId);
  if (adGroup.state === 'ARCHIVED') return invalidState('adGroupId', adGroupId, 'Ad group is archived');
  return checkCampaign(shop, campaignId);
}

function checkKeywordText(keywordText: string, matchType: NegativeMatchType | KeywordMatchType): ItemError | undefined {
  if (keywordText.length === 0) return malformed('keywordText', 'keywordText must not be empty');
  if (keywordText.length > 80) return range('keywordText', keywordText, 'keywordText is longer than 80 characters');
  if (keywordText.split(' ').length > MAX_WORDS[matchType]) {
    return range('keywordText', keywordText, `${matchType} allows at most ${MAX_WORDS[matchType]} words`);
  }
  return undefined;
}

function checkDuplicate<T extends { state: EntityState }>(
  store: EntityStore<T>,
  sameAs: (entity: T) => boolean,
  trigger: string,
): ItemError | undefined {
  const duplicate = store.all().some(({ entity }) => entity.state !== 'ARCHIVED' && sameAs(entity));
  return duplicate
    ? { errorType: 'duplicateValueError', reason: 'DUPLICATE_VALUE', message: `Duplicate value: ${trigger}`, trigger }
    : undefined;
}

/** The ASIN of a negative product target, which takes exactly one ASIN_SAME_AS expression. */
function negativeAsin(expression: TargetingExpression[]): string | ItemError {
  const [only] = expression;
  if (expression.length !== 1 || only?.type !== 'ASIN_SAME_AS') {
    return malformed('expression', 'A negative target takes exactly one ASIN_SAME_AS expression');
  }
  const asin = (only.value ?? '').toUpperCase();
  return ASIN.test(asin) ? asin : malformed('expression', `Not a valid ASIN: ${only.value ?? ''}`);
}

function notFound(field: string, id: string): ItemError {
  return { errorType: 'entityNotFoundError', reason: 'ENTITY_NOT_FOUND', message: `${field} ${id} not found`, field, trigger: id };
}

function invalidState(field: string, id: string, message: string): ItemError {
  return { errorType: 'entityStateError', reason: 'INVALID_STATE', message, field, trigger: id };
}

function malformed(field: string, message: string): ItemError {
  return { errorType: 'malformedValueError', reason: 'MALFORMED_VALUE', message, field };
}

function range(field: string, value: string, message: string): ItemError {
  return { errorType: 'rangeError', reason: 'TOO_LONG', message, field, trigger: value };
}
