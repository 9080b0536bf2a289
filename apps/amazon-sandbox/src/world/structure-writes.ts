import { addProductAdTraffic } from './api-traffic.ts';
import { dayNumber } from './calendar.ts';
import type { AdGroup, BiddingStrategy, Campaign, ManualExpressionType, ProductAd, Target, TargetingExpression } from './entities.ts';
import type { Shop } from './shop.ts';
import {
  ASIN,
  checkAdGroup,
  checkCampaign,
  checkDuplicate,
  checkManualAdGroup,
  type ItemError,
  malformed,
  setServing,
  startServing,
  type WriteResult,
} from './writes.ts';

/**
 * Creating the structure a seller builds by hand: campaigns, ad groups, product ads and product targets, with
 * the checks Amazon makes. A product ad puts its product in front of the shoppers its ad group's exact keywords
 * and ASIN targets buy (api-traffic.ts).
 */

type CreatedState = 'ENABLED' | 'PAUSED';

export interface CampaignInput {
  name: string;
  targetingType: 'AUTO' | 'MANUAL';
  state: CreatedState;
  budget: { budgetType: 'DAILY'; budget: number };
  startDate?: string;
  dynamicBidding?: { strategy?: BiddingStrategy };
}

/** Campaign names are unique in a shop (archived ones included, as on Amazon). */
export function createCampaign(shop: Shop, input: CampaignInput, at: Date): WriteResult<Campaign> {
  const name = input.name.trim();
  const today = shop.today(at);
  const startDate = input.startDate ?? today;
  const error =
    (name === '' ? malformed('name', 'BLANK', 'name must not be empty') : undefined) ??
    (dayNumber(startDate) < dayNumber(today) ? startInPast(startDate) : undefined) ??
    duplicateName(shop.campaigns.all().some(({ entity }) => entity.name === name), name);
  if (error) return { error };
  const campaign: Campaign = {
    campaignId: shop.newIds.numericId(),
    name,
    state: input.state,
    targetingType: input.targetingType,
    startDate,
    budget: { budget: input.budget.budget, budgetType: 'DAILY' },
    dynamicBidding: { strategy: input.dynamicBidding?.strategy ?? 'LEGACY_FOR_SALES', placementBidding: [] },
  };
  shop.campaigns.add(campaign, at);
  if (campaign.state === 'PAUSED') setServing(shop, campaign.campaignId, false, shop.dayOf(at));
  return { entity: campaign };
}

export interface AdGroupInput {
  campaignId: string;
  name: string;
  state: CreatedState;
  defaultBid: number;
}

/** Ad group names are unique within their campaign. */
export function createAdGroup(shop: Shop, input: AdGroupInput, at: Date): WriteResult<AdGroup> {
  const name = input.name.trim();
  const error =
    checkCampaign(shop, input.campaignId) ??
    (name === '' ? malformed('name', 'BLANK', 'name must not be empty') : undefined) ??
    duplicateName(shop.adGroups.all().some(({ entity }) => entity.campaignId === input.campaignId && entity.name === name), name);
  if (error) return { error };
  const adGroup: AdGroup = { adGroupId: shop.newIds.numericId(), campaignId: input.campaignId, name, state: input.state, defaultBid: input.defaultBid };
  shop.adGroups.add(adGroup, at);
  if (adGroup.state === 'PAUSED') setServing(shop, adGroup.adGroupId, false, shop.dayOf(at));
  return { entity: adGroup };
}

export interface ProductAdInput {
  campaignId: string;
  adGroupId: string;
  sku?: string;
  asin?: string;
  state: CreatedState;
}

/**
 * Sellers advertise their own products, named by SKU (or ASIN); anything else is not theirs to advertise. An ad
 * created PAUSED carries no traffic, and pausing an ad later does not stop its keywords' traffic.
 */
export function createProductAd(shop: Shop, input: ProductAdInput, at: Date): WriteResult<ProductAd> {
  const product = shop.products.find((candidate) =>
    input.sku !== undefined ? candidate.sku === input.sku : candidate.asin === input.asin?.toUpperCase(),
  );
  const error =
    checkAdGroup(shop, input.campaignId, input.adGroupId) ??
    (product ? undefined : notOwnProduct(input)) ??
    checkDuplicate(
      shop.productAds,
      (e) => e.adGroupId === input.adGroupId && e.asin === product?.asin,
      product?.sku ?? '',
      input.sku !== undefined ? 'sku' : 'asin',
    );
  if (error || !product) return { error: error ?? notOwnProduct(input) };
  const productAd: ProductAd = {
    adId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    adGroupId: input.adGroupId,
    state: input.state,
    asin: product.asin,
    sku: product.sku,
  };
  shop.productAds.add(productAd, at);
  if (productAd.state === 'ENABLED') addProductAdTraffic(shop, productAd, shop.dayOf(at));
  return { entity: productAd };
}

