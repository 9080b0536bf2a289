import type { Envelope, ShopList } from '@termwise/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { connectSandboxAccount, shopModuleOver, startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { startAmazonGate } from './support/server-process.ts';
import { DEMO, loginAs, startTestServer, type TestServerOptions } from './support/test-server.ts';

/**
 * A rule (to save with /v1/negRule/save) that asks a person about every term of the shop with a few clicks
 * and no order: the seller's own keywords come up among its proposals, as reviews.
 */
export const askingRule = (shopId: string) => ({
  name: 'Ask about 6+ clicks without an order',
  scope: { shopIds: [shopId], asins: [], campaignIds: [], adGroupIds: [] },
  conditions: [
    { metric: 'clicks', operator: '>=', value: 6 },
    { metric: 'orders', operator: '=', value: 0 },
  ],
  lookbackDays: 30,
  flag: 2,
  matchType: 'NEGATIVE_EXACT',
  level: 'adGroup',
});

/** Sandbox account B: one shop (DE, EUR, Europe/Paris), so the first sync stays short. */
const ACCOUNT_B = 1;

/**
 * A server whose job runner runs (syncs, rule runs), connected to the sandbox's account B as a seller
 * would, after its first sync and the rule runs it triggers have finished.
 */
export async function startNegationWorld(
  options: { demoHistory?: boolean; env?: Record<string, string> } & Pick<
    TestServerOptions,
    'botSendPolicy'
  > = {},
) {
  const sandbox = await startAmazonSandbox();
  const server = await startTestServer({
    env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY, ...options.env },
    demoSandboxUrl: options.demoHistory ? sandbox.url : undefined,
    demoAccountIndex: ACCOUNT_B,
    botSendPolicy: options.botSendPolicy,
  });
  const { database } = server;

  async function call<T = unknown>(
    path: string,
    body: unknown,
    token: string,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>> {
    return (await server.call<T>(path, body, { token, headers })).body;
  }

  const login = async (phone: string, password?: string) => (await loginAs(server, phone, password)).token;

  /** A new seller signing up: a second organisation with its own admin. */
  async function registerOrganisation(phone: string) {
    await server.call('/v1/enter/send_code', { phone, scene: 'register' });
    const code = await server.outboxCode(phone, 'register');
    const password = 'other_123456';
    await server.call('/v1/enter/register', { phone, code, password, userName: 'other_admin' });
    return login(phone, password);
  }

  /** An operator the admin invited with some shops (null: every shop), registered and signed in. */
  async function registerMember(phone: string, shopIds: string[] | null) {
    const invited = await call('/v1/member/invite', { phone, role: 'R_USER', shopIds }, admin);
    if (invited.code !== '0000') throw new Error(`invite ${phone}: ${invited.msg}`);
    return registerOrganisation(phone);
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

  const admin = await login(DEMO.admin);
  await connectSandboxAccount(server, admin, ACCOUNT_B);
  // A seller whose rules ran their trial on this account already (a new account's first run is a trial,
  // which the rule suites test on their own): marked before any job runs, so the first run negates.
  await database.pool.query(
    `insert into negation_rule_trial (organisation_id, rule_id, shop_id)
     select r.organisation_id, r.id, s.id from negation_rule r join shop s on s.organisation_id = r.organisation_id
     on conflict do nothing`,
  );
  server.app.jobRunner.start();
  // The demo history pulls the reports a second time.
  await settle(options.demoHistory ? 840_000 : undefined);
  const shops = (await call<ShopList>('/v1/shop/list', {}, admin)).data.accounts[0]!.shops;

  return {
    sandbox,
    app: server.app,
    config: server.config,
    baseUrl: server.baseUrl,
    /** The Amazon Ads port over the same database, to act on Amazon as someone outside the app would. */
    adsApi: shopModuleOver(server, sandbox.url).adsApi,
    database,
    admin,
    shops,
    call,
    login,
    registerOrganisation,
    registerMember,
    settle,
    /** Moves the clock of the server and the sandbox (one process) ahead; access tokens expire with it. */
    advanceDays(days: number) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + days * 86_400_000, shouldAdvanceTime: true });
    },
    async close() {
      vi.useRealTimers();
      await server.close();
      await sandbox.close();
    },
  };
}

export type NegationWorld = Awaited<ReturnType<typeof startNegationWorld>>;

/**
 * A world for killing real server processes: its own job runner stopped (from here on only spawned servers
 * work on jobs), a gate in front of the sandbox that can kill them, and a data directory for them.
 */
export async function startKillableWorld() {
  const world = await startNegationWorld();
  await world.app.jobRunner.stop();
  const gate = await startAmazonGate(world.sandbox.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'tw-killed-'));
  return {
    world,
    gate,
    dataDir,
    async close() {
      await gate.close();
      await world.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type KillableWorld = Awaited<ReturnType<typeof startKillableWorld>>;
