import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, loginAs, navigateInApp, screenshot } from './support/browser';
import { freeProxyPort, startProxy, type RunningProxy } from './support/nginx';
import { e2eSuite } from './support/suite';

// The server must know its public address before it starts, and nginx needs the server's: the port is
// picked first, then the server starts, then nginx binds the port.
const proxyPort = await freeProxyPort();
const PUBLIC_URL = `https://127.0.0.1:${proxyPort}`;
const suite = e2eSuite({ DEMO: 'accounts', TRUST_PROXY: '1', PUBLIC_URL });
let proxy: RunningProxy;

beforeAll(async () => {
  proxy = await startProxy(proxyPort, suite.server.baseUrl);
});
afterAll(async () => {
  await proxy?.stop();
});

const DEMO_PASSWORD = 'demo_123456';
const SHOP_SCREEN = '/system-settings/shop-authorize';

/** A browser page on the public address; the test's certificate is self-signed. */
async function newPublicPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    baseURL: PUBLIC_URL,
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  return context.newPage();
}

/** The address an Amazon consent page on screen will send the browser back to. */
function returnAddress(page: Page): string | null {
  return new URL(page.url()).searchParams.get('redirect_uri');
}

/** Amazon redirected to the callback through nginx, and Termwise on to the shop screen, saying how it went. */
async function backOnShopScreen(page: Page, outcome: string): Promise<void> {
  await page.waitForURL((url) => url.origin === PUBLIC_URL && url.pathname === SHOP_SCREEN);
  await page.locator('.ant-message-notice', { hasText: outcome }).waitFor();
}

interface LoginAnswer {
  status: number;
  code: string;
}

/**
 * A password login sent to nginx from the loopback address `from` (127.0.0.0/8 is all loopback on Linux), so
 * nginx sees a client of that address. `forgedForwardedFor` is what a client may claim to be.
 */
function loginThroughProxy(
  from: string,
  password: string,
  forgedForwardedFor?: string,
): Promise<LoginAnswer> {
  const body = JSON.stringify({ phone: DEMO.user.phone, password });
  return new Promise((resolve, reject) => {
    const sent = request(
      `${PUBLIC_URL}/v1/enter/login`,
      {
        method: 'POST',
        localAddress: from,
        ca: proxy.certificate,
        headers: {
          'content-type': 'application/json',
          ...(forgedForwardedFor ? { 'x-forwarded-for': forgedForwardedFor } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, code: (JSON.parse(text) as { code: string }).code }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

describe('behind nginx with TLS and HTTP/2', () => {
  it('serves the login page over HTTP/2 and logs the seller in through the proxy', async () => {
    const page = await newPublicPage();
    const response = await page.goto('/login');
    expect(response?.status()).toBe(200);
    // Termwise sends HSTS only to a request that came over HTTPS: it read nginx's X-Forwarded-Proto.
    expect(response?.headers()['strict-transport-security']).toContain('max-age=');
    await page.getByRole('button', { name: '登 录' }).waitFor();
    // The protocol the browser spoke to nginx for the page and for each of its scripts and styles.
    const protocols = await page.evaluate(() =>
      performance
        .getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource'))
        .filter((entry) => entry.name.startsWith(location.origin))
        .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
    );
    expect(protocols.length).toBeGreaterThan(1);
    expect(new Set(protocols)).toEqual(new Set(['h2']));

    await loginAs(page, 'admin');
    expect(new URL(page.url()).origin).toBe(PUBLIC_URL);
    await screenshot(page, 'reverse-proxy-home');
    await page.context().close();
  });

  it("counts the login limit on each client's own address, which a forged X-Forwarded-For does not change", async () => {
    // Termwise itself is only ever reached from nginx's one address. Client A spends the phone's five failed
    // attempts, each claiming another address: if Termwise believed the forged entries, A's sixth attempt
    // would pass. Client B, from another address, then logs in with the right password at once: if Termwise
    // counted nginx's address (TRUST_PROXY unheeded), B would share A's exhausted count and be refused.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await loginThroughProxy('127.0.0.2', 'not-the-password', `198.51.100.${attempt}`);
      expect(wrong).toEqual({ status: 200, code: '4000' });
    }
    expect(await loginThroughProxy('127.0.0.2', DEMO_PASSWORD, '198.51.100.99')).toEqual({
      status: 200,
      code: '4029',
    });
    expect(await loginThroughProxy('127.0.0.3', DEMO_PASSWORD)).toEqual({ status: 200, code: '0000' });
    // The log names the client, not nginx: what an operator reads when tracing a login.
    await suite.server.waitForLog(/"remoteAddress":"127\.0\.0\.3"/, 10_000);
  });

  // Five full page loads, the app's start taking up to 10 s each on a busy 2-core machine, beside the new
  // account's shop syncs: 48 s measured there, too close to the suite's 60.
  it("sends both of Amazon's consents back to the public address", async () => {
    const page = await newPublicPage();
    await loginAs(page, 'admin');
    await navigateInApp(page, SHOP_SCREEN);

    // Login with Amazon (the Ads API), on the sandbox's consent page.
    await page.getByRole('button', { name: '授权亚马逊账户' }).click();
    await page.waitForURL(/\/ap\/oa/);
    expect(returnAddress(page)).toBe(`${PUBLIC_URL}/v1/shop/authorize/callback`);
    // Sandbox account A: the sandbox's Seller Central consent below answers as A (B's comes back other_account).
    await page.locator('#account').selectOption({ index: 0 });
    await page.getByRole('button', { name: 'Allow' }).click();
    await backOnShopScreen(page, '授权成功');

    // Seller Central (the Selling Partner API) for the account just connected.
    await page.getByRole('button', { name: '授权 SP-API（品牌分析）' }).click();
    await page.waitForURL(/\/apps\/authorize\/consent/);
    expect(returnAddress(page)).toBe(`${PUBLIC_URL}/v1/shop/sp-authorize/callback`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await backOnShopScreen(page, 'SP-API 授权成功');
    await page.locator('.tw-shop__account').waitFor();
    await screenshot(page, 'reverse-proxy-authorized');
    await page.context().close();
  }, 120_000);
});
