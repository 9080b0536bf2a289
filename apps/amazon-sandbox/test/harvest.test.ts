import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdsClient, adsClient, authorize, DAY_MS, isoDay, runReport, searchTermReport, START, startSandbox } from './helpers.ts';

const CAMPAIGN = 'application/vnd.spCampaign.v3+json';
const AD_GROUP = 'application/vnd.spAdGroup.v3+json';
const PRODUCT_AD = 'application/vnd.spProductAd.v3+json';
const KEYWORD = 'application/vnd.spKeyword.v3+json';
const TARGET = 'application/vnd.spTargetingClause.v3+json';
const NEGATIVE_KEYWORD = 'application/vnd.spNegativeKeyword.v3+json';
const NEGATIVE_TARGET = 'application/vnd.spNegativeTargetingClause.v3+json';
const BIDS = 'application/vnd.spthemebasedbidrecommendation.v4+json';

type Row = Record<string, string | number>;

/**
 * Issue 32 point 9, Amazon's side: a converting search term of an auto ad group harvested into an exact keyword
 * (or an ASIN target) with a negative at the source. From the next days on, shoppers of that term reach the new
 * keyword's ad group and no longer the source.
 */
describe('harvesting a converting search term moves its shoppers', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: AdsClient;
  let history: Row[];
  let newCampaignKeywordId: string;
  let asinTargetId: string;
  const shop = () => sandbox.world.accounts[0]!.shops[0]!;

  /** Moves the sandbox clock `days` from START and signs in again (access tokens live an hour). */
  const moveTo = async (days: number) => {
    sandbox.clock.now = new Date(START.getTime() + days * DAY_MS);
    const { accessToken } = await authorize(sandbox.baseUrl);
    client = adsClient(sandbox.baseUrl, accessToken, shop().profileId);
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    await moveTo(0);
    ({ rows: history } = await runReport(client, searchTermReport(isoDay(START, -30), isoDay(START, -1))));
  });
  afterAll(() => sandbox.close());

  /** The auto ad group's search term (text or ASIN) with the most orders over the month, and its product. */
  const bestAutoTerm = (asin: boolean) => {
    const totals = new Map<string, { row: Row; orders: number }>();
    for (const row of history) {
      if (!String(row.campaignName).endsWith('| Auto') || /^b0/.test(String(row.searchTerm)) !== asin) continue;
      const key = `${row.adGroupId}|${row.searchTerm}`;
      const total = totals.get(key) ?? { row, orders: 0 };
      total.orders += Number(row.purchases7d);
      totals.set(key, total);
    }
    const exactTexts = new Set(shop().keywords.all().map(({ entity }) => entity.keywordText));
    const best = [...totals.values()].filter(({ row }) => !exactTexts.has(String(row.searchTerm))).sort((a, b) => b.orders - a.orders)[0]!;
    expect(best.orders).toBeGreaterThan(0);
    const product = shop().products.find((candidate) => String(best.row.campaignName).startsWith(`${candidate.shortName} |`))!;
    return { source: best.row, product };
  };
  const adGroupNamed = (asin: string, name: string) => {
    const adGroupIds = new Set(shop().productAds.all().filter(({ entity }) => entity.asin === asin).map(({ entity }) => entity.adGroupId));
    return shop().adGroups.all().map(({ entity }) => entity).find((adGroup) => adGroupIds.has(adGroup.adGroupId) && adGroup.name === name)!;
  };
  const created = (answer: { status: number; body: Record<string, unknown> }, key: string, idField: string) => {
    expect(answer.status).toBe(207);
    const { success, error } = answer.body[key] as { success: Record<string, string>[]; error: unknown[] };
    expect(error).toEqual([]);
    return success[0]![idField]!;
  };
  const negate = async (source: Row, body: Record<string, unknown>, path: string, mediaType: string, key: string) => {
    const answer = await client.call('POST', path, mediaType, {
      [key]: [{ campaignId: String(source.campaignId), adGroupId: String(source.adGroupId), state: 'ENABLED', ...body }],
    });
    expect(answer.status).toBe(207);
  };
  /** Search-term rows of the term over the 14 days after the harvest (the clock moves there first). */
  const rowsAfter = async (term: string) => {
    await moveTo(15);
    const { rows } = await runReport(client, searchTermReport(isoDay(START), isoDay(START, 14)));
    return rows.filter((row) => row.searchTerm === term);
  };
  const sum = (rows: Row[], column: string) => rows.reduce((total, row) => total + Number(row[column]), 0);

  it('an exact keyword at the recommended bid takes the term, a negative exact stops it at the source', async () => {
    await moveTo(0);
    const { source, product } = bestAutoTerm(false);
    const term = String(source.searchTerm);
    const exact = adGroupNamed(product.asin, 'Exact');
    const recommended = await client.call('POST', '/sp/targets/bid/recommendations', BIDS, {
      recommendationType: 'BIDS_FOR_EXISTING_AD_GROUP',
      campaignId: exact.campaignId,
      adGroupId: exact.adGroupId,
      targetingExpressions: [{ type: 'KEYWORD_EXACT_MATCH', value: term }],
    });
    expect(recommended.status).toBe(200);
    const [low, median, high] = (recommended.body.bidRecommendations as { bidRecommendationsForTargetingExpressions: { bidValues: { suggestedBid: number }[] }[] }[])[0]!
      .bidRecommendationsForTargetingExpressions[0]!.bidValues.map((value) => value.suggestedBid) as [number, number, number];
    expect(low).toBeLessThan(median);
    expect(median).toBeLessThan(high);

    const keywordId = created(
      await client.call('POST', '/sp/keywords', KEYWORD, {
        keywords: [{ campaignId: exact.campaignId, adGroupId: exact.adGroupId, keywordText: term, matchType: 'EXACT', state: 'ENABLED', bid: median }],
      }),
      'keywords',
      'keywordId',
    );
    await negate(source, { keywordText: term, matchType: 'NEGATIVE_EXACT' }, '/sp/negativeKeywords', NEGATIVE_KEYWORD, 'negativeKeywords');
    // Harvesting it again is the duplicate Termwise's client recognises.
    const again = await client.call('POST', '/sp/keywords', KEYWORD, {
      keywords: [{ campaignId: exact.campaignId, adGroupId: exact.adGroupId, keywordText: term.toUpperCase(), matchType: 'EXACT', state: 'ENABLED', bid: median }],
    });
    expect((again.body.keywords as { error: unknown[] }).error).toMatchObject([
      { index: 0, errors: [{ errorType: 'duplicateValueError', errorValue: { duplicateValueError: { reason: 'DUPLICATE_VALUE' } } }] },
    ]);

    const rows = await rowsAfter(term);
    const harvested = rows.filter((row) => String(row.keywordId) === keywordId);
    expect(harvested.every((row) => String(row.adGroupId) === exact.adGroupId && row.matchType === 'EXACT')).toBe(true);
    expect(sum(harvested, 'clicks')).toBeGreaterThan(0);
    expect(sum(harvested, 'purchases7d')).toBeGreaterThan(0);
    expect(rows.filter((row) => String(row.adGroupId) === String(source.adGroupId))).toEqual([]);
    // Traffic before the harvest is what it was (orders of late buyers are restated as time passes, as on Amazon).
    const { rows: before } = await runReport(client, searchTermReport(isoDay(START, -30), isoDay(START, -1)));
    const traffic = (report: Row[]) => report.map(({ date, keywordId, searchTerm, impressions, clicks, cost }) => [date, keywordId, searchTerm, impressions, clicks, cost]);
    expect(traffic(before)).toEqual(traffic(history));
  });

  it('a product without a keyword campaign gets one: campaign, ad group, product ad and keyword, then traffic', async () => {
    await moveTo(0);
    const { source, product } = bestAutoTerm(false);
    const term = String(source.searchTerm);
    const campaignId = created(
      await client.call('POST', '/sp/campaigns', CAMPAIGN, {
        campaigns: [{ name: `${product.shortName} | Harvest`, targetingType: 'MANUAL', state: 'ENABLED', budget: { budgetType: 'DAILY', budget: 20 } }],
      }),
      'campaigns',
      'campaignId',
    );
    const adGroupId = created(
      await client.call('POST', '/sp/adGroups', AD_GROUP, { adGroups: [{ campaignId, name: 'Exact', state: 'ENABLED', defaultBid: 1 }] }),
      'adGroups',
      'adGroupId',
    );
    const adId = created(
      await client.call('POST', '/sp/productAds', PRODUCT_AD, { productAds: [{ campaignId, adGroupId, sku: product.sku, state: 'ENABLED' }] }),
      'productAds',
      'adId',
    );
    newCampaignKeywordId = created(
      await client.call('POST', '/sp/keywords', KEYWORD, {
        keywords: [{ campaignId, adGroupId, keywordText: term, matchType: 'EXACT', state: 'ENABLED', bid: 1.5 }],
      }),
      'keywords',
      'keywordId',
    );
    const rows = await rowsAfter(term);
    const harvested = rows.filter((row) => String(row.keywordId) === newCampaignKeywordId && String(row.campaignId) === campaignId);
    expect(sum(harvested, 'clicks')).toBeGreaterThan(0);
    // The targeting and advertised-product reports count the same clicks under the keyword and the new ad.
    const report = (reportTypeId: string, groupBy: string, columns: string[]) => ({
      startDate: isoDay(START),
      endDate: isoDay(START, 14),
      configuration: { adProduct: 'SPONSORED_PRODUCTS', groupBy: [groupBy], columns, reportTypeId, timeUnit: 'DAILY', format: 'GZIP_JSON' },
    });
    const { rows: targeting } = await runReport(client, report('spTargeting', 'targeting', ['date', 'keywordId', 'clicks']));
    expect(sum(targeting.filter((row) => String(row.keywordId) === newCampaignKeywordId), 'clicks')).toBe(sum(harvested, 'clicks'));
    const { rows: ads } = await runReport(client, report('spAdvertisedProduct', 'advertiser', ['date', 'adId', 'advertisedAsin', 'clicks']));
    const adRows = ads.filter((row) => String(row.adId) === adId);
    expect(adRows.every((row) => row.advertisedAsin === product.asin)).toBe(true);
    expect(sum(adRows, 'clicks')).toBe(sum(harvested, 'clicks'));
  });

  it('an ASIN target takes a product page\'s shoppers; a negative target stops them at the source', async () => {
    await moveTo(0);
    const { source, product } = bestAutoTerm(true);
    const asin = String(source.searchTerm).toUpperCase();
    const competitors = adGroupNamed(product.asin, 'Competitor ASINs');
    asinTargetId = created(
      await client.call('POST', '/sp/targets', TARGET, {
        targetingClauses: [{
          campaignId: competitors.campaignId,
          adGroupId: competitors.adGroupId,
          expression: [{ type: 'ASIN_SAME_AS', value: asin }],
          expressionType: 'MANUAL',
          state: 'ENABLED',
          bid: 2,
        }],
      }),
      'targetingClauses',
      'targetId',
    );
    await negate(source, { expression: [{ type: 'ASIN_SAME_AS', value: asin }] }, '/sp/negativeTargets', NEGATIVE_TARGET, 'negativeTargetingClauses');
    const rows = await rowsAfter(asin.toLowerCase());
    const targeted = rows.filter((row) => String(row.keywordId) === asinTargetId);
    expect(sum(targeted, 'clicks')).toBeGreaterThan(0);
    expect(targeted[0]).toMatchObject({ targeting: `asin="${asin}"`, matchType: 'TARGETING_EXPRESSION' });
    expect(rows.filter((row) => String(row.adGroupId) === String(source.adGroupId))).toEqual([]);
  });

  it('pausing the new keyword or archiving the new target stops its traffic from that day', async () => {
    await moveTo(5);
    const paused = await client.call('PUT', '/sp/keywords', KEYWORD, { keywords: [{ keywordId: newCampaignKeywordId, state: 'PAUSED' }] });
    expect(paused.status).toBe(207);
    const archived = await client.call('POST', '/sp/targets/delete', TARGET, { targetIdFilter: { include: [asinTargetId] } });
    expect(archived.status).toBe(207);
    await moveTo(15);
    const { rows } = await runReport(client, searchTermReport(isoDay(START), isoDay(START, 14)));
    for (const id of [newCampaignKeywordId, asinTargetId]) {
      const clauseRows = rows.filter((row) => String(row.keywordId) === id);
      expect(clauseRows.length).toBeGreaterThan(0);
      expect(clauseRows.every((row) => String(row.date) < isoDay(START, 5))).toBe(true);
    }
  });
});
