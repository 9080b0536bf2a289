import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsClient, authorize, startSandbox } from './helpers.ts';

describe('GET /v2/profiles', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it("lists the authorizing seller's shops in Amazon's profile shape", async () => {
    const { accessToken } = await authorize(sandbox.baseUrl, 0);
    const { status, body } = await adsClient(sandbox.baseUrl, accessToken).call('GET', '/v2/profiles');
    expect(status).toBe(200);
    const profiles = body as unknown as Record<string, unknown>[];
    expect(profiles.map((p) => [p.countryCode, p.currencyCode, p.timezone])).toEqual([
      ['US', 'USD', 'America/Los_Angeles'],
      ['UK', 'GBP', 'Europe/London'],
      ['JP', 'JPY', 'Asia/Tokyo'],
    ]);
    for (const profile of profiles) {
      expect(typeof profile.profileId).toBe('number');
      expect(profile.accountInfo).toMatchObject({ type: 'seller', validPaymentMethod: true, id: expect.stringMatching(/^A/) });
    }
    expect((profiles[0]?.accountInfo as { marketplaceStringId: string }).marketplaceStringId).toBe('ATVPDKIKX0DER');
  });

  it('narrows to one region with ?region=', async () => {
    const { accessToken } = await authorize(sandbox.baseUrl, 0);
    const { body } = await adsClient(sandbox.baseUrl, accessToken).call('GET', '/v2/profiles?region=FE');
    expect((body as unknown as { countryCode: string }[]).map((p) => p.countryCode)).toEqual(['JP']);
  });

  it('gives another sandbox account its own shops', async () => {
    const { accessToken } = await authorize(sandbox.baseUrl, 1);
    const { body } = await adsClient(sandbox.baseUrl, accessToken).call('GET', '/v2/profiles');
    const profiles = body as unknown as { countryCode: string; accountInfo: { id: string } }[];
    expect(profiles.map((p) => p.countryCode)).toEqual(['DE']);
    expect(profiles[0]?.accountInfo.id).toBe(sandbox.world.accounts[1]?.sellerId);
  });

  it('refuses calls without a valid token or client id', async () => {
    const noToken = await fetch(`${sandbox.baseUrl}/v2/profiles`);
    expect(noToken.status).toBe(401);
    const { accessToken } = await authorize(sandbox.baseUrl, 0);
    const noClientId = await fetch(`${sandbox.baseUrl}/v2/profiles`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(noClientId.status).toBe(400);
  });
});
