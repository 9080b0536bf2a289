import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * A stand-in for the chat platforms Termwise's daily-report bot posts to. Each route checks the signature
 * the way that platform documents it and answers with the platform's own bodies, so a seller can press
 * "test send" against the sandbox and read what arrived at /webhooks.
 */

export type WebhookPlatform = 'wecom' | 'dingtalk' | 'feishu' | 'slack' | 'webhook';

export interface WebhookHook {
  platform: WebhookPlatform;
  /** The token in the hook's address (WeCom key, DingTalk access_token, the Feishu/Slack/plain path). */
  token: string;
  secret?: string;
  /** DingTalk's security setting. */
  security?: 'keyword' | 'signature' | 'none';
  keyword?: string;
}

export interface ReceivedMessage {
  platform: WebhookPlatform;
  token: string;
  time: string;
  accepted: boolean;
  /** What the receiver answered, as the platform would have. */
  answer: string;
  /** The message's readable text (markdown, card or blocks flattened). */
  text: string;
  body: unknown;
}

/** The demo hooks every sandbox knows; the seeded demo bot posts to the DingTalk one. */
export const DEMO_WEBHOOK_SECRET = 'SECdemo0termwise0sandbox0webhook0secret';
export const DEMO_WEBHOOKS: WebhookHook[] = [
  { platform: 'dingtalk', token: 'demo-dingtalk', secret: DEMO_WEBHOOK_SECRET, security: 'signature' },
  { platform: 'feishu', token: 'demo-feishu', secret: DEMO_WEBHOOK_SECRET },
  { platform: 'wecom', token: 'demo-wecom' },
  { platform: 'slack', token: 'demo-slack' },
  { platform: 'webhook', token: 'demo-webhook', secret: DEMO_WEBHOOK_SECRET },
];

/** The path each platform's hook is reached at, relative to the sandbox. */
export function webhookPath(hook: Pick<WebhookHook, 'platform' | 'token'>): string {
  const token = encodeURIComponent(hook.token);
  switch (hook.platform) {
    case 'wecom':
      return `/webhooks/wecom/cgi-bin/webhook/send?key=${token}`;
    case 'dingtalk':
      return `/webhooks/dingtalk/robot/send?access_token=${token}`;
    case 'feishu':
      return `/webhooks/feishu/open-apis/bot/v2/hook/${token}`;
    case 'slack':
      return `/webhooks/slack/services/${token}`;
    case 'webhook':
      return `/webhooks/plain/${token}`;
  }
}

const MAX_MESSAGES = 200;
const HOUR_MS = 3_600_000;

