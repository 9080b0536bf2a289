import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdsClient, adsClient, authorize, startSandbox } from './helpers.ts';

const KEYWORD = 'application/vnd.spKeyword.v3+json';
const NEGATIVE_KEYWORD = 'application/vnd.spNegativeKeyword.v3+json';
const CAMPAIGN = 'application/vnd.spCampaign.v3+json';
const NEGATIVE_TARGET = 'application/vnd.spNegativeTargetingClause.v3+json';

describe('Sponsored Products v3 entities', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: AdsClient;
  let profileId: number;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const { accessToken } = await authorize(sandbox.baseUrl);
    profileId = sandbox.world.accounts[0]?.shops[0]?.profileId as number;
    client = adsClient(sandbox.baseUrl, accessToken, profileId);
  });
  afterAll(() => sandbox.close());

  it('lists campaigns in v3 shape: auto and manual', async () => {
    const { status, headers, body } = await client.call('POST', '/sp/campaigns/list', CAMPAIGN, {});
    expect(status).toBe(200);
    // Media types are case-insensitive; Fastify sends them lowercased.
    expect(headers.get('content-type')).toContain(CAMPAIGN.toLowerCase());
    const campaigns = body.campaigns as Record<string, unknown>[];
    expect(body.totalResults).toBe(30);
    expect(new Set(campaigns.map((c) => c.targetingType))).toEqual(new Set(['AUTO', 'MANUAL']));
    expect(campaigns[0]).toMatchObject({
      campaignId: expect.any(String),
      name: expect.any(String),
      state: 'ENABLED',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      budget: { budget: expect.any(Number), budgetType: 'DAILY' },
    });
  });

  it('pages with nextToken and returns every keyword exactly once', async () => {
    const all = await client.call('POST', '/sp/keywords/list', KEYWORD, { maxResults: 5000 });
    const expected = (all.body.keywords as { keywordId: string }[]).map((k) => k.keywordId);
    expect(expected.length).toBeGreaterThan(50);

    const seen: string[] = [];
    let nextToken: string | undefined;
    do {
      const page = await client.call('POST', '/sp/keywords/list', KEYWORD, { maxResults: 17, nextToken });
      expect(page.status).toBe(200);
      expect(page.body.totalResults).toBe(expected.length);
      seen.push(...(page.body.keywords as { keywordId: string }[]).map((k) => k.keywordId));
      nextToken = page.body.nextToken as string | undefined;
    } while (nextToken);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by campaign, ad group and state', async () => {
    const campaigns = (await client.call('POST', '/sp/campaigns/list', CAMPAIGN, {})).body.campaigns as { campaignId: string }[];
    const campaignId = campaigns[1]?.campaignId as string;
    const { body } = await client.call('POST', '/sp/keywords/list', KEYWORD, {
      campaignIdFilter: { include: [campaignId] },
      stateFilter: { include: ['ENABLED'] },
    });
    const keywords = body.keywords as { campaignId: string; adGroupId: string; matchType: string }[];
    expect(keywords.length).toBeGreaterThan(0);
    expect(keywords.every((k) => k.campaignId === campaignId)).toBe(true);
    expect(new Set(keywords.map((k) => k.matchType))).toEqual(new Set(['EXACT', 'PHRASE', 'BROAD']));
  });

  it('lists auto and product targets with their expressions', async () => {
    const { body } = await client.call('POST', '/sp/targets/list', 'application/vnd.spTargetingClause.v3+json', { maxResults: 5000 });
    const types = new Set((body.targetingClauses as { expression: { type: string }[] }[]).map((t) => t.expression[0]?.type));
    expect(types).toEqual(
      new Set([
        'QUERY_HIGH_REL_MATCHES',
        'QUERY_BROAD_REL_MATCHES',
        'ASIN_SUBSTITUTE_RELATED',
        'ASIN_ACCESSORY_RELATED',
        'ASIN_SAME_AS',
        'ASIN_EXPANDED_FROM',
        'ASIN_CATEGORY_SAME_AS',
      ]),
    );
  });

  it('answers 207 with one success and one error when creating a duplicate negative keyword', async () => {
    const adGroups = (await client.call('POST', '/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json', {})).body
      .adGroups as { adGroupId: string; campaignId: string }[];
    const { adGroupId, campaignId } = adGroups[0] as { adGroupId: string; campaignId: string };
    const item = { campaignId, adGroupId, keywordText: 'Free Garlic Thing', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' };
    const { status, body } = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, { negativeKeywords: [item, item] }, {
      prefer: 'return=representation',
    });
    expect(status).toBe(207);
    const result = body.negativeKeywords as { success: Record<string, unknown>[]; error: Record<string, unknown>[] };
    expect(result.success).toHaveLength(1);
    expect(result.success[0]).toMatchObject({
      index: 0,
      negativeKeywordId: expect.any(String),
      negativeKeyword: { keywordText: 'free garlic thing', matchType: 'NEGATIVE_EXACT', state: 'ENABLED', adGroupId },
    });
    expect(result.error).toHaveLength(1);
    expect(result.error[0]).toMatchObject({
      index: 1,
      errors: [{ errorType: 'duplicateValueError', errorValue: { duplicateValueError: { message: expect.any(String) } } }],
    });

    const listed = await client.call('POST', '/sp/negativeKeywords/list', NEGATIVE_KEYWORD, {
      negativeKeywordIdFilter: { include: [result.success[0]?.negativeKeywordId] },
    });
    expect(listed.body.negativeKeywords).toHaveLength(1);
  });

  it('deletes (archives) a negative keyword, which can then be created again', async () => {
    const adGroups = (await client.call('POST', '/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json', {})).body
      .adGroups as { adGroupId: string; campaignId: string }[];
    const { adGroupId, campaignId } = adGroups[2] as { adGroupId: string; campaignId: string };
    const item = { campaignId, adGroupId, keywordText: 'used', matchType: 'NEGATIVE_PHRASE', state: 'ENABLED' };
    const created = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, { negativeKeywords: [item] });
    const id = (created.body.negativeKeywords as { success: { negativeKeywordId: string }[] }).success[0]?.negativeKeywordId;

    const deleted = await client.call('POST', '/sp/negativeKeywords/delete', NEGATIVE_KEYWORD, {
      negativeKeywordIdFilter: { include: [id, '999'] },
    });
    expect(deleted.status).toBe(207);
    const result = deleted.body.negativeKeywords as { success: unknown[]; error: { index: number }[] };
    expect(result.success).toHaveLength(1);
    expect(result.error.map((e) => e.index)).toEqual([1]);

    const archived = await client.call('POST', '/sp/negativeKeywords/list', NEGATIVE_KEYWORD, {
      negativeKeywordIdFilter: { include: [id] },
    });
    expect((archived.body.negativeKeywords as { state: string }[])[0]?.state).toBe('ARCHIVED');
    const again = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, { negativeKeywords: [item] });
    expect((again.body.negativeKeywords as { success: unknown[] }).success).toHaveLength(1);
  });

  it('creates negative product targets and rejects malformed ASINs per item', async () => {
    const adGroups = (await client.call('POST', '/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json', {})).body
      .adGroups as { adGroupId: string; campaignId: string }[];
    const { adGroupId, campaignId } = adGroups[0] as { adGroupId: string; campaignId: string };
    const { status, body } = await client.call('POST', '/sp/negativeTargets', NEGATIVE_TARGET, {
      negativeTargetingClauses: [
        { campaignId, adGroupId, state: 'ENABLED', expression: [{ type: 'ASIN_SAME_AS', value: 'b0abc12345' }] },
        { campaignId, adGroupId, state: 'ENABLED', expression: [{ type: 'ASIN_SAME_AS', value: 'not-an-asin' }] },
      ],
    }, { prefer: 'return=representation' });
    expect(status).toBe(207);
    const result = body.negativeTargetingClauses as { success: Record<string, unknown>[]; error: Record<string, unknown>[] };
    expect(result.success[0]).toMatchObject({
      index: 0,
      negativeTargetingClause: { expression: [{ type: 'ASIN_SAME_AS', value: 'B0ABC12345' }] },
    });
    expect(result.error[0]).toMatchObject({ index: 1, errors: [{ errorType: 'malformedValueError' }] });
  });

  it('answers error items of Amazon\'s models: entity not found, archived, parent missing, missing value', async () => {
    const adGroups = (await client.call('POST', '/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json', {})).body
      .adGroups as { adGroupId: string; campaignId: string }[];
    const { adGroupId, campaignId } = adGroups[3]!;
    const item = { campaignId, adGroupId, keywordText: 'refurbished', matchType: 'NEGATIVE_BROAD', state: 'ENABLED' };
    const created = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, {
      negativeKeywords: [item, { ...item, adGroupId: '424242' }, { campaignId, adGroupId, state: 'ENABLED', matchType: 'NEGATIVE_EXACT' }],
    });
    const createResult = created.body.negativeKeywords as { success: { negativeKeywordId: string }[]; error: Record<string, unknown>[] };
    const id = createResult.success[0]!.negativeKeywordId;
    expect(createResult.error).toEqual([
      { index: 1, errors: [{ errorType: 'parentEntityError', errorValue: { parentEntityError: { reason: 'PARENT_ENTITY_NOT_FOUND', message: expect.any(String), cause: { location: '$[1].adGroupId', trigger: '424242' } } } }] },
      { index: 2, errors: [{ errorType: 'missingValueError', errorValue: { missingValueError: { reason: 'MISSING_VALUE', message: expect.any(String), cause: { location: '$[2].keywordText' } } } }] },
    ]);

    await client.call('POST', '/sp/negativeKeywords/delete', NEGATIVE_KEYWORD, { negativeKeywordIdFilter: { include: [id] } });
    const again = await client.call('POST', '/sp/negativeKeywords/delete', NEGATIVE_KEYWORD, {
      negativeKeywordIdFilter: { include: [id, '999'] },
    });
    expect((again.body.negativeKeywords as { error: unknown[] }).error).toEqual([
      { index: 0, errors: [{ errorType: 'entityStateError', errorValue: { entityStateError: { reason: 'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED', message: expect.any(String), entityType: 'NEGATIVE_KEYWORD', entityId: id, cause: { location: '$[0].keywordId', trigger: id } } } }] },
      { index: 1, errors: [{ errorType: 'entityNotFoundError', errorValue: { entityNotFoundError: { reason: 'ENTITY_NOT_FOUND', message: expect.any(String), entityType: 'NEGATIVE_KEYWORD', entityId: '999', cause: { location: '$[1].keywordId', trigger: '999' } } } }] },
    ]);
  });

  it('applies the v3 model\'s list filters and refuses fields it does not define', async () => {
    const all = (await client.call('POST', '/sp/keywords/list', KEYWORD, { maxResults: 5000 })).body.keywords as {
      keywordText: string;
      matchType: string;
    }[];
    const exact = await client.call('POST', '/sp/keywords/list', KEYWORD, { maxResults: 5000, matchTypeFilter: ['EXACT'] });
    expect((exact.body.keywords as typeof all).length).toBe(all.filter((k) => k.matchType === 'EXACT').length);
    expect(new Set((exact.body.keywords as typeof all).map((k) => k.matchType))).toEqual(new Set(['EXACT']));

    const text = all[0]!.keywordText;
    const byText = await client.call('POST', '/sp/keywords/list', KEYWORD, {
      maxResults: 5000,
      keywordTextFilter: { queryTermMatchType: 'EXACT_MATCH', include: [text] },
      locale: 'en_US',
    });
    expect((byText.body.keywords as typeof all).every((k) => k.keywordText === text)).toBe(true);

    const word = (sandbox.world.shop(profileId)!.campaigns.all()[0]!.entity.name.split(' ')[0] ?? '').toLowerCase();
    const named = await client.call('POST', '/sp/campaigns/list', CAMPAIGN, { nameFilter: { queryTermMatchType: 'BROAD_MATCH', include: [word] } });
    const names = (named.body.campaigns as { name: string }[]).map((c) => c.name.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes(word))).toBe(true);
    expect(named.body.totalResults).toBeLessThan(30);

    for (const body of [{ keywordTextFilter: { queryTermMatchType: 'EXACT_MATCH', include: ['x'] } }, { colour: 'red' }]) {
      const refused = await client.call('POST', '/sp/campaigns/list', CAMPAIGN, body);
      expect(refused.status).toBe(400);
    }
  });

  it('answers 415 to a wrong media type and 401 to a profile of another seller', async () => {
    const wrongType = await client.call('POST', '/sp/campaigns/list', 'application/json', {});
    expect(wrongType.status).toBe(415);
    const otherShop = sandbox.world.accounts[1]?.shops[0]?.profileId as number;
    const { accessToken } = await authorize(sandbox.baseUrl, 0);
    const foreign = await adsClient(sandbox.baseUrl, accessToken, otherShop).call('POST', '/sp/campaigns/list', CAMPAIGN, {});
    expect(foreign.status).toBe(401);
  });
});
