import { webhookPath, type WebhookHook } from '@termwise/chat-sandbox';
import type { BotView, DeliveryRow } from '@termwise/contracts';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { createTokenCipher } from '../src/modules/amazon/index.ts';
import { seedDemoBot } from '../src/modules/bot/index.ts';
import { DEFAULT_SEND_POLICY } from '../src/modules/bot/sender.ts';
import { TOKEN_KEY } from './support/amazon.ts';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

/**
 * The daily-report bot against the sandbox's webhook receiver: a real HTTP server that checks DingTalk's
 * and Feishu's signatures as they document them and answers with their own bodies.
 */

let world: NegationWorld;
let hookCount = 0;

const SECRET = 'SECb0t0test0secret0with+slash/and=signs';

function hook(platform: WebhookHook['platform'], extra: Partial<WebhookHook> = {}) {
  hookCount += 1;
  const token = `${platform}-hook-${hookCount}`;
  world.sandbox.webhooks.addHook({ platform, token, ...extra });
  return { token, url: `${world.sandbox.url}${webhookPath({ platform, token })}` };
}

const botBody = (overrides: Record<string, unknown>) => ({
  name: 'Morning report',
  channel: 'dingtalk',
  security: 'none',
  shopIds: [],
  metrics: ['cost', 'sales', 'acos', 'orders'],
  language: 'en-US',
  sendTime: '09:00',
  timezone: 'Asia/Shanghai',
  enabled: false,
  ...overrides,
});

async function createBot(overrides: Record<string, unknown>, token = world.admin) {
  return world.call<BotView>('/v1/bot/create', botBody(overrides), token);
}

async function testSend(id: string) {
  const answer = await world.call<DeliveryRow>('/v1/bot/test_send', { id }, world.admin);
  expect(answer.code).toBe('0000');
  return answer.data;
}

const received = (token: string) =>
  world.sandbox.webhooks.messages.filter((message) => message.token === token);

/** The production attempts and time-out with a back-off of milliseconds: the retries prove the same, sooner. */
const QUICK_RETRIES = { ...DEFAULT_SEND_POLICY, baseDelayMs: 20, maxDelayMs: 100 };

/** A local service a user must never reach through a bot: it answers every request with its secrets. */
const LOCAL_SECRET = 'local-service-secret-4f1c';
const localHits: string[] = [];
let localService: Server;
let localPort: number;
/** Allowed by the operator (WEBHOOK_ALLOW) but nothing listens there. */
const CLOSED_RECEIVER = 'http://127.0.0.1:9/';
const allowedReceiver = () => `http://127.0.0.1:${localPort}/allowed/`;

beforeAll(async () => {
  localService = createServer((request, response) => {
    localHits.push(request.url ?? '');
    if (request.url?.startsWith('/allowed/redirect')) {
      response.writeHead(307, { location: `http://127.0.0.1:${localPort}/stolen` });
      response.end();
      return;
    }
    response.end(JSON.stringify({ errcode: 0, secret: LOCAL_SECRET }));
  });
  await new Promise<void>((resolve) => localService.listen(0, '127.0.0.1', resolve));
  localPort = (localService.address() as AddressInfo).port;
  world = await startNegationWorld({
    botSendPolicy: QUICK_RETRIES,
    env: { WEBHOOK_ALLOW: `${CLOSED_RECEIVER},${allowedReceiver()}` },
  });
}, 240_000);

afterAll(async () => {
  await world?.close();
  await new Promise((resolve) => localService?.close(resolve));
});

