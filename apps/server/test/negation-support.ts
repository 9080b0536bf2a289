import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopList } from '@termwise/contracts';
import { vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoAccountsIfEmpty } from '../src/seed/demo-accounts.ts';
import { consentInSandbox, followCallback, startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, type CallResult, type TestServer } from './support/test-server.ts';

/**
 * A server whose job runner runs (syncs, rule runs), connected to the sandbox's account B (one shop, DE) as a
 * seller would, after its first sync and the rule runs it triggers have finished.
 */
export async function startNegationWorld() {
  const sandbox = await startAmazonSandbox();
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-negation-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AMAZON_SANDBOX_URL: sandbox.url,
    AMAZON_TOKEN_KEY: TOKEN_KEY,
  });
  const database = await openDatabase(config);
  await seedDemoAccountsIfEmpty(database.db);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  app.jobRunner.start();

  async function call<T = unknown>(
    path: string,
    body: unknown,
    token: string,
  ): Promise<CallResult<T>['body']> {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as CallResult<T>['body'];
  }

  /** Waits until no job is queued or running (a failed attempt waiting for its retry counts as failure). */
  async function settle(timeoutMs = 180_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Jobs enqueued on a test clock moved ahead would otherwise wait for the database clock to catch up.
      await database.pool.query(
        `update job set run_after = now() where state = 'queued' and error is null and run_after > now()`,
      );
      const { rows } = await database.pool.query<{ active: string; failed: string; errors: string | null }>(
        `select count(*) filter (where state in ('queued','running') and error is null) as active,
                count(*) filter (where state = 'failed' or error is not null and state = 'queued') as failed,
                string_agg(error, '; ') as errors
         from job where state in ('queued', 'running', 'failed')`,
      );
      if (Number(rows[0]!.failed) > 0) throw new Error(`a job failed: ${rows[0]!.errors}`);
      if (Number(rows[0]!.active) === 0) return;
      if (Date.now() > deadline) {
        const jobs = await database.pool.query(`select kind, state, run_after, now() as db_now from job`);
        throw new Error(`jobs did not finish in time: ${JSON.stringify(jobs.rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  async function rawCall(path: string, body?: unknown) {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }
  const asServer = { call: rawCall } as unknown as TestServer;
  const login = async (phone: string, password?: string) => (await loginAs(asServer, phone, password)).token;

  /** A new seller signing up: a second organisation with its own admin. */
  async function registerOrganisation(phone: string) {
    await rawCall('/v1/enter/send_code', { phone, scene: 'register' });
    const { rows } = await database.pool.query<{ code: string }>(
      `select code from sms_code where phone = $1 order by created_at desc limit 1`,
      [phone],
    );
    const password = 'other_123456';
    await rawCall('/v1/enter/register', { phone, code: rows[0]!.code, password, userName: 'other_admin' });
    return login(phone, password);
  }

  const admin = await login(DEMO.admin);
  const consent = await call<{ url: string }>('/v1/shop/authorize', {}, admin);
  await followCallback(await consentInSandbox(consent.data.url, 1));
  await settle();
  const shops = (await call<ShopList>('/v1/shop/list', {}, admin)).data.accounts[0]!.shops;

  return {
    sandbox,
    app,
    database,
    baseUrl,
    admin,
    shops,
    call,
    login,
    registerOrganisation,
    settle,
    /** Moves the clock of the server and the sandbox (one process) ahead; access tokens expire with it. */
    advanceDays(days: number) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + days * 86_400_000, shouldAdvanceTime: true });
    },
    async close() {
      vi.useRealTimers();
      await app.close();
      await database.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type NegationWorld = Awaited<ReturnType<typeof startNegationWorld>>;
