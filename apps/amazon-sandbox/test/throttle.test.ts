import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAZON_RATES } from '../src/index.ts';
import {
  adsClient,
  authorize,
  type Sandbox,
  sellerCentralTokens,
  startAuthorizedSandbox,
  startSandbox,
} from './helpers.ts';

const CAMPAIGN = 'application/vnd.spCampaign.v3+json';

describe('throttling', () => {
  let sandbox: Sandbox;
  let accessToken: string;
  beforeAll(async () => {
    ({ sandbox, accessToken } = await startAuthorizedSandbox({ throttle: {} }));
  });
  afterAll(() => sandbox.close());

  it("answers 429 with Retry-After and Amazon's body once a profile spends its burst, per profile", async () => {
    const [us, uk] = sandbox.world.accounts[0]!.shops;
    const client = adsClient(sandbox.baseUrl, accessToken, us!.profileId);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        client.call('POST', '/sp/campaigns/list', CAMPAIGN, { maxResults: 1 }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((answer) => answer.status === 200);
    const throttled = answers.filter((answer) => answer.status === 429);
    // The burst, plus what dripped in at its rate while the calls arrived (more on a busy machine).
    const { burst, perSecond } = AMAZON_RATES.spList.perProfile;
    expect(ok.length).toBeGreaterThanOrEqual(burst);
    expect(ok.length).toBeLessThanOrEqual(burst + Math.ceil(perSecond * seconds) + 1);
    expect(throttled.length).toBe(60 - ok.length);
    expect(throttled.length).toBeGreaterThan(0);
    expect(throttled[0]!.body).toEqual({ code: 'THROTTLED', message: 'Too Many Requests' });
    expect(Number(throttled[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // Another profile of the same client has its own bucket.
    const other = await adsClient(sandbox.baseUrl, accessToken, uk!.profileId).call(
      'POST',
      '/sp/campaigns/list',
      CAMPAIGN,
      {},
    );
    expect(other.status).toBe(200);

    await new Promise((resolve) =>
      setTimeout(resolve, Number(throttled[0]!.headers.get('retry-after')) * 1000),
    );
    expect((await client.call('POST', '/sp/campaigns/list', CAMPAIGN, {})).status).toBe(200);
  });

  it('has a bucket per client id over all its profiles', async () => {
    const throttled = await startSandbox({
      throttle: {
        profiles: { perClient: { perSecond: 1, burst: 2 }, perProfile: { perSecond: 1, burst: 5 } },
      },
    });
    try {
      const { accessToken: token } = await authorize(throttled.baseUrl);
      const client = adsClient(throttled.baseUrl, token);
      const statuses = [];
      for (let call = 0; call < 3; call++) statuses.push((await client.call('GET', '/v2/profiles')).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await throttled.close();
    }
  });
  it('limits each Selling Partner API operation per selling partner and application: a new token still waits', async () => {
    const app = await sellerCentralTokens(sandbox.baseUrl);
    const shop = sandbox.world.accounts[0]!.shops[0]!;
    const marketplace = `marketplaceIds=${shop.marketplace.marketplaceStringId}`;
    const call = (path: string, token: string) =>
      fetch(`${sandbox.baseUrl}${path}`, { headers: { 'x-amz-access-token': token } });
    const search = `/catalog/2022-04-01/items?identifiers=${shop.products[0]!.asin}&identifiersType=ASIN&${marketplace}`;
    const item = `/catalog/2022-04-01/items/${shop.products[0]!.asin}?${marketplace}`;
    // searchCatalogItems and getCatalogItem have a bucket each (2 a second, burst 2).
    expect([
      (await call(search, app.accessToken)).status,
      (await call(item, app.accessToken)).status,
    ]).toEqual([200, 200]);
    expect((await call(item, app.accessToken)).status).toBe(200);
    const throttled = await call(item, app.accessToken);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('x-amzn-ratelimit-limit')).toBe('2');
    const refreshed = await app.refresh();
    expect(refreshed).not.toBe(app.accessToken);
    expect((await call(item, refreshed)).status).toBe(429);
  });
});
