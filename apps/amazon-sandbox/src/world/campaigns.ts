import { hashKey, type Random } from '../random.ts';
import type {
  AdGroup,
  AutoExpressionType,
  Campaign,
  Keyword,
  KeywordMatchType,
  ManualExpressionType,
  ProductAd,
  Target,
} from './entities.ts';
import { type Marketplace, roundMoney } from './marketplaces.ts';
import type { Product } from './products.ts';
import type { ProductSearchTerms, SearchTerm } from './search-terms.ts';

/**
 * A way a search term reaches an ad: the keyword or target in an ad group that matched it. Daily metrics
 * are drawn per path, so the same term can do well in the exact ad group and burn money in the auto one.
 */
export interface TrafficPath {
  /** Stable key for the path's random streams. */
  key: string;
  campaign: Campaign;
  adGroup: AdGroup;
  product: Product;
  clause: { kind: 'keyword'; keyword: Keyword } | { kind: 'target'; target: Target };
  term: SearchTerm;
  impressionsPerDay: number;
  clickThroughRate: number;
  /** Bid when the world was made: later bid changes through the API don't rewrite history. */
  bid: number;
  /** Paths of keywords and targets created through the API serve from the day they were made. */
  fromDay?: number;
}

export interface ProductCampaigns {
  campaigns: Campaign[];
  adGroups: AdGroup[];
  keywords: Keyword[];
  targets: Target[];
  productAds: ProductAd[];
  paths: TrafficPath[];
}

/** Share of a term's demand one ad group catches, and how well the ad fits the query, per way of matching. */
export const MATCHING = {
  exact: { share: 1, clickFactor: 1.3 },
  phrase: { share: 0.5, clickFactor: 1 },
  broad: { share: 0.3, clickFactor: 0.8 },
  closeMatch: { share: 0.5, clickFactor: 1 },
  looseMatch: { share: 0.35, clickFactor: 0.7 },
  productPage: { share: 0.6, clickFactor: 1 },
  productTarget: { share: 1, clickFactor: 1.1 },
} as const;

const TARGETED_COMPETITOR_ASINS = 6;

/**
 * Every advertised product gets the structure most sellers run: an auto campaign, a manual keyword campaign
 * with exact, phrase and broad ad groups, and a manual product-targeting campaign on competitor ASINs.
 */
