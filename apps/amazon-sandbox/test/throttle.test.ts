import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAZON_RATES } from '../src/index.ts';
import { adsClient, authorize, startSandbox } from './helpers.ts';

const CAMPAIGN = 'application/vnd.spCampaign.v3+json';

describe('throttling', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let accessToken: string;
  beforeAll(async () => {
    sandbox = await startSandbox({ throttle: {} });
    ({ accessToken } = await authorize(sandbox.baseUrl));
  });
  afterAll(() => sandbox.close());

  it('answers 429 with Retry-After and Amazon\'s body once a profile spends its burst, per profile', async () => {
    const [us, uk] = sandbox.world.accounts[0]!.shops;
    const client = adsClient(sandbox.baseUrl, accessToken, us!.profileId);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => client.call('POST', '/sp/campaigns/list', CAMPAIGN, { maxResults: 1 })),
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
    const other = await adsClient(sandbox.baseUrl, accessToken, uk!.profileId).call('POST', '/sp/campaigns/list', CAMPAIGN, {});
    expect(other.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Number(throttled[0]!.headers.get('retry-after')) * 1000));
    expect((await client.call('POST', '/sp/campaigns/list', CAMPAIGN, {})).status).toBe(200);
  });

  it('has a bucket per client id over all its profiles', async () => {
    const throttled = await startSandbox({ throttle: { profiles: { perClient: { perSecond: 1, burst: 2 }, perProfile: { perSecond: 1, burst: 5 } } } });
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
});