export interface TargetInput {
  campaignId: string;
  adGroupId: string;
  expression: TargetingExpression[];
  expressionType: 'MANUAL';
  state: CreatedState;
  bid?: number;
}

const MANUAL_TYPES: ManualExpressionType[] = ['ASIN_SAME_AS', 'ASIN_EXPANDED_FROM', 'ASIN_CATEGORY_SAME_AS'];

/** Positive product targets in manual campaigns; an ASIN_SAME_AS target buys that product page's shoppers. */
export function createTarget(shop: Shop, input: TargetInput, at: Date): WriteResult<Target> {
  const expression = normalisedExpression(input.expression);
  const error =
    checkAdGroup(shop, input.campaignId, input.adGroupId) ??
    checkManualAdGroup(shop, input.campaignId, input.adGroupId, 'target') ??
    (Array.isArray(expression) ? undefined : expression) ??
    checkDuplicate(
      shop.targets,
      (e) => e.adGroupId === input.adGroupId && JSON.stringify(e.expression) === JSON.stringify(expression),
      input.expression[0]?.value ?? '',
      'expression[0].value',
    );
  if (error || !Array.isArray(expression)) return { error: error ?? invalidExpression() };
  const target: Target = {
    targetId: shop.newIds.numericId(),
    campaignId: input.campaignId,
    adGroupId: input.adGroupId,
    state: input.state,
    expression,
    resolvedExpression: expression,
    expressionType: 'MANUAL',
    bid: input.bid ?? shop.adGroups.get(input.adGroupId)?.entity.defaultBid ?? 0,
  };
  shop.targets.add(target, at);
  startServing(shop, { kind: 'target', target }, at);
  return { entity: target };
}

/** One manual predicate the sandbox serves, its ASIN upper-cased as Amazon stores it. */
function normalisedExpression(expression: TargetingExpression[]): TargetingExpression[] | ItemError {
  const [only] = expression;
  if (expression.length !== 1 || !only || !MANUAL_TYPES.includes(only.type as ManualExpressionType) || !only.value) {
    return invalidExpression();
  }
  if (only.type === 'ASIN_CATEGORY_SAME_AS') return [{ type: only.type, value: only.value }];
  const asin = only.value.toUpperCase();
  if (!ASIN.test(asin)) return malformed('expression[0].value', 'PATTERN_NOT_MATCHED', `Not a valid ASIN: ${only.value}`, only.value);
  return [{ type: only.type, value: asin }];
}

function invalidExpression(): ItemError {
  return {
    errorType: 'targetingClauseSetupError',
    reason: 'TARGETING_EXPRESSION_INVALID_VALUE',
    message: 'The sandbox creates targets of one ASIN_SAME_AS, ASIN_EXPANDED_FROM or ASIN_CATEGORY_SAME_AS predicate with a value',
    field: 'expression',
  };
}

function duplicateName(taken: boolean, name: string): ItemError | undefined {
  return taken ? { errorType: 'duplicateValueError', reason: 'DUPLICATE_VALUE', message: `Duplicate name: ${name}`, field: 'name', trigger: name } : undefined;
}

function startInPast(startDate: string): ItemError {
  return { errorType: 'dateError', reason: 'START_DATE_EARLIER_THAN_TODAY', message: `startDate ${startDate} is before today`, field: 'startDate', trigger: startDate };
}

function notOwnProduct(input: ProductAdInput): ItemError {
  const bySku = input.sku !== undefined;
  return {
    errorType: 'productIdentifierError',
    reason: bySku ? 'INVALID_SKU' : 'INVALID_ASIN',
    message: bySku ? `SKU ${input.sku} is not one of this seller's products` : `ASIN ${input.asin ?? ''} is not one of this seller's products`,
    field: bySku ? 'sku' : 'asin',
    ...(bySku ? { trigger: input.sku } : input.asin ? { trigger: input.asin } : {}),
  };
}
