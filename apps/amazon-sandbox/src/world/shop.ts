import { type Random, streamFor } from '../random.ts';
import { dayNumber, todayIn } from './calendar.ts';
import { createProductCampaigns, type TrafficPath } from './campaigns.ts';
import type { SellerProfile } from './catalog.ts';
import {
  type AdGroup,
  type Campaign,
  type CampaignNegativeKeyword,
  type CampaignNegativeTarget,
  EntityStore,
  type Keyword,
  type NegativeKeyword,
  type NegativeTarget,
  type ProductAd,
  type Target,
} from './entities.ts';
import type { Marketplace } from './marketplaces.ts';
import { type Negation, NegationIndex } from './negations.ts';
import { createProducts, type Product } from './products.ts';
import { createSearchTerms, type SearchTerm } from './search-terms.ts';

/** Days of ad history before the world's first "today": more than Amazon's 95-day report retention. */
export const HISTORY_DAYS = 120;

/**
 * One shop: a seller account in one marketplace, which the Ads API calls a profile. Holds the shop's
 * catalogue, its Sponsored Products entities and the traffic paths its reports are drawn from.
 */
export class Shop {
  readonly campaigns = new EntityStore<Campaign>((e) => e.campaignId);
  readonly adGroups = new EntityStore<AdGroup>((e) => e.adGroupId);
  readonly keywords = new EntityStore<Keyword>((e) => e.keywordId);
  readonly targets = new EntityStore<Target>((e) => e.targetId);
  readonly productAds = new EntityStore<ProductAd>((e) => e.adId);
  readonly negativeKeywords = new EntityStore<NegativeKeyword>((e) => e.keywordId);
  readonly negativeTargets = new EntityStore<NegativeTarget>((e) => e.targetId);
  readonly campaignNegativeKeywords = new EntityStore<CampaignNegativeKeyword>((e) => e.keywordId);
  readonly campaignNegativeTargets = new EntityStore<CampaignNegativeTarget>((e) => e.targetId);

  readonly negations = new NegationIndex();
  /** The negation behind each negative keyword or target, by its id, so state changes reach the world. */
  readonly negationOf = new Map<string, Negation>();
  /** Entities paused or archived through the API: [from, to) day numbers without traffic. */
  readonly pauses = new Map<string, { from: number; to: number }[]>();

  readonly products: Product[] = [];
  /** Each product's search terms by text (ASIN terms lowercase): what a keyword or target created later names. */
  readonly searchTerms = new Map<string, Map<string, SearchTerm>>();
  readonly paths: TrafficPath[] = [];
  /** Ids for entities created through the API: seeded too, so runs replay identically. */
  readonly newIds: Random;

  constructor(
    readonly seed: number,
    readonly profileId: number,
    readonly seller: SellerProfile,
    readonly sellerId: string,
    readonly marketplace: Marketplace,
  ) {
    this.newIds = streamFor(seed, 'api-ids', profileId);
  }

  today(now: Date): string {
    return todayIn(this.marketplace.timezone, now);
  }

  dayOf(at: Date): number {
    return dayNumber(this.today(at));
  }

  /** Keywords, targets, ad groups and campaigns paused or archived through the API. */
  isPaused(entityId: string, day: number): boolean {
    return this.pauses.get(entityId)?.some((pause) => pause.from <= day && day < pause.to) ?? false;
  }

  termOf(asin: string, text: string): SearchTerm | undefined {
    return this.searchTerms.get(asin)?.get(text);
  }
}

export function createShop(
  seed: number,
  seller: SellerProfile,
  sellerId: string,
  marketplace: Marketplace,
  createdAt: Date,
): Shop {
  const random = streamFor(seed, 'shop', sellerId, marketplace.countryCode);
  const ids = streamFor(seed, 'ids', sellerId, marketplace.countryCode);
  const shop = new Shop(seed, Number(ids.numericId()), seller, sellerId, marketplace);
  const today = dayNumber(shop.today(createdAt));

  shop.products.push(...createProducts(random, seller, marketplace));
  for (const product of shop.products) {
    const startDay = today - HISTORY_DAYS - random.int(0, 200);
    const startDate = new Date(startDay * 86_400_000).toISOString().slice(0, 10);
    const terms = createSearchTerms(random, seller, product);
    shop.searchTerms.set(product.asin, new Map(terms.terms.map((term) => [term.text, term])));
    const built = createProductCampaigns(ids, random, product, terms, marketplace, startDate);
    const at = new Date(startDay * 86_400_000 + 12 * 3_600_000);
    for (const campaign of built.campaigns) shop.campaigns.add(campaign, at);
    for (const adGroup of built.adGroups) shop.adGroups.add(adGroup, at);
    for (const keyword of built.keywords) shop.keywords.add(keyword, at);
    for (const target of built.targets) shop.targets.add(target, at);
    for (const productAd of built.productAds) shop.productAds.add(productAd, at);
    shop.paths.push(...built.paths);
  }
  return shop;
}
