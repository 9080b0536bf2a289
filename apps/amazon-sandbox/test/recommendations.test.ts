import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsClient, type AdsClient, type Sandbox, startAuthorizedSandbox } from './helpers.ts';

const BIDS = 'application/vnd.spthemebasedbidrecommendation.v4+json';
const KEYWORDS = 'application/vnd.spkeywordsrecommendation.v4+json';

type BidAnswer = {
  bidRecommendations: {
    theme: string;
    bidRecommendationsForTargetingExpressions: { bidValues: { suggestedBid: number }[] }[];
  }[];
};
type KeywordAnswer = {
  keywordTargetList: {
    keyword: string;
    bidInfo: {
      matchType: string;
      rank: number;
      suggestedBid: { rangeStart: number; rangeMedian: number; rangeEnd: number };
    }[];
  }[];
};

/** Recommendations come from the world: stable answers, in the marketplace's money, that favour converting terms. */
describe('bid and keyword recommendations', () => {
  let sandbox: Sandbox;
  let accessToken: string;
  const clientOf = (shopIndex: number): AdsClient =>
    adsClient(sandbox.baseUrl, accessToken, sandbox.world.accounts[0]!.shops[shopIndex]!.profileId);

  beforeAll(async () => {
    ({ sandbox, accessToken } = await startAuthorizedSandbox());
  });
  afterAll(() => sandbox.close());

  const bidsFor = async (shopIndex: number, expressions: { type: string; value?: string }[]) => {
    const shop = sandbox.world.accounts[0]!.shops[shopIndex]!;
    const answer = await clientOf(shopIndex).call('POST', '/sp/targets/bid/recommendations', BIDS, {
      recommendationType: 'BIDS_FOR_NEW_AD_GROUP',
      asins: [shop.products[0]!.asin],
      targetingExpressions: expressions,
      bidding: { strategy: 'LEGACY_FOR_SALES' },
    });
    expect(answer.status).toBe(200);
    const [theme] = (answer.body as BidAnswer).bidRecommendations;
    expect(theme!.theme).toBe('CONVERSION_OPPORTUNITIES');
    return theme!.bidRecommendationsForTargetingExpressions.map(({ bidValues }) =>
      bidValues.map((value) => value.suggestedBid),
    );
  };

  it("answers low, median and high bids per expression, the same every time, in the shop's money", async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const core = shop.products[0]!.kind.coreTerms[0]!;
    const expressions = [
      { type: 'KEYWORD_EXACT_MATCH', value: core },
      { type: 'KEYWORD_BROAD_MATCH', value: core },
      { type: 'KEYWORD_EXACT_MATCH', value: 'words nobody searches for' },
    ];
    const first = await bidsFor(0, expressions);
    expect(await bidsFor(0, expressions)).toEqual(first);
    for (const [low, median, high] of first) {
      expect(low).toBeLessThan(median!);
      expect(median).toBeLessThan(high!);
      expect(Math.round(median! * 100)).toBe(median! * 100);
    }
    expect(first[1]![1]).toBeLessThan(first[0]![1]!);
    // The JP shop bids in whole yen.
    const yen = await bidsFor(2, [{ type: 'KEYWORD_EXACT_MATCH', value: core }]);
    expect(yen[0]!.every((bid) => Number.isInteger(bid) && bid >= 2)).toBe(true);
  });

  it("recommends the product's own search terms, core ones first, with a bid per match type", async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const product = shop.products[0]!;
    const answer = await clientOf(0).call('POST', '/sp/targets/keywords/recommendations', KEYWORDS, {
      recommendationType: 'KEYWORDS_FOR_ASINS',
      asins: [product.asin],
      maxRecommendations: 30,
    });
    expect(answer.status).toBe(200);
    const list = (answer.body as KeywordAnswer).keywordTargetList;
    expect(list).toHaveLength(30);
    expect(list.slice(0, product.kind.coreTerms.length).map(({ keyword }) => keyword)).toEqual(
      expect.arrayContaining(product.kind.coreTerms),
    );
    expect(
      list.every(
        ({ keyword }) =>
          shop.termOf(product.asin, keyword) && shop.termOf(product.asin, keyword)!.tier !== 'waste',
      ),
    ).toBe(true);
    expect(list[0]!.bidInfo.map(({ matchType }) => matchType)).toEqual(['EXACT', 'PHRASE', 'BROAD']);
    expect(list[0]!.bidInfo[0]!.suggestedBid.rangeStart).toBeLessThan(
      list[0]!.bidInfo[0]!.suggestedBid.rangeEnd,
    );
  });

  it("a keyword bid above the suggestion wins more of its term's impressions than one below it", async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const { campaignId } = shop.adGroups.all()[1]!.entity;
    const product = shop.products[0]!;
    const term = product.kind.coreTerms[0]!;
    const [[, median]] = (await bidsFor(0, [{ type: 'KEYWORD_EXACT_MATCH', value: term }])) as [
      [number, number, number],
    ];
    const client = clientOf(0);
    const adGroupIds: string[] = [];
    for (const bid of [median / 4, median * 2]) {
      const adGroup = await client.call('POST', '/sp/adGroups', 'application/vnd.spAdGroup.v3+json', {
        adGroups: [{ campaignId, name: `Bid ${bid}`, state: 'ENABLED', defaultBid: bid }],
      });
      const { adGroupId } = (adGroup.body.adGroups as { success: { adGroupId: string }[] }).success[0]!;
      await client.call('POST', '/sp/productAds', 'application/vnd.spProductAd.v3+json', {
        productAds: [{ campaignId, adGroupId, sku: product.sku, state: 'ENABLED' }],
      });
      await client.call('POST', '/sp/keywords', 'application/vnd.spKeyword.v3+json', {
        keywords: [{ campaignId, adGroupId, keywordText: term, matchType: 'EXACT', state: 'ENABLED', bid }],
      });
      adGroupIds.push(adGroupId);
    }
    const [low, high] = adGroupIds.map(
      (adGroupId) => shop.paths.find((path) => path.adGroup.adGroupId === adGroupId)!.impressionsPerDay,
    );
    // Bounded: a quarter of the suggestion still wins half the share, twice the suggestion wins a quarter more.
    expect(high! / low!).toBeCloseTo(1.25 / 0.5);
  });
});