describe('signatures as the platforms document them', () => {
  it('DingTalk signature: the receiver accepts the signed message and the report names the shop', async () => {
    const { token, url } = hook('dingtalk', { secret: SECRET, security: 'signature' });
    const bot = await createBot({ webhookUrl: url, security: 'signature', secret: SECRET });
    expect(bot.code).toBe('0000');
    const delivery = await testSend(bot.data.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 1, statusClass: '2xx', platformCode: 0 });
    const [message] = received(token);
    expect(message!.accepted).toBe(true);
    expect(message!.text).toContain(world.shops[0]!.name);
    expect(message!.text).toContain('[Test message]');
  });

  it('DingTalk with the wrong secret: the platform’s "sign not match" is final, not retried', async () => {
    const { token, url } = hook('dingtalk', { secret: SECRET, security: 'signature' });
    const bot = await createBot({ webhookUrl: url, security: 'signature', secret: `${SECRET}x` });
    const delivery = await testSend(bot.data.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBe(1);
    expect(delivery).toMatchObject({ statusClass: '2xx', platformCode: 310000, failureReason: 'refused' });
    // The platform's code is told; its words are not.
    expect(JSON.stringify(delivery)).not.toContain('sign not match');
    expect(received(token)).toHaveLength(1);
    const log = await world.call<{ rows: { objectId: string; failure: unknown; after: unknown }[] }>(
      '/v1/operLog/list',
      { module: 'bot', result: 'failure', page: 1, pageSize: 20 },
      world.admin,
    );
    const entry = log.data.rows.find((row) => row.objectId === bot.data.id);
    expect(entry?.failure).toEqual({ code: 'botRefused', params: { detail: '2xx, code 310000' } });
    // Named in the log by the bot's name, not its id.
    expect(entry?.after).toMatchObject({ name: bot.data.name });
  });

  it('DingTalk keyword security: the keyword is in the message', async () => {
    const { token, url } = hook('dingtalk', { security: 'keyword', keyword: 'ADS-DAILY' });
    const bot = await createBot({ webhookUrl: url, security: 'keyword', keyword: 'ADS-DAILY' });
    expect((await testSend(bot.data.id)).status).toBe('sent');
    expect(received(token)[0]!.text).toContain('ADS-DAILY');
  });

  it('Feishu: signature in the body; a wrong one gets code 19021', async () => {
    const good = hook('feishu', { secret: SECRET });
    const bot = await createBot({
      channel: 'feishu',
      webhookUrl: good.url,
      secret: SECRET,
      language: 'zh-CN',
    });
    const sent = await testSend(bot.data.id);
    expect(sent.status).toBe('sent');
    const body = received(good.token)[0]!.body as { timestamp: string; sign: string; msg_type: string };
    expect(body.msg_type).toBe('interactive');
    // The receiver's own check, restated: HMAC-SHA256 keyed by "timestamp\nsecret" over an empty message.
    const expected = createHmac('sha256', `${body.timestamp}\n${SECRET}`).update('').digest('base64');
    expect(body.sign).toBe(expected);
    expect(received(good.token)[0]!.text).toContain('广告日报');

    const bad = hook('feishu', { secret: SECRET });
    const wrong = await createBot({ channel: 'feishu', webhookUrl: bad.url, secret: 'another-secret' });
    const failed = await testSend(wrong.data.id);
    expect(failed.status).toBe('failed');
    expect(failed.platformCode).toBe(19021);
  });

  it('WeCom markdown, Slack blocks and the plain signed webhook are accepted', async () => {
    const wecom = hook('wecom');
    const slack = hook('slack');
    const plain = hook('webhook', { secret: SECRET });
    for (const [channel, target] of [
      ['wecom', wecom],
      ['slack', slack],
      ['webhook', plain],
    ] as const) {
      const bot = await createBot({
        channel,
        webhookUrl: target.url,
        secret: channel === 'webhook' ? SECRET : undefined,
      });
      expect(bot.code).toBe('0000');
      expect((await testSend(bot.data.id)).status).toBe('sent');
    }
    expect((received(slack.token)[0]!.body as { blocks: unknown[] }).blocks.length).toBeGreaterThan(2);
  });
});