const json = (value: unknown) => JSON.stringify(value);
const ANSWERS = {
  dingtalkOk: json({ errcode: 0, errmsg: 'ok' }),
  dingtalkToken: json({ errcode: 300001, errmsg: 'token is not exist' }),
  dingtalkSign: json({
    errcode: 310000,
    errmsg: 'sign not match, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
  }),
  dingtalkTimestamp: json({
    errcode: 310000,
    errmsg: 'invalid timestamp, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
  }),
  dingtalkKeyword: json({
    errcode: 310000,
    errmsg: 'keywords not in content, more: [https://ding-doc.dingtalk.com/doc#/serverapi2/qf2nxq]',
  }),
  dingtalkTooFast: json({ errcode: 130101, errmsg: 'send too fast, exceed 20 times per minute' }),
  feishuOk: json({ StatusCode: 0, StatusMessage: 'success', code: 0, data: {}, msg: 'success' }),
  feishuSign: json({
    code: 19021,
    data: {},
    msg: 'sign match fail or timestamp is not within one hour from current time',
  }),
  feishuToken: json({ code: 19001, data: {}, msg: 'param invalid: incoming webhook access token invalid' }),
  feishuLimited: json({
    code: 11232,
    data: {},
    msg: 'frequency limited psm=lark.oapi.app_platform_runtime;appid=0',
  }),
  wecomOk: json({ errcode: 0, errmsg: 'ok' }),
  wecomKey: json({
    errcode: 93000,
    errmsg: 'invalid webhook url, hint: [1700000000_00_0000000000000000], from ip: 127.0.0.1',
  }),
  wecomLimited: json({ errcode: 45009, errmsg: 'api freq out of limit' }),
  wecomTooLong: json({ errcode: 40058, errmsg: 'markdown.content exceed max length 4096' }),
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** DingTalk: base64(HMAC-SHA256 keyed by the secret over `timestamp + "\n" + secret`). */
const dingtalkExpected = (secret: string, timestamp: string) =>
  createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
/** Feishu: base64(HMAC-SHA256 keyed by `timestamp + "\n" + secret` over nothing). */
const feishuExpected = (secret: string, timestamp: string) =>
  createHmac('sha256', `${timestamp}\n${secret}`).digest('base64');

function textOf(platform: WebhookPlatform, body: Record<string, unknown>): string {
  const markdown = body.markdown as { content?: string; text?: string } | undefined;
  if (platform === 'wecom')
    return markdown?.content ?? String((body.text as { content?: string })?.content ?? '');
  if (platform === 'dingtalk')
    return markdown?.text ?? String((body.text as { content?: string })?.content ?? '');
  if (platform === 'feishu') {
    const card = body.card as { header?: { title?: { content?: string } }; elements?: unknown[] } | undefined;
    const parts = [card?.header?.title?.content ?? ''];
    for (const element of card?.elements ?? []) parts.push(...collectText(element));
    return parts.filter(Boolean).join('\n\n');
  }
  if (platform === 'slack') {
    const blocks = (body.blocks as unknown[] | undefined) ?? [];
    return blocks.length ? blocks.flatMap(collectText).join('\n\n') : String(body.text ?? '');
  }
  return String(body.text ?? json(body));
}

/** Every `content` / `text` string inside a card element or a Slack block. */
function collectText(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own = ['content', 'text'].flatMap((key) =>
    typeof record[key] === 'string' ? [record[key] as string] : [],
  );
  return [
    ...own,
    ...Object.values(record).flatMap((value) =>
      Array.isArray(value) ? value.flatMap(collectText) : collectText(value),
    ),
  ];
}

/** The hooks, what arrived, and faults a test may queue (rate limits, 5xx) per token. */
export class WebhookReceiver {
  private readonly hooks = new Map<string, WebhookHook>();
  private readonly faults = new Map<string, ('rateLimit' | 'serverError')[]>();
  readonly messages: ReceivedMessage[] = [];

  /**
   * `messagesFile` keeps what arrived across restarts: the simulated Amazon's thread stops when idle, and a
   * seller who opens /webhooks afterwards still reads the bot's last posts.
   */
  constructor(
    hooks: WebhookHook[] = DEMO_WEBHOOKS,
    private readonly now: () => Date = () => new Date(),
    private readonly messagesFile?: string,
  ) {
    hooks.forEach((hook) => this.addHook(hook));
    if (messagesFile && existsSync(messagesFile)) this.messages.push(...savedMessages(messagesFile));
  }

  addHook(hook: WebhookHook) {
    this.hooks.set(`${hook.platform}:${hook.token}`, hook);
  }

  /** The next `count` posts to the token answer the platform's rate limit, or a 502. */
  failNext(token: string, fault: 'rateLimit' | 'serverError', count = 1) {
    this.faults.set(token, [...(this.faults.get(token) ?? []), ...Array<typeof fault>(count).fill(fault)]);
  }

  hook(platform: WebhookPlatform, token: string) {
    return this.hooks.get(`${platform}:${token}`);
  }

  takeFault(token: string) {
    return this.faults.get(token)?.shift();
  }

  record(message: Omit<ReceivedMessage, 'time' | 'text'>) {
    const body = (message.body ?? {}) as Record<string, unknown>;
    this.messages.unshift({
      ...message,
      time: this.now().toISOString(),
      text: textOf(message.platform, body),
    });
    this.messages.length = Math.min(this.messages.length, MAX_MESSAGES);
    this.save();
  }

  /** Written whole and renamed into place, so a crash midway leaves the previous file. */
  private save() {
    if (!this.messagesFile) return;
    writeFileSync(`${this.messagesFile}.tmp`, JSON.stringify(this.messages));
    renameSync(`${this.messagesFile}.tmp`, this.messagesFile);
  }

  /** Whether a signed timestamp is within an hour of now, as DingTalk and Feishu require. */
  fresh(timestampMs: number) {
    return Number.isFinite(timestampMs) && Math.abs(this.now().getTime() - timestampMs) <= HOUR_MS;
  }
}

/** The messages a file kept; none from a file that is not theirs (a hand edit gone wrong). */
function savedMessages(file: string): ReceivedMessage[] {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(saved) ? (saved as ReceivedMessage[]) : [];
  } catch {
    return [];
  }
}

