import { createHmac } from 'node:crypto';
import type { BotChannel } from '@termwise/contracts';

export interface OutgoingMessage {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What a platform's answer means: delivered, worth another attempt (rate limit, 5xx), or refused. */
export type AnswerVerdict = 'delivered' | 'retry' | 'refused';

export interface ChannelSecrets {
  secret: string | null;
  security: 'keyword' | 'signature' | 'none';
}

/** The header and the scheme of the plain webhook's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-termwise-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-termwise-timestamp';

/**
 * DingTalk custom robot, security "signature": HMAC-SHA256 of `timestamp + "\n" + secret` keyed by the
 * secret, base64, then URL-encoded; timestamp in milliseconds, both as query parameters.
 */
export function dingtalkSign(secret: string, timestampMs: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampMs}\n${secret}`).digest('base64');
  return encodeURIComponent(digest);
}

/** Feishu/Lark custom bot: HMAC-SHA256 keyed by `timestamp + "\n" + secret` over an empty message, base64. */
export function feishuSign(secret: string, timestampSeconds: number): string {
  return createHmac('sha256', `${timestampSeconds}\n${secret}`).update('').digest('base64');
}

/** Plain webhook: hex HMAC-SHA256 of `timestamp + "." + body` keyed by the secret. */
export function webhookSign(secret: string, timestampSeconds: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex')}`;
}

/** Signs and addresses a payload the way the channel's platform expects. */
export function addressMessage(
  channel: BotChannel,
  webhookUrl: string,
  payload: Record<string, unknown>,
  secrets: ChannelSecrets,
  now: Date,
): OutgoingMessage {
  const headers = { 'content-type': 'application/json' };
  if (channel === 'dingtalk' && secrets.security === 'signature' && secrets.secret) {
    const timestamp = now.getTime();
    const url = new URL(webhookUrl);
    // The sign is already URL-encoded as DingTalk documents; URLSearchParams would encode it twice.
    const separator = url.search ? '&' : '?';
    return {
      url: `${webhookUrl}${separator}timestamp=${timestamp}&sign=${dingtalkSign(secrets.secret, timestamp)}`,
      headers,
      body: JSON.stringify(payload),
    };
  }
  if (channel === 'feishu' && secrets.secret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    const signed = { timestamp: String(timestamp), sign: feishuSign(secrets.secret, timestamp), ...payload };
    return { url: webhookUrl, headers, body: JSON.stringify(signed) };
  }
  if (channel === 'webhook' && secrets.secret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    const body = JSON.stringify(payload);
    return {
      url: webhookUrl,
      headers: {
        ...headers,
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: webhookSign(secrets.secret, timestamp, body),
      },
      body,
    };
  }
  return { url: webhookUrl, headers, body: JSON.stringify(payload) };
}

/** Rate-limit codes in the platforms' bodies (their HTTP status is 200). */
const RATE_LIMITED = {
  /** WeCom: api freq out of limit (20 messages a minute per bot). */
  wecom: [45009],
  /** DingTalk: send too fast (20 a minute), and the server-side throttle. */
  dingtalk: [130101, 410100],
  /** Feishu/Lark: request frequency limited. */
  feishu: [11232, 9499],
} as const;

function codeOf(body: string): number | undefined {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const code = parsed.errcode ?? parsed.code ?? parsed.StatusCode;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The result code a named platform put in its answer; plain webhooks and Slack have none. */
export function platformCodeOf(channel: BotChannel, body: string): number | null {
  if (channel === 'slack' || channel === 'webhook') return null;
  return codeOf(body) ?? null;
}

/** Reads a platform's answer: WeCom and DingTalk say `errcode`, Feishu `code`, Slack a plain `ok`. */
export function verdictOf(channel: BotChannel, status: number, body: string): AnswerVerdict {
  if (status === 429 || status >= 500) return 'retry';
  if (status < 200 || status >= 300) return 'refused';
  if (channel === 'slack') return body.trim() === 'ok' ? 'delivered' : 'refused';
  if (channel === 'webhook') return 'delivered';
  const code = codeOf(body);
  if (code === 0) return 'delivered';
  if (code !== undefined && (RATE_LIMITED[channel] as readonly number[]).includes(code)) return 'retry';
  return 'refused';
}
