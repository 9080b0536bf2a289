import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConformance, type Exchange, recordExchanges, UNMODELLED_ROUTES } from '../conformance/index.ts';
import { createSandbox } from '../src/index.ts';
import { RESOURCES } from '../src/routes/sp-resources.ts';
import { type AdsClient, adsClient, authorize, isoDay, REPORT_MEDIA_TYPE, runReport, searchTermReport, START } from './helpers.ts';

/** A request the test sends wrong on purpose: its answer is checked against the model, the request is not. */
const BAD_REQUEST = { 'x-test-bad-request': '1' };

const resource = (path: string) => RESOURCES.find((candidate) => candidate.path === path)!;

/**
 * Issue 17: every answer the sandbox gives, for every route it serves, in success and error, is a valid
 * answer of Amazon's published models (amazon-models/): status among the documented ones, Content-Type,
 * body schema, documented headers; and the requests this test sends the way Termwise does are valid too.
 */
describe("conformance with Amazon's published OpenAPI models", () => {
  const conformance = createConformance();
  const clock = { now: START };
  let sandbox: Awaited<ReturnType<typeof createSandbox>>;
  let exchanges: Exchange[];
  let baseUrl: string;
  let accessToken: string;
  let client: AdsClient;
  let profileId: number;

  beforeAll(async () => {
    // Throttled at rates low enough for the test to meet 429s on the list and report routes.
    sandbox = await createSandbox({
      seed: 7,
      reportDelayMs: 100,
      now: () => clock.now,
      throttle: {
        spList: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 5, burst: 100 } },
        spWrite: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 1000, burst: 1000 } },
        catalogSearch: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 1000, burst: 1000 } },
        catalogGet: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 1000, burst: 1000 } },
        profiles: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 1000, burst: 1000 } },
        reportStatus: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 5, burst: 100 } },
        spRecommendations: { perClient: { perSecond: 1000, burst: 1000 }, perProfile: { perSecond: 5, burst: 100 } },
      },
    });
    exchanges = recordExchanges(sandbox.app);
    baseUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    ({ accessToken } = await authorize(baseUrl));
    profileId = sandbox.world.accounts[0]!.shops[0]!.profileId;
    client = adsClient(baseUrl, accessToken, profileId);
  });
  afterAll(() => sandbox.app.close());

  it('refuses what the models forbid (the checker is not a rubber stamp)', () => {
    const exchange: Exchange = {
      method: 'POST',
      path: '/sp/negativeKeywords',
      query: {},
      requestHeaders: { 'content-type': 'application/vnd.spNegativeKeyword.v3+json' },
      requestBody: { negativeKeywords: [{ campaignId: 1, keywordText: 'x', matchType: 'EXACT', state: 'ENABLED' }] },
      status: 207,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: '{}',
      injected: false,
    };
    const problems = conformance.check(exchange).join('\n');
    expect(problems).toContain('request lacks the required header Amazon-Advertising-API-ClientId');
    expect(problems).toContain('/negativeKeywords/0/campaignId must be string');
    expect(problems).toContain('must be equal to one of the allowed values');
    expect(problems).toContain('answer Content-Type application/json is not one of application/vnd.spNegativeKeyword.v3+json');
    const throttled = { ...exchange, status: 429, responseBody: '{"code":"SLOW_DOWN"}' };
    expect(conformance.check(throttled, { checkRequest: false }).join('\n')).toMatch(/429 without Retry-After[\s\S]*must have required property 'message'/);
    expect(conformance.check({ ...exchange, status: 302 }, { checkRequest: false })[0]).toMatch(/status 302 is not among the documented 207, 400/);

    const bidRecommendation: Exchange = {
      ...exchange,
      path: '/sp/targets/bid/recommendations',
      requestHeaders: { 'content-type': 'application/vnd.spthemebasedbidrecommendation.v4+json' },
      requestBody: { recommendationType: 'BIDS_FOR_NEW_AD_GROUP', asins: ['B0X'], targetingExpressions: [{ type: 'EXACT' }], bidding: { strategy: 'MANUAL' } },
      status: 200,
      responseHeaders: { 'content-type': 'application/vnd.spthemebasedbidrecommendation.v4+json' },
      responseBody: JSON.stringify({ bidRecommendations: [{ theme: 'CONVERSION_OPPORTUNITIES', bidRecommendationsForTargetingExpressions: [{ targetingExpression: { type: 'CLOSE_MATCH' }, bidValues: [{ suggestedBid: '1.2' }] }] }] }),
    };
    const bidProblems = conformance.check(bidRecommendation).join('\n');
    expect(bidProblems).toMatch(/request body: .*targetingExpressions\/0\/type must be equal to one of the allowed values/);
    expect(bidProblems).toContain('suggestedBid must be number');
    const bidError = { ...bidRecommendation, status: 400, responseHeaders: { 'content-type': 'application/json' }, responseBody: '{"code":"INVALID_ARGUMENT","message":"x"}' };
    expect(conformance.check(bidError, { checkRequest: false }).join('\n')).toContain('answer Content-Type application/json is not one of');

    const catalogItem: Exchange = {
      ...exchange,
      method: 'GET',
      path: '/catalog/2022-04-01/items/B000000001',
      query: { includedData: 'summaries,prices', pageSize: '3' },
      requestHeaders: { 'x-amz-access-token': 'Atza|x' },
      requestBody: undefined,
      status: 404,
    };
    const queryProblems = conformance.check(catalogItem).join('\n');
    expect(queryProblems).toContain('request lacks the required query parameter marketplaceIds');
    expect(queryProblems).toContain('query parameter pageSize is not in the model');
    expect(queryProblems).toMatch(/query parameter includedData: \/value\/1 must be equal to one of the allowed values/);
    const reports = { ...catalogItem, path: '/reports/2021-06-30/reports', status: 200 };
    expect(conformance.check({ ...reports, query: { pageSize: '101' } }).join('\n')).toContain('query parameter pageSize: /value must be <= 100');
    expect(conformance.check({ ...reports, query: { pageSize: 'ten' } }).join('\n')).toContain('query parameter pageSize: /value must be integer');
    const profiles = { ...catalogItem, path: '/v2/profiles', status: 200 };
    expect(conformance.check({ ...profiles, query: { profileTypeFilter: 'buyer' } }).join('\n')).toContain('query parameter profileTypeFilter: /value must be equal to one of the allowed values');
  });

  it('answers profiles, list by id, and refuses a bad token as the Profiles model says', async () => {
    const anyProfile = adsClient(baseUrl, accessToken);
    expect((await anyProfile.call('GET', '/v2/profiles')).status).toBe(200);
    expect((await anyProfile.call('GET', '/v2/profiles?region=EU')).status).toBe(200);
    expect((await anyProfile.call('GET', `/v2/profiles/${profileId}`)).status).toBe(200);
    const sellers = await anyProfile.call('GET', '/v2/profiles?profileTypeFilter=seller&validPaymentMethodFilter=true&excludeSubTypeFilter=KDP_AUTHOR');
    expect(sellers).toMatchObject({ status: 200, body: expect.arrayContaining([expect.objectContaining({ profileId })]) });
    expect((await anyProfile.call('GET', '/v2/profiles?profileTypeFilter=vendor')).body).toEqual([]);
    expect((await anyProfile.call('GET', '/v2/profiles?validPaymentMethodFilter=false')).body).toEqual([]);
    expect((await anyProfile.call('GET', '/v2/profiles?profileTypeFilter=buyer', undefined, undefined, BAD_REQUEST)).status).toBe(400);
    const otherSeller = await authorize(baseUrl, 1);
    expect((await adsClient(baseUrl, otherSeller.accessToken).call('GET', '/v2/profiles')).status).toBe(200);
    expect((await adsClient(baseUrl, 'Atza|not-a-token').call('GET', '/v2/profiles', undefined, undefined, BAD_REQUEST)).status).toBe(401);
  });

  it('lists every Sponsored Products resource, filtered and paged, and refuses bad lists', async () => {
    const adGroup = sandbox.world.accounts[0]!.shops[0]!.adGroups.all()[4]!.entity;
    for (const { path, mediaType, idFilter } of RESOURCES) {
      const all = await client.call('POST', `/sp/${path}/list`, mediaType, { maxResults: 5000, includeExtendedDataFields: true });
      expect(all.status).toBe(200);
      const page = await client.call('POST', `/sp/${path}/list`, mediaType, {
        campaignIdFilter: { include: [adGroup.campaignId] },
        stateFilter: { include: ['ENABLED', 'PAUSED'] },
        maxResults: 2,
      });
      expect(page.status).toBe(200);
      if (page.body.nextToken) {
        const next = await client.call('POST', `/sp/${path}/list`, mediaType, {
          campaignIdFilter: { include: [adGroup.campaignId] },
          stateFilter: { include: ['ENABLED', 'PAUSED'] },
          maxResults: 2,
          nextToken: page.body.nextToken,
        });
        expect(next.status).toBe(200);
      }
      expect((await client.call('POST', `/sp/${path}/list`, mediaType, { [idFilter]: { include: ['1'] } })).status).toBe(200);
      expect((await client.call('POST', `/sp/${path}/list`, mediaType, { noSuchFilter: true }, BAD_REQUEST)).status).toBe(400);
      expect((await client.call('POST', `/sp/${path}/list`, 'application/json', {}, BAD_REQUEST)).status).toBe(415);
    }
    const keywords = resource('keywords');
    const filtered = await client.call('POST', '/sp/keywords/list', keywords.mediaType, {
      matchTypeFilter: ['EXACT', 'PHRASE'],
      keywordTextFilter: { queryTermMatchType: 'BROAD_MATCH', include: ['a'] },
      locale: 'en_US',
    });
    expect(filtered.status).toBe(200);
    const campaigns = resource('campaigns');
    const named = await client.call('POST', '/sp/campaigns/list', campaigns.mediaType, {
      nameFilter: { queryTermMatchType: 'EXACT_MATCH', include: ['nothing'] },
      portfolioIdFilter: { include: ['1'] },
    });
    expect(named.status).toBe(200);
    const unauthorized = adsClient(baseUrl, 'Atza|not-a-token', profileId);
    expect((await unauthorized.call('POST', '/sp/campaigns/list', campaigns.mediaType, {}, BAD_REQUEST)).status).toBe(401);
  });

  it('creates, updates and archives with 207 items of the model, success and error alike', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    // The first product's ad groups: auto, exact, phrase, broad, competitor ASINs, category.
    const [auto, exact, , , competitors, category] = shop.adGroups.all().map(({ entity }) => entity);
    const { campaignId, adGroupId } = category!;
    const represent = { prefer: 'return=representation' };
    const bodies: Record<string, unknown[]> = {
      campaigns: [
        { name: 'Conformance campaign', targetingType: 'MANUAL', state: 'ENABLED', budget: { budgetType: 'DAILY', budget: 10 }, dynamicBidding: { strategy: 'MANUAL' } },
        { name: 'Conformance campaign', targetingType: 'MANUAL', state: 'ENABLED', budget: { budgetType: 'DAILY', budget: 10 } },
        { name: 'Conformance backdated', targetingType: 'AUTO', state: 'ENABLED', budget: { budgetType: 'DAILY', budget: 10 }, startDate: '2020-01-01' },
      ],
      adGroups: [
        { campaignId: exact!.campaignId, name: 'Conformance ad group', state: 'ENABLED', defaultBid: 0.5 },
        { campaignId: '999', name: 'Orphan ad group', state: 'ENABLED', defaultBid: 0.5 },
      ],
      productAds: [
        { campaignId: exact!.campaignId, adGroupId: exact!.adGroupId, sku: shop.products[1]!.sku, state: 'ENABLED' },
        { campaignId: exact!.campaignId, adGroupId: exact!.adGroupId, sku: 'NOT-THIS-SELLERS', state: 'ENABLED' },
      ],
      targets: [
        { campaignId: competitors!.campaignId, adGroupId: competitors!.adGroupId, expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM4' }], expressionType: 'MANUAL', state: 'ENABLED', bid: 0.6 },
        { campaignId: auto!.campaignId, adGroupId: auto!.adGroupId, expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM5' }], expressionType: 'MANUAL', state: 'ENABLED' },
        { campaignId: exact!.campaignId, adGroupId: exact!.adGroupId, expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM6' }], expressionType: 'MANUAL', state: 'ENABLED' },
      ],
      keywords: [
        { campaignId: exact!.campaignId, adGroupId: exact!.adGroupId, keywordText: 'conformance keyword', matchType: 'EXACT', state: 'ENABLED', bid: 0.5 },
        { campaignId, adGroupId: '999', keywordText: 'orphan keyword', matchType: 'EXACT', state: 'ENABLED', bid: 0.5 },
        { campaignId, adGroupId, keywordText: 'keyword beside a target', matchType: 'EXACT', state: 'ENABLED', bid: 0.5 },
      ],
      negativeKeywords: [
        { campaignId, adGroupId, keywordText: 'conformance negative', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
        { campaignId, adGroupId, keywordText: 'conformance broad', matchType: 'NEGATIVE_BROAD', state: 'ENABLED' },
        { campaignId, adGroupId: '999', keywordText: 'orphan negative', matchType: 'NEGATIVE_PHRASE', state: 'ENABLED' },
      ],
      campaignNegativeKeywords: [
        { campaignId, keywordText: 'conformance campaign negative', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
        { campaignId, keywordText: 'conformance campaign negative', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
      ],
      negativeTargets: [
        { campaignId, adGroupId, expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM1' }], state: 'ENABLED' },
        { campaignId, adGroupId, expression: [{ type: 'ASIN_SAME_AS', value: 'not-an-asin' }], state: 'ENABLED' },
      ],
      campaignNegativeTargets: [
        { campaignId, expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM2' }], state: 'ENABLED' },
        { campaignId: '999', expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONFORM3' }], state: 'ENABLED' },
      ],
    };
    for (const [path, items] of Object.entries(bodies)) {
      const { key, mediaType, successId, idField, idFilter, canDelete } = resource(path);
      const created = await client.call('POST', `/sp/${path}`, mediaType, { [key]: items }, represent);
      expect(created.status).toBe(207);
      const result = created.body[key] as { success: Record<string, unknown>[]; error: unknown[] };
      expect(result.success.length).toBeGreaterThan(0);
      expect(result.error.length).toBeGreaterThan(0);
      const id = String(result.success[0]![successId]);
      const updated = await client.call('PUT', `/sp/${path}`, mediaType, { [key]: [{ [idField]: id, state: 'PAUSED' }, { [idField]: '999', state: 'PAUSED' }] });
      expect(updated.status).toBe(207);
      const again = await client.call('PUT', `/sp/${path}`, mediaType, { [key]: [{ [idField]: id, state: 'ENABLED' }] }, represent);
      expect(again.status).toBe(207);
      if (canDelete) {
        const archived = await client.call('POST', `/sp/${path}/delete`, mediaType, { [idFilter]: { include: [id, '999'] } });
        expect(archived.status).toBe(207);
        const twice = await client.call('POST', `/sp/${path}/delete`, mediaType, { [idFilter]: { include: [id] } }, represent);
        expect(twice.status).toBe(207);
        const archivedUpdate = await client.call('PUT', `/sp/${path}`, mediaType, { [key]: [{ [idField]: id, state: 'ENABLED' }] });
        expect(archivedUpdate.status).toBe(207);
      }
      expect((await client.call('POST', `/sp/${path}`, mediaType, { [key]: [] }, BAD_REQUEST)).status).toBe(400);
      expect((await client.call('POST', `/sp/${path}`, 'application/json', { [key]: items }, BAD_REQUEST)).status).toBe(415);
    }
  });

  it('changes a keyword bid, and refuses one outside the marketplace range with a biddingError item', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const keyword = shop.keywords.all().find(({ entity }) => entity.state === 'ENABLED')!.entity;
    const { mediaType } = resource('keywords');
    const answer = await client.call('PUT', '/sp/keywords', mediaType, {
      keywords: [
        { keywordId: keyword.keywordId, bid: 0.37, state: 'PAUSED' },
        { keywordId: keyword.keywordId, bid: 0.01 },
        { keywordId: keyword.keywordId, bid: 1000.5 },
        { keywordId: '999', bid: 0.5 },
      ],
    });
    expect(answer.status).toBe(207);
    const { success, error } = answer.body.keywords as { success: { index: number }[]; error: { index: number; errors: { errorType: string }[] }[] };
    expect(success.map((item) => item.index)).toEqual([0]);
    expect(error.map((item) => [item.index, item.errors[0]!.errorType])).toEqual([
      [1, 'biddingError'],
      [2, 'biddingError'],
      [3, 'entityNotFoundError'],
    ]);
    // The refused items changed nothing: the first item's bid and pause stand.
    expect(keyword).toMatchObject({ bid: 0.37, state: 'PAUSED' });
    await client.call('PUT', '/sp/keywords', mediaType, { keywords: [{ keywordId: keyword.keywordId, state: 'ENABLED' }] });
  });

  it('answers bid and keyword recommendations (v4) and their errors as the model says', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const exact = shop.adGroups.all()[1]!.entity;
    const existing = { recommendationType: 'BIDS_FOR_EXISTING_AD_GROUP', campaignId: exact.campaignId, adGroupId: exact.adGroupId };
    const expressions = [
      { type: 'KEYWORD_EXACT_MATCH', value: shop.products[0]!.kind.coreTerms[0] },
      { type: 'KEYWORD_BROAD_MATCH', value: 'anything at all' },
      { type: 'PAT_ASIN', value: 'B0CONFORM7' },
      { type: 'CLOSE_MATCH' },
    ];
    const bids = 'application/vnd.spthemebasedbidrecommendation.v4+json';
    expect((await client.call('POST', '/sp/targets/bid/recommendations', bids, { ...existing, targetingExpressions: expressions })).status).toBe(200);
    const forNew = { recommendationType: 'BIDS_FOR_NEW_AD_GROUP', asins: [shop.products[0]!.asin], targetingExpressions: expressions, bidding: { strategy: 'LEGACY_FOR_SALES' } };
    expect((await client.call('POST', '/sp/targets/bid/recommendations', bids, forNew)).status).toBe(200);
    const elsewhere = { ...existing, adGroupId: '999', targetingExpressions: expressions };
    expect((await client.call('POST', '/sp/targets/bid/recommendations', bids, elsewhere)).status).toBe(400);
    const tooMany = { ...existing, targetingExpressions: Array.from({ length: 101 }, () => expressions[0]) };
    expect((await client.call('POST', '/sp/targets/bid/recommendations', bids, tooMany, BAD_REQUEST)).status).toBe(400);
    const v3 = 'application/vnd.spthemebasedbidrecommendation.v3+json';
    expect((await client.call('POST', '/sp/targets/bid/recommendations', v3, forNew, BAD_REQUEST)).status).toBe(415);
    const unauthorized = adsClient(baseUrl, 'Atza|not-a-token', profileId);
    expect((await unauthorized.call('POST', '/sp/targets/bid/recommendations', bids, forNew, BAD_REQUEST)).status).toBe(401);

    const keywords = 'application/vnd.spkeywordsrecommendation.v4+json';
    const forAdGroup = { recommendationType: 'KEYWORDS_FOR_ADGROUP', campaignId: exact.campaignId, adGroupId: exact.adGroupId, maxRecommendations: 20 };
    expect((await client.call('POST', '/sp/targets/keywords/recommendations', keywords, forAdGroup)).status).toBe(200);
    const forAsins = { recommendationType: 'KEYWORDS_FOR_ASINS', asins: [shop.products[0]!.asin], sortDimension: 'CONVERSIONS' };
    expect((await client.call('POST', '/sp/targets/keywords/recommendations', keywords, forAsins)).status).toBe(200);
    const noType = { asins: [shop.products[0]!.asin] };
    expect((await client.call('POST', '/sp/targets/keywords/recommendations', keywords, noType, BAD_REQUEST)).status).toBe(400);
    expect((await client.call('POST', '/sp/targets/keywords/recommendations', 'application/json', forAsins, BAD_REQUEST)).status).toBe(415);
    expect((await unauthorized.call('POST', '/sp/targets/keywords/recommendations', keywords, forAsins, BAD_REQUEST)).status).toBe(401);
  });

  it('runs reports through their lifecycle and answers report errors in the reporting model', async () => {
    const report = searchTermReport(isoDay(START, -20), isoDay(START, -10));
    const first = await runReport(client, report);
    expect(first.report.status).toBe('COMPLETED');
    const pending = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -9), isoDay(START, -3)));
    expect(pending.status).toBe(200);
    const duplicate = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -9), isoDay(START, -3)));
    expect(duplicate.status).toBe(425);
    sandbox.faults.failReports(1);
    const failed = await runReport(client, searchTermReport(isoDay(START, -30), isoDay(START, -25)));
    expect(failed.report.status).toBe('FAILED');
    const tooLong = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -60), isoDay(START, -2)), BAD_REQUEST);
    expect(tooLong.status).toBe(400);
    const badColumns = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -5), isoDay(START, -2), ['date', 'noSuchColumn']), BAD_REQUEST);
    expect(badColumns.status).toBe(400);
    expect((await client.call('GET', '/reporting/reports/no-such-report', REPORT_MEDIA_TYPE, undefined, BAD_REQUEST)).status).toBe(404);
    expect((await client.call('POST', '/reporting/reports', 'application/json', report, BAD_REQUEST)).status).toBe(400);
    sandbox.faults.slowReports(5000);
    const slow = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -50), isoDay(START, -45)));
    const deleted = await client.call('DELETE', `/reporting/reports/${slow.body.reportId as string}`, REPORT_MEDIA_TYPE);
    expect(deleted).toMatchObject({ status: 200, body: { reportId: slow.body.reportId } });
    expect((await client.call('GET', `/reporting/reports/${slow.body.reportId as string}`, REPORT_MEDIA_TYPE, undefined, BAD_REQUEST)).status).toBe(404);
    sandbox.faults.reset();
    const done = await client.call('DELETE', `/reporting/reports/${first.report.reportId as string}`, REPORT_MEDIA_TYPE, undefined, BAD_REQUEST);
    expect(done.status).toBe(400);
  });

  it('answers catalog items as the Catalog Items 2022-04-01 model says', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const item = (asin: string, query: string, token = accessToken, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/catalog/2022-04-01/items/${asin}?${query}`, { headers: { 'x-amz-access-token': token, ...headers } });
    const marketplace = `marketplaceIds=${shop.marketplace.marketplaceStringId}`;
    expect((await item(shop.products[0]!.asin, `${marketplace}&includedData=summaries,images`)).status).toBe(200);
    expect((await item(shop.products[0]!.asin, marketplace)).status).toBe(200);
    expect((await item(shop.products[0]!.asin, 'includedData=summaries', accessToken, BAD_REQUEST)).status).toBe(400);
    const unknownData = `${marketplace}&includedData=summaries,prices`;
    expect((await item(shop.products[0]!.asin, unknownData, accessToken, BAD_REQUEST)).status).toBe(400);
    expect((await item('B000000000', marketplace)).status).toBe(404);
    expect((await item(shop.products[0]!.asin, marketplace, 'Atza|not-a-token')).status).toBe(403);
    const search = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/catalog/2022-04-01/items?${query}`, { headers: { 'x-amz-access-token': accessToken, ...headers } });
    const asins = `identifiers=${shop.products.map((product) => product.asin).join(',')},B000000000&identifiersType=ASIN`;
    expect((await search(`${asins}&${marketplace}&includedData=summaries,images`)).status).toBe(200);
    expect((await search(`keywords=knife&${marketplace}`, BAD_REQUEST)).status).toBe(400);
  });

  it('throttles with the model\'s 429 bodies and Retry-After', async () => {
    const { mediaType } = resource('campaigns');
    const lists = await Promise.all(Array.from({ length: 150 }, () => client.call('POST', '/sp/campaigns/list', mediaType, { maxResults: 1 })));
    expect(lists.some((answer) => answer.status === 429)).toBe(true);
    const created = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, searchTermReport(isoDay(START, -40), isoDay(START, -35)));
    const statuses = await Promise.all(
      Array.from({ length: 150 }, () => client.call('GET', `/reporting/reports/${created.body.reportId as string}`, REPORT_MEDIA_TYPE)),
    );
    expect(statuses.some((answer) => answer.status === 429)).toBe(true);
    const bids = 'application/vnd.spthemebasedbidrecommendation.v4+json';
    const forNew = { recommendationType: 'BIDS_FOR_NEW_AD_GROUP', asins: ['B0CONFORM8'], targetingExpressions: [{ type: 'CLOSE_MATCH' }], bidding: { strategy: 'MANUAL' } };
    const recommendations = await Promise.all(Array.from({ length: 150 }, () => client.call('POST', '/sp/targets/bid/recommendations', bids, forNew)));
    expect(recommendations.some((answer) => answer.status === 429)).toBe(true);
  });

  it('gave no answer that Amazon\'s models would not, and exercised every modelled route the sandbox serves', () => {
    const checked = exchanges.filter((exchange) => !exchange.injected);
    const problems = checked.flatMap((exchange) =>
      conformance.routeOf(exchange)
        ? conformance.check(exchange, { checkRequest: exchange.requestHeaders['x-test-bad-request'] === undefined })
        : [],
    );
    expect(problems).toEqual([]);

    const unmodelled = new Set(checked.filter((exchange) => !conformance.routeOf(exchange)).map(routeTemplate));
    for (const route of unmodelled) expect(UNMODELLED_ROUTES, `${route} is neither modelled nor listed`).toHaveProperty([route]);

    const served = new Set(checked.filter((exchange) => exchange.status < 300).map((exchange) => conformance.routeOf(exchange)));
    // The Selling Partner API's report and sellers routes are driven, and checked the same way, by sp-api.test.ts.
    const adsRoutes = conformance.modelledRoutes().filter((route) => !/\/reports\/2021-06-30\/|\/sellers\/v1\//.test(route));
    const notServed = adsRoutes.filter((route) => !served.has(route));
    expect(notServed).toEqual([]);
  });
});

/** Unmodelled routes by their template, as UNMODELLED_ROUTES names them. */
function routeTemplate(exchange: Exchange): string {
  const path = exchange.path
    .replace(/^\/(na|eu|fe)(?=\/)/, '')
    .replace(/^\/sellercentral\/(na|eu|fe)(?=\/)/, '/sellercentral')
    .replace(/^\/sp-reports\/documents\/[^/]+$/, '/sp-reports/documents/{file}')
    .replace(/^\/v2\/profiles\/[^/]+$/, '/v2/profiles/{profileId}')
    .replace(/^\/reporting\/downloads\/[^/]+$/, '/reporting/downloads/{file}')
    .replace(/^\/images\/[^/]+$/, '/images/{file}');
  return `${exchange.method} ${path}`;
}
