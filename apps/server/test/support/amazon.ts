import { createSandbox, type ThrottleRates } from '@termwise/amazon-sandbox';
import { recordExchanges } from '@termwise/amazon-sandbox/conformance';
import { expect } from 'vitest';
import { createDomainEvents } from '../../src/jobs/events.ts';
import { createJobQueue } from '../../src/jobs/queue.ts';
import { createOperationLog } from '../../src/modules/operation-log/index.ts';
import { createShopModule } from '../../src/modules/shop/index.ts';
import type { TestServer } from './test-server.ts';

/** A fixed key, so a test can decrypt what the server stored and check nothing else holds it in clear. */
export const TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

/** The simulated Amazon on a free loopback port, with fast reports and a clock a test can move on. */
export async function startAmazonSandbox(
  options: { abaTermsPerMarketplace?: number; throttle?: Partial<ThrottleRates> } = {},
) {
  let offsetMs = 0;
  const sandbox = await createSandbox({
    ...options,
    seed: 3,
    reportDelayMs: 100,
    now: () => new Date(Date.now() + offsetMs),
  });
  // Every request Termwise sends and every answer it gets, for the conformance check against Amazon's models.
  const exchanges = recordExchanges(sandbox.app);
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...sandbox,
    url,
    exchanges,
    /** Moves the sandbox's clock (code and token expiry) forward. */
    advance: (ms: number) => void (offsetMs += ms),
    close: () => sandbox.app.close(),
  };
}

/**
 * The shop module over a test server's database and the sandbox, for what a test drives by hand (Ads
 * calls, the daily sync check); jobs it enqueues run on the server's own runner.
 */
export function shopModuleOver(server: TestServer, sandboxUrl: string) {
  const { db } = server.database;
  return createShopModule({
    config: server.config,
    db,
    queue: createJobQueue(db),
    operationLog: createOperationLog(db),
    events: createDomainEvents(),
    log: server.app.log,
    nudge: () => server.app.jobRunner.nudge(),
    sandboxUrl,
  });
}

/** What a seller does in the browser: open the consent URL, pick an account, Allow. Answers the callback URL. */
export async function consentInSandbox(
  consentUrl: string,
  accountIndex: number,
  decision = 'allow',
): Promise<URL> {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const accounts = [...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('account', accounts[accountIndex]!);
  form.set('decision', decision);
  const answer = await fetch(new URL(action, consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

/** Follows the callback as the browser would, answering where the server sends it next. */
export async function followCallback(callback: URL): Promise<URL> {
  const response = await fetch(callback, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, callback);
}

/**
 * Connects a sandbox seller account to the organisation of `token` as the seller would: Termwise's consent
 * URL (in a Login with Amazon region, if given), the consent page, then Termwise's callback.
 */
export async function connectSandboxAccount(
  server: TestServer,
  token: string,
  accountIndex: number,
  region?: 'NA' | 'EU' | 'FE',
) {
  const body = region ? { region } : {};
  const consent = await server.call<{ url: string }>('/v1/shop/authorize', body, { token });
  await followCallback(await consentInSandbox(consent.body.data.url, accountIndex));
}

/** Waits until no shop sync job is queued or running. */
export async function waitForSyncs(server: TestServer, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await server.database.pool.query<{ active: string; failed: string }>(
      `select count(*) filter (where state in ('queued','running')) as active,
              count(*) filter (where state = 'failed' or (state = 'queued' and error is not null)) as failed
       from job where kind = 'shop.sync'`,
    );
    const row = result.rows[0]!;
    if (Number(row.failed) > 0) throw new Error('a shop sync failed');
    if (Number(row.active) === 0) return;
    if (Date.now() > deadline) throw new Error('shop syncs did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