type Verdict = { status: number; answer: string; accepted: boolean; headers?: Record<string, string> };

function faultAnswer(platform: WebhookPlatform, fault: 'rateLimit' | 'serverError'): Verdict {
  if (fault === 'serverError')
    return { status: 502, answer: '<html><body>502 Bad Gateway</body></html>', accepted: false };
  switch (platform) {
    case 'dingtalk':
      return { status: 200, answer: ANSWERS.dingtalkTooFast, accepted: false };
    case 'feishu':
      return { status: 200, answer: ANSWERS.feishuLimited, accepted: false };
    case 'wecom':
      return { status: 200, answer: ANSWERS.wecomLimited, accepted: false };
    default:
      return { status: 429, answer: 'rate_limited', accepted: false, headers: { 'retry-after': '1' } };
  }
}

function checkDingtalk(
  receiver: WebhookReceiver,
  hook: WebhookHook,
  query: Record<string, string>,
  text: string,
): Verdict {
  if (hook.security === 'signature') {
    const { timestamp = '', sign = '' } = query;
    if (!receiver.fresh(Number(timestamp)))
      return { status: 200, answer: ANSWERS.dingtalkTimestamp, accepted: false };
    // Fastify decoded the query once: what remains must be the plain base64 digest.
    if (!sameText(sign, dingtalkExpected(hook.secret ?? '', timestamp)))
      return { status: 200, answer: ANSWERS.dingtalkSign, accepted: false };
  }
  if (hook.security === 'keyword' && !text.includes(hook.keyword ?? ''))
    return { status: 200, answer: ANSWERS.dingtalkKeyword, accepted: false };
  return { status: 200, answer: ANSWERS.dingtalkOk, accepted: true };
}

function checkFeishu(receiver: WebhookReceiver, hook: WebhookHook, body: Record<string, unknown>): Verdict {
  if (hook.secret) {
    const timestamp = String(body.timestamp ?? '');
    const fresh = receiver.fresh(Number(timestamp) * 1000);
    if (!fresh || !sameText(String(body.sign ?? ''), feishuExpected(hook.secret, timestamp)))
      return { status: 200, answer: ANSWERS.feishuSign, accepted: false };
  }
  return { status: 200, answer: ANSWERS.feishuOk, accepted: true };
}

function checkPlain(hook: WebhookHook, headers: Record<string, unknown>, raw: string): Verdict {
  if (hook.secret) {
    const timestamp = String(headers['x-termwise-timestamp'] ?? '');
    const expected = `sha256=${createHmac('sha256', hook.secret).update(`${timestamp}.${raw}`).digest('hex')}`;
    if (!sameText(String(headers['x-termwise-signature'] ?? ''), expected))
      return { status: 401, answer: json({ error: 'bad signature' }), accepted: false };
  }
  return { status: 200, answer: json({ ok: true }), accepted: true };
}

function checkWecom(text: string): Verdict {
  if (Buffer.byteLength(text, 'utf8') > 4096)
    return { status: 200, answer: ANSWERS.wecomTooLong, accepted: false };
  return { status: 200, answer: ANSWERS.wecomOk, accepted: true };
}

