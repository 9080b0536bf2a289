import type { ConsentUrl, ShopList } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../src/modules/amazon/token-cipher.ts';
import {
  consentInSandbox,
  followCallback,
  shopModuleOver,
  startAmazonSandbox,
  TOKEN_KEY,
} from './support/amazon.ts';
import { DEMO, loginAs, registerSeller, startTestServer, type TestServer } from './support/test-server.ts';

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;
const logLines: string[] = [];

beforeAll(async () => {
  sandbox = await startAmazonSandbox();
  server = await startTestServer({
    env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY, LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  admin = (await loginAs(server, DEMO.admin)).token;
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const authorize = async (token = admin, body: { region?: string } = {}) =>
  (await server.call<ConsentUrl>('/v1/shop/authorize', body, { token })).body;
const list = async (token = admin) => (await server.call<ShopList>('/v1/shop/list', {}, { token })).body.data;

describe('shop authorization with Login with Amazon', () => {
  it('answers a consent URL on the sandbox with state and an S256 PKCE challenge', async () => {
    const { code, data } = await authorize();
    expect(code).toBe('0000');
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/na/ap/oa`);
    expect(url.searchParams.get('scope')).toBe('advertising::campaign_management');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/v1/shop/authorize/callback`);
  });

  it('takes the callback address from the host reached, never from the Origin header', async () => {
    const forged = await server.call<ConsentUrl>(
      '/v1/shop/authorize',
      {},
      { token: admin, headers: { origin: 'https://evil.example' } },
    );
    const url = new URL(forged.body.data.url);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/v1/shop/authorize/callback`);
  });

  it('connects account A: its shops in NA, EU and FE, and queues their first sync', async () => {
    const callback = await consentInSandbox((await authorize()).data.url, 0);
    const back = await followCallback(callback);
    expect(back.pathname + back.search).toBe('/system-settings/shop-authorize?authorized=3');

    const { accounts, amazonMode } = await list();
    expect(amazonMode).toBe('sandbox');
    expect(accounts).toHaveLength(1);
    const [account] = accounts;
    const adminName = (await server.call<{ username: string }>('/v1/user/info', {}, { token: admin })).body
      .data.username;
    expect(account).toMatchObject({
      accountName: 'Brightwood Home & Kitchen',
      mode: 'sandbox',
      status: 'active',
      connectedByName: adminName,
    });
    const shops = account!.shops.map((shop) => [
      shop.countryCode,
      shop.region,
      shop.currencyCode,
      shop.timezone,
    ]);
    expect(shops.sort()).toEqual([
      ['JP', 'FE', 'JPY', 'Asia/Tokyo'],
      ['UK', 'EU', 'GBP', 'Europe/London'],
      ['US', 'NA', 'USD', 'America/Los_Angeles'],
    ]);
    const profileIds = sandbox.world.accounts[0]!.shops.map((shop) => String(shop.profileId)).sort();
    expect(account!.shops.map((shop) => shop.profileId).sort()).toEqual(profileIds);
    expect(account!.shops.every((shop) => shop.job?.state === 'queued' && shop.status === 'active')).toBe(
      true,
    );

    const reused = await followCallback(callback);
    expect(reused.search).toBe('?authError=unknown_state');
  });

  it('refuses a wrong state, an expired consent, a code from another consent, and a cancelled one', async () => {
    const wrong = await followCallback(
      new URL(`${server.baseUrl}/v1/shop/authorize/callback?code=abc&state=forged`),
    );
    expect(wrong.search).toBe('?authError=unknown_state');

    const expiring = await consentInSandbox((await authorize()).data.url, 1);
    await server.database.db.execute(
      sql`update amazon_authorization set expires_at = now() - interval '1 second'`,
    );
    expect((await followCallback(expiring)).search).toBe('?authError=expired');

    // The code of one consent with the state (and so the PKCE verifier) of another: LWA refuses it.
    const first = await consentInSandbox((await authorize()).data.url, 1);
    const second = await consentInSandbox((await authorize()).data.url, 1);
    second.searchParams.set('code', first.searchParams.get('code')!);
    expect((await followCallback(second)).search).toBe('?authError=invalid_grant');

    const cancelled = await consentInSandbox((await authorize()).data.url, 1, 'cancel');
    expect((await followCallback(cancelled)).search).toBe('?authError=access_denied');
    expect((await list()).accounts).toHaveLength(1);
  });

  it('refuses an authorization code older than LWA allows', async () => {
    const late = await consentInSandbox((await authorize()).data.url, 1);
    sandbox.advance(6 * 60_000);
    expect((await followCallback(late)).search).toBe('?authError=invalid_grant');
  });

  it('refreshes the access token once Amazon lets it expire', async () => {
    const shop = (await list()).accounts[0]!.shops[0]!;
    const campaignId = sandbox.world.shop(shop.profileId)!.campaigns.all()[0]!.entity.campaignId;
    const where = { campaignId, adGroupId: null };
    const { adsApi } = shopModuleOver(server, sandbox.url);
    await expect(adsApi.listNegatives(shop.shopId, where)).resolves.toEqual([]);
    sandbox.advance(61 * 60_000);
    await expect(adsApi.listNegatives(shop.shopId, where)).resolves.toEqual([]);
  });

  it('re-authorizes an account only with the same seller account', async () => {
    const grantId = (await list()).accounts[0]!.grantId;
    const consent = async () =>
      (await server.call<ConsentUrl>('/v1/shop/reauthorize', { grantId }, { token: admin })).body.data.url;
    expect((await followCallback(await consentInSandbox(await consent(), 1))).search).toBe(
      '?authError=other_account',
    );
    expect((await followCallback(await consentInSandbox(await consent(), 0))).search).toBe('?authorized=3');
    const { accounts } = await list();
    expect(accounts.map((account) => account.grantId)).toEqual([grantId]);
  });

  it('a shop outlives the member who connected it: the grant is the organisation’s', async () => {
    await server.call(
      '/v1/member/invite',
      { phone: '13900002001', role: 'R_ADMIN', shopIds: null },
      { token: admin },
    );
    const leaving = await registerSeller(server, '13900002001', 'leaving_admin');
    const consent = await authorize(leaving);
    expect((await followCallback(await consentInSandbox(consent.data.url, 1))).search).toBe('?authorized=1');
    const account = (await list()).accounts.find((one) => one.connectedByName === 'leaving_admin')!;
    const { userId } = (await server.call<{ userId: string }>('/v1/user/info', {}, { token: leaving })).body
      .data;
    const superAdmin = (await loginAs(server, DEMO.superAdmin)).token;
    expect((await server.call('/v1/member/remove', { userId }, { token: superAdmin })).body.code).toBe(
      '0000',
    );

    const kept = (await list()).accounts.find((one) => one.grantId === account.grantId)!;
    expect(kept).toMatchObject({ status: 'active', connectedByName: 'leaving_admin' });
    const shop = kept.shops[0]!;
    const campaignId = sandbox.world.shop(shop.profileId)!.campaigns.all()[0]!.entity.campaignId;
    const { adsApi } = shopModuleOver(server, sandbox.url);
    // A fresh access token from the grant's refresh token, after the member is gone.
    sandbox.advance(61 * 60_000);
    await expect(adsApi.listNegatives(shop.shopId, { campaignId, adGroupId: null })).resolves.toBeInstanceOf(
      Array,
    );
    expect((await server.call('/v1/shop/sync', { shopId: shop.shopId }, { token: admin })).body.code).toBe(
      '0000',
    );
  });

  it('lets R_USER read but not change, and hides the shops from other organisations', async () => {
    const user = (await loginAs(server, DEMO.user)).token;
    const shopId = (await list(user)).accounts[0]!.shops[0]!.shopId;
    expect((await authorize(user)).code).toBe('4003');
    for (const path of ['/v1/shop/sync', '/v1/shop/pause', '/v1/shop/remove']) {
      expect((await server.call(path, { shopId }, { token: user })).body.code).toBe('4003');
    }

    const stranger = await registerSeller(server, '13700000099', 'OtherSeller');
    expect((await list(stranger)).accounts).toEqual([]);
    for (const path of ['/v1/shop/sync', '/v1/shop/pause', '/v1/shop/remove']) {
      expect((await server.call(path, { shopId }, { token: stranger })).body.code).toBe('4004');
    }
    expect((await server.call('/v1/shop/sync', { shopId: 'nope' }, { token: admin })).body.code).toBe('4000');
  });

  it('pauses, resumes and removes a shop with its data, logging each action', async () => {
    const shop = (await list()).accounts[0]!.shops.find((candidate) => candidate.countryCode === 'JP')!;
    expect((await server.call('/v1/shop/pause', { shopId: shop.shopId }, { token: admin })).body.code).toBe(
      '0000',
    );
    let listed = (await list()).accounts[0]!.shops.find((candidate) => candidate.shopId === shop.shopId)!;
    expect(listed.status).toBe('paused');
    expect(listed.job?.state).toBe('cancelled');
    await server.call('/v1/shop/resume', { shopId: shop.shopId }, { token: admin });
    listed = (await list()).accounts[0]!.shops.find((candidate) => candidate.shopId === shop.shopId)!;
    expect(listed.status).toBe('active');

    const sync = await server.call<{ jobId: string }>(
      '/v1/shop/sync',
      { shopId: shop.shopId },
      { token: admin },
    );
    const job = await server.call(
      '/v1/negOper/job_progress',
      { jobId: sync.body.data.jobId },
      { token: admin },
    );
    expect(job.body.data).toMatchObject({
      jobId: sync.body.data.jobId,
      shopId: shop.shopId,
      state: 'queued',
      progress: 0,
    });

    expect((await server.call('/v1/shop/remove', { shopId: shop.shopId }, { token: admin })).body.code).toBe(
      '0000',
    );
    expect((await list()).accounts[0]!.shops.map((candidate) => candidate.countryCode).sort()).toEqual([
      'UK',
      'US',
    ]);
    const actions = await server.database.pool.query<{ action: string }>(
      `select action from operation_log where module = 'shop' order by created_at`,
    );
    expect(actions.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['authorize', 'authorized', 'pause', 'resume', 'sync', 'remove']),
    );
    const refused = await server.database.pool.query<{ message: string }>(
      `select message from operation_log where module = 'shop' and result = 'failure'`,
    );
    expect(refused.rows.map((row) => row.message)).toEqual(
      expect.arrayContaining(['expired', 'invalid_grant', 'other_account']),
    );
  });

  it('keeps refresh tokens encrypted at rest and out of every log line and answer', async () => {
    const [grant] = (
      await server.database.pool.query<{ refresh_token_cipher: string }>(
        'select refresh_token_cipher from amazon_grant',
      )
    ).rows;
    const refreshToken = createTokenCipher(Buffer.from(TOKEN_KEY, 'base64')).decrypt(
      grant!.refresh_token_cipher,
    );
    expect(refreshToken).toMatch(/^Atzr\|/);

    const tables = await server.database.pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'`,
    );
    for (const { table_name } of tables.rows) {
      const leaks = await server.database.pool.query(
        `select 1 from "${table_name}" t where t::text like '%' || $1 || '%' or t::text like '%Atza|%' or t::text like '%Atzr|%'`,
        [refreshToken],
      );
      expect(leaks.rowCount, `a token in clear in ${table_name}`).toBe(0);
    }
    const answers = JSON.stringify(await list());
    for (const text of [logLines.join('\n'), answers]) {
      expect(text).not.toContain(refreshToken);
      expect(text).not.toMatch(/Atz[ar]\|/);
      expect(text).not.toContain('sandbox-secret');
    }
    expect(logLines.length).toBeGreaterThan(10);
  });
  it.each([
    ['EU', 1, '/eu'],
    ['FE', 0, '/fe'],
  ])('consents and refreshes in the region the seller picks: %s', async (region, accountIndex, prefix) => {
    const { data } = await authorize(admin, { region });
    expect(new URL(data.url).pathname).toBe(`${prefix}/ap/oa`);
    expect((await followCallback(await consentInSandbox(data.url, accountIndex))).search).toMatch(
      /^\?authorized=/,
    );
    const sellerId = sandbox.world.accounts[accountIndex]!.sellerId;
    const stored = await server.database.pool.query<{ auth_region: string }>(
      'select auth_region from amazon_grant where account_id = $1',
      [sellerId],
    );
    expect(stored.rows.map((row) => row.auth_region)).toEqual([region]);
    // A refresh after the access token expires goes to this region's token endpoint; another region's
    // would refuse the token (invalid_grant), as Amazon's regional endpoints do.
    sandbox.advance(61 * 60_000);
    const profileId = String(sandbox.world.accounts[accountIndex]!.shops[0]!.profileId);
    const shop = (await list()).accounts
      .flatMap((account) => account.shops)
      .find((s) => s.profileId === profileId)!;
    const campaignId = sandbox.world.shop(profileId)!.campaigns.all()[0]!.entity.campaignId;
    const { adsApi } = shopModuleOver(server, sandbox.url);
    await expect(adsApi.listNegatives(shop.shopId, { campaignId, adGroupId: null })).resolves.toBeInstanceOf(
      Array,
    );
  });

  it('refuses a region Login with Amazon does not have', async () => {
    expect((await authorize(admin, { region: 'CN' })).code).toBe('4000');
  });
});