describe('retries', () => {
  it('a rate limit (DingTalk 130101) and a 502 are retried with back-off until accepted', async () => {
    const { token, url } = hook('dingtalk', { secret: SECRET, security: 'signature' });
    world.sandbox.webhooks.failNext(token, 'rateLimit');
    world.sandbox.webhooks.failNext(token, 'serverError');
    const bot = await createBot({ webhookUrl: url, security: 'signature', secret: SECRET });
    const delivery = await testSend(bot.data.id);
    expect(delivery.status).toBe('sent');
    expect(delivery.attempts).toBe(3);
    expect(received(token).map((message) => message.accepted)).toEqual([true, false, false]);
  }, 60_000);

  it('an unreachable address fails after every attempt, with the reason in the log', async () => {
    const bot = await createBot({
      channel: 'wecom',
      webhookUrl: `${CLOSED_RECEIVER}cgi-bin/webhook/send?key=k`,
    });
    const delivery = await testSend(bot.data.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBe(4);
    expect(delivery.failureReason).toBe('unreachable');
    const log = await world.call<{ rows: DeliveryRow[]; total: number }>(
      '/v1/bot/deliveries',
      { botId: bot.data.id },
      world.admin,
    );
    expect(log.data.total).toBe(1);
    expect(log.data.rows[0]!.id).toBe(delivery.id);
  }, 90_000);
});

describe('a bot reaches only public hosts, its platform and what the operator allowed', () => {
  const webhook = (webhookUrl: string) => createBot({ channel: 'webhook', webhookUrl, secret: SECRET });

  it('an address written as a private one is refused at save, in every notation', async () => {
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0x7f.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '10.0.0.8',
      '169.254.169.254',
    ]) {
      const answer = await webhook(`http://${host}:${localPort}/x`);
      expect(answer.code, host).toBe('4000');
      expect(answer.msg, host).toMatch(/^webhookUrl/);
    }
    expect(localHits).toEqual([]);
  });

  it('a named channel posts only to its platform over HTTPS', async () => {
    for (const [channel, webhookUrl] of [
      ['dingtalk', 'https://example.com/robot/send?access_token=x'],
      ['dingtalk', 'http://oapi.dingtalk.com/robot/send?access_token=x'],
      ['slack', `http://localhost:${localPort}/services/x`],
      ['wecom', 'https://qyapi.weixin.qq.com.attacker.example/cgi-bin/webhook/send'],
    ] as const) {
      const answer = await createBot({ channel, webhookUrl, security: 'none' });
      expect(answer.code, webhookUrl).toBe('4000');
    }
    const slack = await createBot({ channel: 'slack', webhookUrl: 'https://hooks.slack.com/services/T/B/x' });
    expect(slack.code).toBe('0000');
    const moved = await world.call(
      '/v1/bot/update',
      { ...botBody({ channel: 'dingtalk', webhookUrl: '' }), id: slack.data.id },
      world.admin,
    );
    expect(moved.code).toBe('4000');
  });

  it('a name that resolves to a local service is refused at send: nothing reaches it, nothing comes back', async () => {
    const bot = await webhook(`http://localhost:${localPort}/x`);
    expect(bot.code).toBe('0000');
    const delivery = await testSend(bot.data.id);
    expect(delivery).toMatchObject({ status: 'failed', failureReason: 'unreachable', statusClass: null });
    expect(localHits).toEqual([]);
    const deliveries = await world.call('/v1/bot/deliveries', { botId: bot.data.id }, world.admin);
    expect(JSON.stringify([delivery, deliveries])).not.toContain(LOCAL_SECRET);
  }, 60_000);

  it('whether something listens or not, the answer is the same', async () => {
    const listening = await testSend((await webhook(`http://localhost:${localPort}/x`)).data.id);
    const closed = await testSend((await webhook('http://localhost:9/x')).data.id);
    const told = ({ status, attempts, statusClass, platformCode, failureReason }: DeliveryRow) => ({
      status,
      attempts,
      statusClass,
      platformCode,
      failureReason,
    });
    expect(told(listening)).toEqual(told(closed));
  }, 60_000);

  it('a redirect from an allowed receiver is not followed and its target is never asked', async () => {
    localHits.length = 0;
    const bot = await webhook(`${allowedReceiver()}redirect`);
    expect(bot.code).toBe('0000');
    const delivery = await testSend(bot.data.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      failureReason: 'refused',
      statusClass: '3xx',
      attempts: 1,
    });
    expect(localHits).toEqual(['/allowed/redirect']);
  });

  it('an allowed receiver gets the message, and its answer does not come back', async () => {
    const delivery = await testSend((await webhook(`${allowedReceiver()}hook`)).data.id);
    expect(delivery).toMatchObject({ status: 'sent', statusClass: '2xx', platformCode: null });
    expect(JSON.stringify(delivery)).not.toContain(LOCAL_SECRET);
  });
});