export function createProductCampaigns(
  ids: Random,
  random: Random,
  product: Product,
  searchTerms: ProductSearchTerms,
  marketplace: Marketplace,
  startDate: string,
): ProductCampaigns {
  const result: ProductCampaigns = { campaigns: [], adGroups: [], keywords: [], targets: [], productAds: [], paths: [] };
  const money = (usd: number) => Math.max(roundMoney(usd * marketplace.usdRate, marketplace), marketplace.currencyDecimals ? 0.02 : 2);
  const textTerms = searchTerms.terms.filter((term) => !term.tier.startsWith('asin-'));

  const addCampaign = (suffix: string, targetingType: Campaign['targetingType']): Campaign => {
    const campaign: Campaign = {
      campaignId: ids.numericId(),
      name: `${product.shortName} | ${suffix}`,
      state: 'ENABLED',
      targetingType,
      startDate,
      budget: { budget: money(random.int(2, 8) * 10), budgetType: 'DAILY' },
      dynamicBidding: { strategy: 'LEGACY_FOR_SALES', placementBidding: [] },
    };
    result.campaigns.push(campaign);
    return campaign;
  };
  const addAdGroup = (campaign: Campaign, name: string, bidUsd: [number, number]): AdGroup => {
    const adGroup: AdGroup = {
      adGroupId: ids.numericId(),
      campaignId: campaign.campaignId,
      name,
      state: 'ENABLED',
      defaultBid: money(random.between(...bidUsd)),
    };
    result.adGroups.push(adGroup);
    result.productAds.push({
      adId: ids.numericId(),
      campaignId: campaign.campaignId,
      adGroupId: adGroup.adGroupId,
      state: 'ENABLED',
      asin: product.asin,
      sku: product.sku,
    });
    return adGroup;
  };
  const addKeyword = (adGroup: AdGroup, keywordText: string, matchType: KeywordMatchType): Keyword => {
    const keyword: Keyword = {
      keywordId: ids.numericId(),
      campaignId: adGroup.campaignId,
      adGroupId: adGroup.adGroupId,
      state: 'ENABLED',
      keywordText,
      matchType,
      bid: money((adGroup.defaultBid / marketplace.usdRate) * random.between(0.85, 1.25)),
    };
    result.keywords.push(keyword);
    return keyword;
  };
  const addTarget = (adGroup: AdGroup, type: AutoExpressionType | ManualExpressionType, value?: string): Target => {
    const expression = value === undefined ? [{ type }] : [{ type, value }];
    const target: Target = {
      targetId: ids.numericId(),
      campaignId: adGroup.campaignId,
      adGroupId: adGroup.adGroupId,
      state: 'ENABLED',
      expression,
      resolvedExpression: expression,
      expressionType: type.startsWith('ASIN_') && !type.endsWith('_RELATED') ? 'MANUAL' : 'AUTO',
      bid: money((adGroup.defaultBid / marketplace.usdRate) * random.between(0.8, 1.2)),
    };
    result.targets.push(target);
    return target;
  };
  const addPath = (
    campaign: Campaign,
    adGroup: AdGroup,
    clause: TrafficPath['clause'],
    term: SearchTerm,
    matching: { share: number; clickFactor: number },
  ) => {
    result.paths.push({
      key: `${adGroup.adGroupId}:${clauseIdOf(clause)}:${term.text}`,
      campaign,
      adGroup,
      product,
      clause,
      term,
      impressionsPerDay: term.demand * matching.share,
      clickThroughRate: term.clickThroughRate * matching.clickFactor,
      bid: clause.kind === 'keyword' ? clause.keyword.bid : clause.target.bid,
    });
  };

  // Auto: Amazon decides which queries and product pages match, by relevance.
  const auto = addCampaign('Auto', 'AUTO');
  const autoGroup = addAdGroup(auto, 'Auto - all', [0.6, 1.2]);
  const close = addTarget(autoGroup, 'QUERY_HIGH_REL_MATCHES');
  const loose = addTarget(autoGroup, 'QUERY_BROAD_REL_MATCHES');
  const substitutes = addTarget(autoGroup, 'ASIN_SUBSTITUTE_RELATED');
  const complements = addTarget(autoGroup, 'ASIN_ACCESSORY_RELATED');
  for (const term of searchTerms.terms) {
    if (term.tier === 'asin-substitute' && random.chance(0.6)) {
      addPath(auto, autoGroup, { kind: 'target', target: substitutes }, term, MATCHING.productPage);
    } else if (term.tier === 'asin-complement' && random.chance(0.8)) {
      addPath(auto, autoGroup, { kind: 'target', target: complements }, term, MATCHING.productPage);
    } else if (!term.tier.startsWith('asin-') && random.chance(0.6)) {
      const relevant = term.tier === 'core' || term.tier === 'relevant' || term.tier === 'branded';
      const isClose = random.chance(relevant ? 0.85 : 0.3);
      const target = isClose ? close : loose;
      addPath(auto, autoGroup, { kind: 'target', target }, term, isClose ? MATCHING.closeMatch : MATCHING.looseMatch);
    }
  }

  // Manual keywords: exact on the core terms, phrase on the two main ones, broad on looser terms.
  const manual = addCampaign('Manual KW', 'MANUAL');
  const exactGroup = addAdGroup(manual, 'Exact', [0.9, 1.8]);
  const phraseGroup = addAdGroup(manual, 'Phrase', [0.7, 1.4]);
  const broadGroup = addAdGroup(manual, 'Broad', [0.5, 1.1]);
  for (const core of product.kind.coreTerms) {
    const keyword = addKeyword(exactGroup, core, 'EXACT');
    const term = textTerms.find((t) => t.text === core);
    if (term) addPath(manual, exactGroup, { kind: 'keyword', keyword }, term, MATCHING.exact);
  }
  for (const phrase of product.kind.coreTerms.slice(0, 2)) {
    const keyword = addKeyword(phraseGroup, phrase, 'PHRASE');
    for (const term of textTerms) {
      if (containsPhrase(term.text, phrase) && random.chance(0.8)) {
        addPath(manual, phraseGroup, { kind: 'keyword', keyword }, term, MATCHING.phrase);
      }
    }
  }
  const broadKeywords = product.kind.broadTerms.map((text) => addKeyword(broadGroup, text, 'BROAD'));
  for (const term of textTerms) {
    // Broad reaches queries sharing a word, and some Amazon finds related without one.
    const keyword =
      broadKeywords.find((k) => sharesWord(term.text, k.keywordText)) ??
      (random.chance(0.25) ? random.pick(broadKeywords) : undefined);
    if (keyword && random.chance(0.5)) {
      addPath(manual, broadGroup, { kind: 'keyword', keyword }, term, MATCHING.broad);
    }
  }

  // Manual product targeting: ads on the detail pages of the closest competitors, of products like the
  // first of them (expanded), and of the product's browse category. Their search terms are those pages' ASINs.
  const productTargeting = addCampaign('Manual ASIN', 'MANUAL');
  const asinGroup = addAdGroup(productTargeting, 'Competitor ASINs', [0.5, 1.2]);
  const asinTerm = (asin: string) => searchTerms.terms.find((t) => t.text === asin.toLowerCase());
  const competitors = searchTerms.substituteAsins.slice(0, TARGETED_COMPETITOR_ASINS);
  for (const asin of competitors) {
    const target = addTarget(asinGroup, 'ASIN_SAME_AS', asin);
    const term = asinTerm(asin);
    if (term) addPath(productTargeting, asinGroup, { kind: 'target', target }, term, MATCHING.productTarget);
  }
  const expanded = addTarget(asinGroup, 'ASIN_EXPANDED_FROM', competitors[0]);
  const categoryGroup = addAdGroup(productTargeting, 'Category', [0.4, 0.9]);
  const category = addTarget(categoryGroup, 'ASIN_CATEGORY_SAME_AS', categoryId(product));
  searchTerms.substituteAsins.slice(TARGETED_COMPETITOR_ASINS).forEach((asin, index) => {
    const term = asinTerm(asin);
    if (!term || !random.chance(0.6)) return;
    if (index % 2 === 0) addPath(productTargeting, asinGroup, { kind: 'target', target: expanded }, term, MATCHING.productPage);
    else addPath(productTargeting, categoryGroup, { kind: 'target', target: category }, term, MATCHING.productPage);
  });

  return result;
}

export function clauseIdOf(clause: TrafficPath['clause']): string {
  return clause.kind === 'keyword' ? clause.keyword.keywordId : clause.target.targetId;
}

/** A browse-node id for the product's kind, stable across shops like Amazon's category ids. */
function categoryId(product: Product): string {
  return String(100_000_000 + (hashKey('category', product.kind.name) % 900_000_000));
}

export function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

function sharesWord(text: string, keywordText: string): boolean {
  const words = new Set(text.split(' '));
  return keywordText.split(' ').some((word) => word.length > 3 && words.has(word));
}
