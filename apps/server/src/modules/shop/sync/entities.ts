import type { Database } from '../../../db/client.ts';
import {
  adGroup,
  campaign,
  keyword,
  negativeKeyword,
  negativeTarget,
  product,
  productAd,
  target,
} from '../../../db/schema/amazon.ts';
import type { AdsClient, ProfileScope } from '../../amazon/ads-client.ts';
import type { CatalogClient } from '../../amazon/catalog.ts';
import { SP, type SpResource } from '../../amazon/sp-resources.ts';
import { displayOfTargetExpression } from '../../amazon/targeting.ts';
import { upsertRows } from './upsert.ts';

type Expression = { type: string; value?: string }[];
type Entity = Record<string, unknown> & { campaignId: string; state: string };

export interface EntitySyncDeps {
  db: Database;
  ads: AdsClient;
  catalog: CatalogClient;
}

export interface SyncedShop {
  id: string;
  marketplaceId: string;
  scope: ProfileScope;
}

/** Copies every Sponsored Products entity of the shop (all states) and its advertised products. */
export async function syncEntities(deps: EntitySyncDeps, shop: SyncedShop): Promise<Record<string, number>> {
  const { db } = deps;
  const list = (resource: SpResource) => listAll(deps.ads, shop.scope, resource);
  const shopId = shop.id;

  const campaigns = await list(SP.campaigns);
  await upsertRows(
    db,
    campaign,
    [campaign.shopId, campaign.campaignId],
    campaigns.map((e) => ({
      shopId,
      campaignId: String(e.campaignId),
      name: String(e.name),
      state: e.state,
      targetingType: String(e.targetingType),
      dailyBudget: (e.budget as { budget?: number } | undefined)?.budget ?? null,
      startDate: (e.startDate as string | undefined) ?? null,
    })),
  );

  const adGroups = await list(SP.adGroups);
  await upsertRows(
    db,
    adGroup,
    [adGroup.shopId, adGroup.adGroupId],
    adGroups.map((e) => ({
      shopId,
      adGroupId: String(e.adGroupId),
      campaignId: String(e.campaignId),
      name: String(e.name),
      state: e.state,
      defaultBid: (e.defaultBid as number | undefined) ?? null,
    })),
  );

  const keywords = await list(SP.keywords);
  await upsertRows(
    db,
    keyword,
    [keyword.shopId, keyword.keywordId],
    keywords.map((e) => ({
      shopId,
      keywordId: String(e.keywordId),
      campaignId: String(e.campaignId),
      adGroupId: String(e.adGroupId),
      keywordText: String(e.keywordText),
      matchType: String(e.matchType),
      state: e.state,
      bid: (e.bid as number | undefined) ?? null,
    })),
  );

  const targets = await list(SP.targets);
  await upsertRows(
    db,
    target,
    [target.shopId, target.targetId],
    targets.map((e) => ({
      shopId,
      targetId: String(e.targetId),
      campaignId: String(e.campaignId),
      adGroupId: String(e.adGroupId),
      expressionType: String(e.expressionType),
      expression: JSON.stringify(e.expression),
      ...displayOfTargetExpression(e.expression as Expression),
      state: e.state,
      bid: (e.bid as number | undefined) ?? null,
    })),
  );

  const productAds = await list(SP.productAds);
  await upsertRows(
    db,
    productAd,
    [productAd.shopId, productAd.adId],
    productAds.map((e) => ({
      shopId,
      adId: String(e.adId),
      campaignId: String(e.campaignId),
      adGroupId: String(e.adGroupId),
      asin: String(e.asin),
      sku: String(e.sku ?? ''),
      state: e.state,
    })),
  );

  const negativeKeywords = [
    ...(await list(SP.negativeKeywords)),
    ...(await list(SP.campaignNegativeKeywords)),
  ];
  await upsertRows(
    db,
    negativeKeyword,
    [negativeKeyword.shopId, negativeKeyword.negativeKeywordId],
    negativeKeywords.map((e) => ({
      shopId,
      negativeKeywordId: String(e.keywordId),
      campaignId: String(e.campaignId),
      adGroupId: e.adGroupId === undefined ? null : String(e.adGroupId),
      keywordText: String(e.keywordText),
      matchType: String(e.matchType),
      state: e.state,
    })),
  );

  const negativeTargets = [...(await list(SP.negativeTargets)), ...(await list(SP.campaignNegativeTargets))];
  await upsertRows(
    db,
    negativeTarget,
    [negativeTarget.shopId, negativeTarget.negativeTargetId],
    negativeTargets.map((e) => ({
      shopId,
      negativeTargetId: String(e.targetId),
      campaignId: String(e.campaignId),
      adGroupId: e.adGroupId === undefined ? null : String(e.adGroupId),
      // ASIN_SAME_AS (or a brand for ASIN_BRAND_SAME_AS): the one value a negative target excludes.
      asin: (e.expression as Expression)[0]?.value ?? '',
      state: e.state,
    })),
  );

  const products = await describeProducts(deps.catalog, shop, productAds);
  await upsertRows(db, product, [product.shopId, product.asin], products);

  return {
    campaigns: campaigns.length,
    adGroups: adGroups.length,
    keywords: keywords.length,
    targets: targets.length,
    productAds: productAds.length,
    negativeKeywords: negativeKeywords.length,
    negativeTargets: negativeTargets.length,
    products: products.length,
  };
}

async function listAll(ads: AdsClient, scope: ProfileScope, resource: SpResource): Promise<Entity[]> {
  const all: Entity[] = [];
  for await (const page of ads.listEntities<Entity>(scope, resource)) all.push(...page);
  return all;
}

/** One product per advertised ASIN, with the title and image the catalog knows (when it answers). */
async function describeProducts(catalog: CatalogClient, shop: SyncedShop, productAds: Entity[]) {
  const skuOf = new Map<string, string>();
  for (const ad of productAds)
    if (!skuOf.has(String(ad.asin))) skuOf.set(String(ad.asin), String(ad.sku ?? ''));
  const described = await catalog.items(shop.scope, [...skuOf.keys()], shop.marketplaceId);
  return [...skuOf].map(([asin, sku]) => {
    const item = described.get(asin);
    return { shopId: shop.id, asin, sku, title: item?.title ?? '', imageUrl: item?.imageUrl ?? '' };
  });
}
