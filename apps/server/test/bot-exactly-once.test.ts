import { webhookPath } from '@termwise/chat-sandbox';
import type { BotView } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { startAmazonSandbox } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Two server instances on one PostgreSQL database, both running their daily-report check at once: each
 * bot's report goes out exactly once a day, and a delivery a crashed server left half-done is never resent.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('daily report: exactly once with two servers', () => {
  let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
  let first: TestServer;
  let secondDatabase: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let admin: string;

  beforeAll(async () => {
    sandbox = await startAmazonSandbox();
    first = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url } });
    secondDatabase = await openDatabase(first.config);
    second = await buildApp({ config: first.config, database: secondDatabase });
    admin = (await loginAs(first, DEMO.admin)).token;
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await first?.close();
    await sandbox?.close();
  });

  async function createDueBot(token: string, shopIds: string[] = []) {
    sandbox.webhooks.addHook({ platform: 'wecom', token });
    const answer = await first.call<BotView>(
      '/v1/bot/create',
      {
        name: `Due ${token}`,
        channel: 'wecom',
        webhookUrl: `${sandbox.url}${webhookPath({ platform: 'wecom', token })}`,
        metrics: ['cost'],
        language: 'zh-CN',
        // Due the whole day, in any zone: every check finds it due.
        sendTime: '00:00',
        timezone: 'UTC',
        shopIds,
      },
      { token: admin },
    );
    expect(answer.body.code).toBe('0000');
    return answer.body.data.id;
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Both instances fire their recurring checks at the same moment, as they do on start. */
  async function bothCheck() {
    await Promise.all([first.app.jobRunner.stop(), second.jobRunner.stop()]);
    first.app.jobRunner.start();
    second.jobRunner.start();
  }

  /** Waits until the bot has a finished delivery, or (`none`) until no delivery of it is in flight. */
  async function settled(botId: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await first.database.pool.query(
        `select count(*) filter (where status <> 'sending')::int as done,
                count(*) filter (where status = 'sending')::int as busy
         from report_delivery where bot_id = $1`,
        [botId],
      );
      if (rows[0].done > 0 && rows[0].busy === 0) return;
      if (Date.now() > deadline) throw new Error('the delivery did not finish');
      await sleep(100);
    }
  }

  it('three rounds of both servers checking at once: one delivery, one message', async () => {
    const botId = await createDueBot('once-a-day');
    await bothCheck();
    await settled(botId);
    // Later checks that day find the day claimed; a check over a handful of bots takes milliseconds.
    for (let round = 0; round < 2; round += 1) {
      await bothCheck();
      await sleep(2000);
    }
    const { rows } = await first.database.pool.query(
      `select status, kind from report_delivery where bot_id = $1`,
      [botId],
    );
    expect(rows).toEqual([{ status: 'sent', kind: 'daily' }]);
    expect(sandbox.webhooks.messages.filter((message) => message.token === 'once-a-day')).toHaveLength(1);
  }, 120_000);

  it('waits for a first sync: no daily report of shops that have no data yet', async () => {
    const { rows } = await first.database.pool.query<{ id: string }>(
      `with org as (select organisation_id as id from app_user where phone = $1),
            grant_row as (
              insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
              select id, 'FIRST-SYNC', 'first sync', 'sandbox', 'x' from org returning id, organisation_id)
       insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
                         currency_code, timezone, account_type)
       select organisation_id, id, 'first-sync', 'New shop', 'US', 'ATVPDKIKX0DER', 'NA', 'USD', 'UTC', 'seller'
       from grant_row returning id`,
      [DEMO.admin],
    );
    const shopId = rows[0]!.id;
    const botId = await createDueBot('after-first-sync', [shopId]);
    await bothCheck();
    await sleep(2000);
    const before = await first.database.pool.query(`select 1 from report_delivery where bot_id = $1`, [
      botId,
    ]);
    expect(before.rowCount).toBe(0);
    await first.database.pool.query(`update shop set last_sync_at = now() where id = $1`, [shopId]);
    await bothCheck();
    await settled(botId);
    expect(sandbox.webhooks.messages.filter((message) => message.token === 'after-first-sync')).toHaveLength(
      1,
    );
  }, 120_000);

  it('a delivery a crashed server left "sending" is closed as failed and not sent again', async () => {
    const botId = await createDueBot('crashed-mid-send');
    const today = new Date().toISOString().slice(0, 10);
    await first.database.pool.query(
      `insert into report_delivery (organisation_id, bot_id, kind, report_date, status, attempts, created_at)
       select organisation_id, id, 'daily', $2, 'sending', 1, now() - interval '11 minutes' from report_bot where id = $1`,
      [botId, today],
    );
    await bothCheck();
    await settled(botId);
    const { rows } = await first.database.pool.query(
      `select status, error from report_delivery where bot_id = $1`,
      [botId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('failed');
    expect(rows[0].error).toMatch(/interrupted/);
    expect(sandbox.webhooks.messages.filter((message) => message.token === 'crashed-mid-send')).toHaveLength(
      0,
    );
  }, 120_000);
});
