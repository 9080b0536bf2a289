import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adsClient,
  isoDay,
  REPORT_MEDIA_TYPE,
  type Sandbox,
  searchTermReport,
  START,
  startAuthorizedSandbox,
} from './helpers.ts';

const NEGATIVE_KEYWORD = 'application/vnd.spNegativeKeyword.v3+json';

describe('routes and headers as Amazon answers them', () => {
  let sandbox: Sandbox;
  let accessToken: string;
  beforeAll(async () => {
    ({ sandbox, accessToken } = await startAuthorizedSandbox());
  });
  afterAll(() => sandbox.close());

  it("answers GET /v2/profiles/{profileId} for the seller's own profile, Amazon's 404 otherwise", async () => {
    const [own] = sandbox.world.accounts[0]!.shops;
    const foreign = sandbox.world.accounts[1]!.shops[0]!;
    const client = adsClient(sandbox.baseUrl, accessToken);
    const found = await client.call('GET', `/v2/profiles/${own!.profileId}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      profileId: own!.profileId,
      countryCode: own!.marketplace.countryCode,
    });
    const missing = await client.call('GET', `/v2/profiles/${foreign.profileId}`);
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', details: expect.any(String) } });
  });

  it("answers unknown routes with Amazon's {code, details}, and names every answer with x-amzn-RequestId", async () => {
    const unknown = await fetch(`${sandbox.baseUrl}/sp/nothing/here`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'NOT_FOUND',
      details: 'No resource at POST /sp/nothing/here',
    });
    const ids = new Set(
      await Promise.all(
        [unknown, await fetch(`${sandbox.baseUrl}/v2/profiles`)].map((r) =>
          r.headers.get('x-amzn-requestid'),
        ),
      ),
    );
    expect(ids.size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says Preference-Applied when it honoured Prefer: return=representation', async () => {
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const client = adsClient(sandbox.baseUrl, accessToken, shop.profileId);
    const adGroup = shop.adGroups.all()[5]!.entity;
    const item = {
      campaignId: adGroup.campaignId,
      adGroupId: adGroup.adGroupId,
      keywordText: 'spare part',
      matchType: 'NEGATIVE_EXACT',
      state: 'ENABLED',
    };
    const plain = await client.call('POST', '/sp/negativeKeywords', NEGATIVE_KEYWORD, {
      negativeKeywords: [item],
    });
    expect(plain.headers.get('preference-applied')).toBeNull();
    const represented = await client.call(
      'POST',
      '/sp/negativeKeywords',
      NEGATIVE_KEYWORD,
      { negativeKeywords: [{ ...item, keywordText: 'spare parts' }] },
      { prefer: 'return=representation' },
    );
    expect(represented.headers.get('preference-applied')).toBe('return=representation');
  });

  it("answers report create and status in the reporting model's vendor media types", async () => {
    const client = adsClient(sandbox.baseUrl, accessToken, sandbox.world.accounts[0]!.shops[0]!.profileId);
    const created = await client.call(
      'POST',
      '/reporting/reports',
      REPORT_MEDIA_TYPE,
      searchTermReport(isoDay(START, -10), isoDay(START, -5)),
    );
    expect(created.headers.get('content-type')).toContain(
      'application/vnd.createasyncreportresponse.v3+json',
    );
    const status = await client.call(
      'GET',
      `/reporting/reports/${created.body.reportId as string}`,
      REPORT_MEDIA_TYPE,
    );
    expect(status.headers.get('content-type')).toContain('application/vnd.getasyncreportresponse.v3+json');
  });
});
