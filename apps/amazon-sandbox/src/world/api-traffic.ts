import { suggestedBids } from './bid-suggestions.ts';
import { clauseIdOf, MATCHING, type TrafficPath } from './campaigns.ts';
import type { Keyword, ProductAd, Target } from './entities.ts';
import type { Shop } from './shop.ts';

/**
 * Shoppers reach keywords and product targets created through the API: an exact keyword buys the search term
 * it names, an ASIN_SAME_AS target the product page it names (its `b0…` term), for each product advertised in
 * its ad group, from the day both the clause and the product ad exist. Other match types and expressions are
 * stored without traffic of their own.
 */

type Clause = TrafficPath['clause'];

/** Bid relative to Amazon's suggestion moves the share of the term's impressions the ad wins, within bounds. */
const BID_SHARE = { min: 0.5, max: 1.25 };

export function addClauseTraffic(shop: Shop, clause: Clause, day: number): void {
  const { adGroupId } = clauseEntity(clause);
  for (const productAd of adsOf(shop, adGroupId)) addPath(shop, clause, productAd, day);
}

export function addProductAdTraffic(shop: Shop, productAd: ProductAd, day: number): void {
  for (const { entity } of shop.keywords.all()) {
    if (entity.adGroupId === productAd.adGroupId) addPath(shop, { kind: 'keyword', keyword: entity }, productAd, day);
  }
  for (const { entity } of shop.targets.all()) {
    if (entity.adGroupId === productAd.adGroupId) addPath(shop, { kind: 'target', target: entity }, productAd, day);
  }
}

function addPath(shop: Shop, clause: Clause, productAd: ProductAd, day: number): void {
  const entity = clauseEntity(clause);
  const named = namedTerm(clause);
  const product = shop.products.find((candidate) => candidate.asin === productAd.asin);
  const term = named && product ? shop.termOf(product.asin, named.text) : undefined;
  const campaign = shop.campaigns.get(entity.campaignId)?.entity;
  const adGroup = shop.adGroups.get(entity.adGroupId)?.entity;
  const key = `${entity.adGroupId}:${clauseIdOf(clause)}:${productAd.asin}:${named?.text}`;
  if (!named || !product || !term || !campaign || !adGroup || entity.state === 'ARCHIVED') return;
  if (shop.paths.some((path) => path.key === key)) return;
  const matching = clause.kind === 'keyword' ? MATCHING.exact : MATCHING.productTarget;
  const recommended = suggestedBids(shop, [product], named.type, named.text).median;
  const share = Math.min(BID_SHARE.max, Math.max(BID_SHARE.min, entity.bid / recommended));
  shop.paths.push({
    key,
    campaign,
    adGroup,
    product,
    clause,
    term,
    impressionsPerDay: term.demand * matching.share * share,
    clickThroughRate: term.clickThroughRate * matching.clickFactor,
    bid: entity.bid,
    fromDay: day,
  });
}

/** The term a clause buys and its type in the bid recommendation API, or undefined when it buys none alone. */
function namedTerm(clause: Clause): { text: string; type: string } | undefined {
  if (clause.kind === 'keyword') {
    return clause.keyword.matchType === 'EXACT' ? { text: clause.keyword.keywordText, type: 'KEYWORD_EXACT_MATCH' } : undefined;
  }
  const [only] = clause.target.expression;
  if (clause.target.expression.length !== 1 || only?.type !== 'ASIN_SAME_AS' || !only.value) return undefined;
  return { text: only.value.toLowerCase(), type: 'PAT_ASIN' };
}

function adsOf(shop: Shop, adGroupId: string): ProductAd[] {
  return shop.productAds
    .all()
    .map(({ entity }) => entity)
    .filter((ad) => ad.adGroupId === adGroupId && ad.state === 'ENABLED');
}

function clauseEntity(clause: Clause): Keyword | Target {
  return clause.kind === 'keyword' ? clause.keyword : clause.target;
}

