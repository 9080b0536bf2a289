import { streamFor } from '../random.ts';
import type { AdGroup, Keyword } from './entities.ts';
import type { Product } from './products.ts';
import type { Shop } from './shop.ts';
import { createNegativeKeyword } from './writes.ts';

/** How long before the world's first "today" the seller made the mistakes: weeks of history show them. */
const MISTAKE_AGE_DAYS = 45;

/**
 * Structure mistakes sellers typically make by hand, planted in a demo world so the duplicate-keywords
 * screen has something of every kind on first login: the first product's exact keyword again in its broad
 * ad group (a duplicate, with traffic of its own), the second product's exact keyword in the first
 * product's exact group (an overlap), and a negative exact that blocks a phrase keyword of its own ad
 * group (a conflict). Leaks need nothing planted: auto and broad groups already convert on terms an exact
 * keyword targets elsewhere.
 */
export function plantStructureMistakes(shop: Shop, createdAt: Date): void {
  const [first, second] = shop.products;
  if (!first || !second) return;
  const ids = streamFor(shop.seed, 'planted-mistakes', shop.profileId);
  const at = new Date(createdAt.getTime() - MISTAKE_AGE_DAYS * 86_400_000);

  const exactOf = (asin: string) => adGroupOf(shop, asin, 'Exact');
  const exactKeywordOf = (asin: string) => keywordsIn(shop, exactOf(asin))[0];
  const duplicated = exactKeywordOf(first.asin);
  const broad = adGroupOf(shop, first.asin, 'Broad');
  if (duplicated && broad) addCopy(shop, duplicated, broad, first, ids.numericId(), at, duplicated.keywordText.toUpperCase());
  const overlapping = exactKeywordOf(second.asin);
  const firstExact = exactOf(first.asin);
  if (overlapping && firstExact) addCopy(shop, overlapping, firstExact, first, ids.numericId(), at, overlapping.keywordText);

  const phrase = shop.keywords
    .all()
    .map(({ entity }) => entity)
    .find((keyword) => keyword.matchType === 'PHRASE' && adGroupOf(shop, first.asin, 'Phrase')?.adGroupId === keyword.adGroupId);
  if (phrase) {
    createNegativeKeyword(
      shop,
      { campaignId: phrase.campaignId, adGroupId: phrase.adGroupId, keywordText: phrase.keywordText, matchType: 'NEGATIVE_EXACT' },
      at,
      ids.numericId(),
    );
  }
}

function adGroupOf(shop: Shop, asin: string, name: string): AdGroup | undefined {
  const adGroupIds = new Set(
    shop.productAds
      .all()
      .filter(({ entity }) => entity.asin === asin)
      .map(({ entity }) => entity.adGroupId),
  );
  return shop.adGroups
    .all()
    .map(({ entity }) => entity)
    .find((adGroup) => adGroupIds.has(adGroup.adGroupId) && adGroup.name === name);
}

function keywordsIn(shop: Shop, adGroup: AdGroup | undefined): Keyword[] {
  return shop.keywords
    .all()
    .map(({ entity }) => entity)
    .filter((keyword) => keyword.adGroupId === adGroup?.adGroupId);
}

/**
 * The keyword typed again into another ad group, with a share of the traffic its original gets, so both
 * occurrences have numbers to compare and the keeper rule has something to decide.
 */
function addCopy(
  shop: Shop,
  original: Keyword,
  adGroup: AdGroup,
  product: Product,
  keywordId: string,
  at: Date,
  typed: string,
): void {
  const copy: Keyword = { ...original, keywordId, campaignId: adGroup.campaignId, adGroupId: adGroup.adGroupId, keywordText: typed };
  shop.keywords.add(copy, at);
  const campaign = shop.campaigns.get(adGroup.campaignId)?.entity;
  const path = shop.paths.find((candidate) => candidate.clause.kind === 'keyword' && candidate.clause.keyword.keywordId === original.keywordId);
  if (!campaign || !path) return;
  shop.paths.push({
    ...path,
    key: `${adGroup.adGroupId}:${keywordId}:${path.term.text}`,
    // The copy serves from the day it was typed in, as a keyword added on Amazon would.
    campaign: { ...campaign, startDate: at.toISOString().slice(0, 10) },
    adGroup,
    product,
    clause: { kind: 'keyword', keyword: copy },
    impressionsPerDay: path.impressionsPerDay * 0.6,
    clickThroughRate: path.clickThroughRate * 0.8,
  });
}