function unknownHook(platform: WebhookPlatform): Verdict {
  if (platform === 'dingtalk') return { status: 200, answer: ANSWERS.dingtalkToken, accepted: false };
  if (platform === 'feishu') return { status: 200, answer: ANSWERS.feishuToken, accepted: false };
  if (platform === 'wecom') return { status: 200, answer: ANSWERS.wecomKey, accepted: false };
  return { status: 404, answer: 'no_service', accepted: false };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(receiver: WebhookReceiver): string {
  const items = receiver.messages
    .map(
      (
        message,
      ) => `<article><h2>${escapeHtml(message.platform)} · ${escapeHtml(message.token)} · ${escapeHtml(message.time)} ·
        ${message.accepted ? 'accepted' : 'refused'}</h2><pre>${escapeHtml(message.text)}</pre>
        <details><summary>answer</summary><pre>${escapeHtml(message.answer)}</pre></details></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox webhook receiver</title><style>body{font:14px system-ui;margin:16px;max-width:900px}
pre{white-space:pre-wrap;background:#f4f4f5;padding:8px}h2{font-size:14px}</style></head><body>
<h1>Messages the sandbox received</h1><p>Hooks: ${DEMO_WEBHOOKS.map((hook) => `<code>${escapeHtml(webhookPath(hook))}</code>`).join(' ')}</p>
${items || '<p>Nothing received yet: press "test send" on a bot.</p>'}</body></html>`;
}

/** Mounts the receiver's routes: one per platform, the page, and the messages as JSON. */
export function webhookRoutes(app: FastifyInstance, receiver: WebhookReceiver) {
  const answer = (reply: FastifyReply, verdict: Verdict) =>
    reply
      .code(verdict.status)
      .headers(verdict.headers ?? {})
      .type(verdict.answer.startsWith('{') ? 'application/json' : 'text/plain')
      .send(verdict.answer);

  const receive =
    (platform: WebhookPlatform, token: string, check: (hook: WebhookHook, text: string) => Verdict) =>
    async (body: unknown, reply: FastifyReply) => {
      const hook = receiver.hook(platform, token);
      const fault = hook ? receiver.takeFault(token) : undefined;
      const record = (body ?? {}) as Record<string, unknown>;
      const text = textOf(platform, record);
      const verdict = !hook
        ? unknownHook(platform)
        : fault
          ? faultAnswer(platform, fault)
          : check(hook, text);
      receiver.record({ platform, token, accepted: verdict.accepted, answer: verdict.answer, body });
      return answer(reply, verdict);
    };

  app.post<{ Querystring: Record<string, string> }>(
    '/webhooks/wecom/cgi-bin/webhook/send',
    (request, reply) =>
      receive('wecom', request.query.key ?? '', (_hook, text) => checkWecom(text))(request.body, reply),
  );
  app.post<{ Querystring: Record<string, string> }>('/webhooks/dingtalk/robot/send', (request, reply) =>
    receive('dingtalk', request.query.access_token ?? '', (hook, text) =>
      checkDingtalk(receiver, hook, request.query, text),
    )(request.body, reply),
  );
  app.post<{ Params: { token: string } }>('/webhooks/feishu/open-apis/bot/v2/hook/:token', (request, reply) =>
    receive('feishu', request.params.token, (hook) =>
      checkFeishu(receiver, hook, (request.body ?? {}) as Record<string, unknown>),
    )(request.body, reply),
  );
  app.post<{ Params: { token: string } }>('/webhooks/slack/services/:token', (request, reply) =>
    receive('slack', request.params.token, () => ({ status: 200, answer: 'ok', accepted: true }))(
      request.body,
      reply,
    ),
  );
  // The plain webhook signs the exact bytes sent, so this route keeps the body as text.
  app.register(async (plain) => {
    plain.removeContentTypeParser('application/json');
    plain.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) =>
      done(null, raw),
    );
    plain.post<{ Params: { token: string } }>('/webhooks/plain/:token', (request, reply) => {
      const raw = String(request.body ?? '');
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // Kept as text: the page shows what came.
      }
      return receive('webhook', request.params.token, (hook) => checkPlain(hook, request.headers, raw))(
        parsed,
        reply,
      );
    });
  });
  app.get('/webhooks', (_request, reply) => reply.type('text/html; charset=utf-8').send(page(receiver)));
  app.get('/webhooks/messages', () => ({ messages: receiver.messages }));
}
