import type { ConsentUrl, ShopList } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCipher } from '../src/modules/amazon/token-cipher.ts';
import { waitForJob } from './support/aba.ts';
import { consentInSandbox, followCallback, startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;
let grantId: string;

const list = async () => (await server.call<ShopList>('/v1/shop/list', {}, { token: admin })).body.data;
const spConsent = async (token = admin) =>
  server.call<ConsentUrl>('/v1/shop/sp_authorize', { grantId }, { token });

beforeAll(async () => {
  sandbox = await startAmazonSandbox();
  server = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY } });
  admin = (await loginAs(server, DEMO.admin)).token;
  // Account B (Northpeak, DE) through Login with Amazon's EU consent: the Ads grant the SP-API one joins.
  const consent = await server.call<ConsentUrl>('/v1/shop/authorize', { region: 'EU' }, { token: admin });
  await followCallback(await consentInSandbox(consent.body.data.url, 1));
  grantId = (await list()).accounts[0]!.grantId;
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

/** Issue 13 point 1: Seller Central's website authorization of the Selling Partner API, per seller account. */
describe('SP-API authorization on the shop screen', () => {
  it("answers Seller Central's consent URI in the account's region, with a one-time state", async () => {
    const { body } = await spConsent();
    expect(body.code).toBe('0000');
    const url = new URL(body.data.url);
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/sellercentral/eu/apps/authorize/consent`);
    expect(url.searchParams.get('application_id')).toBe('amzn1.sp.solution.sandbox');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/v1/shop/sp-authorize/callback`);
    expect((await list()).accounts[0]!.sellingPartnerAuthorizedAt).toBeNull();
  });

  it('refuses R_USER (4003), a cancelled consent stores nothing', async () => {
    const user = (await loginAs(server, DEMO.user)).token;
    expect((await spConsent(user)).body.code).toBe('4003');
    const page = await fetch((await spConsent()).body.data.url);
    const html = await page.text();
    const form = new URLSearchParams(new URL((await spConsent()).body.data.url).searchParams);
    form.set('account', [...html.matchAll(/<option value="([^"]+)"/g)][1]![1]!);
    form.set('decision', 'cancel');
    const declined = await fetch(`${sandbox.url}/sellercentral/eu/apps/authorize/confirm`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(declined.status).toBe(200);
    expect((await list()).accounts[0]!.sellingPartnerAuthorizedAt).toBeNull();
  });

  it('refuses a consent from another seller, a forged code, and a state used twice', async () => {
    const otherSeller = sandbox.world.accounts[0]!.sellerId;
    const callback = await consentInSandbox((await spConsent()).body.data.url, 1, 'confirm');
    callback.searchParams.set('selling_partner_id', otherSeller);
    expect((await followCallback(callback)).searchParams.get('authError')).toBe('other_account');

    const forged = await consentInSandbox((await spConsent()).body.data.url, 1, 'confirm');
    forged.searchParams.set('spapi_oauth_code', 'ANforged');
    expect((await followCallback(forged)).searchParams.get('authError')).toBe('invalid_grant');
    expect((await followCallback(forged)).searchParams.get('authError')).toBe('unknown_state');

    const missing = new URL(`${server.baseUrl}/v1/shop/sp-authorize/callback?state=x`);
    expect((await followCallback(missing)).searchParams.get('authError')).toBe('missing_code');
    expect((await list()).accounts[0]!.sellingPartnerAuthorizedAt).toBeNull();
  });

  it('stores the SP-API refresh token encrypted, and it opens the Reports API', async () => {
    const callback = await consentInSandbox((await spConsent()).body.data.url, 1, 'confirm');
    expect(callback.searchParams.get('selling_partner_id')).toBe(sandbox.world.accounts[1]!.sellerId);
    const back = await followCallback(callback);
    expect(back.pathname).toBe('/system-settings/shop-authorize');
    expect(back.searchParams.get('sellingPartnerAuthorized')).toBe('1');
    const [account] = (await list()).accounts;
    expect(account!.sellingPartnerAuthorizedAt).toEqual(expect.any(String));
    // Learnt from Amazon's getMarketplaceParticipations, not from the Ads API's profiles.
    expect(account!.sellingPartnerMarketplaces).toEqual(
      sandbox.world.accounts[1]!.shops.map((shop) => ({
        marketplaceId: shop.marketplace.marketplaceStringId,
        countryCode: shop.marketplace.countryCode === 'UK' ? 'GB' : shop.marketplace.countryCode,
        name: expect.stringMatching(/^Amazon\./),
      })),
    );
    expect((await list()).accounts[0]!.sellingPartnerMarketplaces!.length).toBeGreaterThan(0);

    const stored = await server.database.db.execute(
      sql`select selling_partner_token_cipher as cipher, refresh_token_cipher as ads from amazon_grant where id = ${grantId}`,
    );
    const row = stored.rows[0] as { cipher: string; ads: string };
    expect(row.cipher).not.toContain('Atzr');
    const refreshToken = createTokenCipher(Buffer.from(TOKEN_KEY, 'base64')).decrypt(row.cipher);
    expect(refreshToken).toMatch(/^Atzr\|/);
    expect(refreshToken).not.toBe(createTokenCipher(Buffer.from(TOKEN_KEY, 'base64')).decrypt(row.ads));

    // The stored token is the Seller Central grant: its access tokens reach SP-API reports.
    const token = await fetch(`${sandbox.url}/na/auth/o2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: 'amzn1.application-oa2-client.sandbox',
        client_secret: 'sandbox-secret',
      }),
    });
    const accessToken = ((await token.json()) as { access_token: string }).access_token;
    const report = await fetch(`${sandbox.url}/reports/2021-06-30/reports`, {
      method: 'POST',
      headers: { 'x-amz-access-token': accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
        marketplaceIds: ['A1PA6795UKMFR9'],
        dataStartTime: '2026-01-04T00:00:00Z',
        dataEndTime: '2026-01-10T23:59:59Z',
        reportOptions: { reportPeriod: 'WEEK' },
      }),
    });
    expect(report.status).toBe(202);
  });

  // A whole first sync (90 days of reports): over a minute when the three test suites share two cores.
  it("then asks Catalog Items for the shop's product titles with the Seller Central token", async () => {
    const shopId = (await list()).accounts[0]!.shops[0]!.shopId;
    const before = sandbox.exchanges.length;
    const sync = await server.call<{ jobId: string }>('/v1/shop/sync', { shopId }, { token: admin });
    server.app.jobRunner.start();
    expect((await waitForJob(server, admin, sync.body.data.jobId)).state).toBe('succeeded');
    const catalogCalls = sandbox.exchanges
      .slice(before)
      .filter((exchange) => exchange.path.startsWith('/catalog/'));
    expect(catalogCalls.length).toBeGreaterThan(0);
    // Live SP-API refuses an Ads token; the Seller Central grant's token is the one that opens its reports.
    for (const call of catalogCalls) {
      const opened = await fetch(`${sandbox.url}/reports/2021-06-30/reports/0`, {
        headers: { 'x-amz-access-token': String(call.requestHeaders['x-amz-access-token']) },
      });
      expect(opened.status).toBe(404);
    }
  }, 180_000);
});