describe('secrets stay secret', () => {
  it('answers, the stored row and the operation log never hold the secret or the hook token', async () => {
    const { token, url } = hook('dingtalk', { secret: SECRET, security: 'signature' });
    const bot = await createBot({ webhookUrl: url, security: 'signature', secret: SECRET });
    const list = await world.call<{ rows: BotView[] }>('/v1/bot/list', {}, world.admin);
    const text = JSON.stringify([bot, list]);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(token);
    expect(bot.data.secretMasked).toMatch(/^\*{4}/);
    const stored = await world.database.pool.query(`select * from report_bot where id = $1`, [bot.data.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(SECRET);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    await world.call(
      '/v1/bot/update',
      { ...botBody({ webhookUrl: '', security: 'signature' }), id: bot.data.id, name: 'Renamed' },
      world.admin,
    );
    const logs = await world.database.pool.query(
      `select * from operation_log where module = 'bot' and object_id = $1`,
      [bot.data.id],
    );
    expect(logs.rows.map((row) => row.action).sort()).toEqual(['create', 'update']);
    expect(JSON.stringify(logs.rows)).not.toContain(SECRET);
    expect(JSON.stringify(logs.rows)).not.toContain(token);
    // The update kept the stored address and secret: the test send still signs correctly.
    expect((await testSend(bot.data.id)).status).toBe('sent');
  });
});

describe('who may and what is refused', () => {
  it('a normal user is refused every bot call', async () => {
    const user = await world.login(DEMO.user);
    expect((await world.call('/v1/bot/list', {}, user)).code).toBe('4003');
    expect((await createBot({ webhookUrl: 'https://example.com/x' }, user)).code).toBe('4003');
  });

  it('bad input answers 4000 and stores nothing', async () => {
    const before = await world.database.pool.query(`select count(*)::int as n from report_bot`);
    const bad = [
      { channel: 'telegram', webhookUrl: 'https://example.com/x' },
      { channel: 'dingtalk', security: 'signature', webhookUrl: 'https://example.com/x' },
      { channel: 'dingtalk', security: 'keyword', webhookUrl: 'https://example.com/x' },
      { channel: 'feishu', webhookUrl: 'https://example.com/x' },
      { channel: 'wecom', webhookUrl: 'ftp://example.com/x' },
      { channel: 'wecom', webhookUrl: 'https://example.com/x', sendTime: '25:00' },
      { channel: 'wecom', webhookUrl: 'https://example.com/x', timezone: 'Mars/Olympus' },
      { channel: 'wecom', webhookUrl: 'https://example.com/x', metrics: [] },
    ];
    for (const overrides of bad) expect((await createBot(overrides)).code).toBe('4000');
    const after = await world.database.pool.query(`select count(*)::int as n from report_bot`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await world.call('/v1/bot/test_send', { id: missing }, world.admin)).code).toBe('4004');
  });

  it('errors come in the caller’s language: zh-CN unless Accept-Language asks for English', async () => {
    const missing = { id: '00000000-0000-4000-8000-000000000000' };
    const inLanguage = async (language?: string) => {
      const response = await fetch(`${world.baseUrl}/v1/bot/test_send`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${world.admin}`,
          ...(language ? { 'accept-language': language } : {}),
        },
        body: JSON.stringify(missing),
      });
      return (await response.json()) as { code: string; msg: string };
    };
    expect(await inLanguage()).toMatchObject({ code: '4004', msg: '机器人不存在' });
    expect(await inLanguage('en-US,en;q=0.9')).toMatchObject({ code: '4004', msg: 'bot not found' });
    expect(await inLanguage('zh-CN')).toMatchObject({ msg: '机器人不存在' });
  });
});

describe('the demo bot follows the sandbox (issue 30 point 6)', () => {
  it('a restart that moved the sandbox to another port moves the demo bot with it, and nothing else', async () => {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tw-demo-bot-')),
      AMAZON_TOKEN_KEY: TOKEN_KEY,
    });
    await world.registerOrganisation('13700000293');
    const [org] = (
      await world.database.pool.query<{ id: string }>(
        `select organisation_id as id from app_user where phone = '13700000293'`,
      )
    ).rows;
    const path = '/webhooks/dingtalk/robot/send?access_token=demo-dingtalk';
    const seed = (port: number) =>
      seedDemoBot({
        db: world.database.db,
        config,
        organisationId: org!.id,
        webhookUrl: `http://127.0.0.1:${port}${path}`,
        secret: SECRET,
      });
    expect(await seed(8090)).toBe(true);
    expect(await seed(41234)).toBe(false);
    const cipher = createTokenCipher(config.amazon.tokenKey);
    const stored = await world.database.pool.query<{ webhook_url_cipher: string }>(
      `select webhook_url_cipher from report_bot where organisation_id = $1`,
      [org!.id],
    );
    expect(stored.rows.map((row) => cipher.decrypt(row.webhook_url_cipher))).toEqual([
      `http://127.0.0.1:41234${path}`,
    ]);
  });
});
