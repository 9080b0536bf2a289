import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { rawText, requiredText } from './primitives.ts';
import { id, page, pageOf, pageSize } from './validation.ts';
import { schemaText } from './validation-messages.ts';

/** Daily-report bots: `/v1/bot/*`, admins only. */

export const BOT_CHANNELS = ['wecom', 'dingtalk', 'feishu', 'slack', 'webhook'] as const;
export const botChannel = z.enum(BOT_CHANNELS);
export const BOT_METRICS = [
  'cost',
  'sales',
  'orders',
  'acos',
  'cpc',
  'cvr',
  'impressions',
  'clicks',
] as const;
export const botMetric = z.enum(BOT_METRICS);
export const botLanguage = z.enum(['zh-CN', 'en-US']);
export const dingtalkSecurity = z.enum(['keyword', 'signature', 'none']);

const SEND_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const webhookUrl = rawText(1000).refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, schemaText('httpAddress'));

const botFields = {
  name: requiredText(40),
  channel: botChannel,
  webhookUrl,
  /** Signing secret (DingTalk signature, Feishu, plain webhook). */
  secret: rawText(200).optional(),
  /** DingTalk only. */
  security: dingtalkSecurity.default('none'),
  keyword: rawText(40).optional(),
  shopIds: z.array(id).max(200).default([]),
  metrics: z.array(botMetric).min(1, schemaText('oneMetric')).max(BOT_METRICS.length),
  language: botLanguage,
  sendTime: z.string().regex(SEND_TIME_PATTERN, schemaText('sendTime')),
  timezone: requiredText(64).refine(isTimeZone, schemaText('timeZone')),
  enabled: z.boolean().default(true),
};

type SecretRules = {
  channel: string;
  security?: string;
  keyword?: string;
  secret?: string;
};

/** What each channel needs: DingTalk's chosen security, a secret where the platform signs. */
function checkSecrets(needSecretOnCreate: boolean) {
  return (body: SecretRules, context: z.RefinementCtx) => {
    const signs =
      body.channel === 'feishu' ||
      body.channel === 'webhook' ||
      (body.channel === 'dingtalk' && body.security === 'signature');
    if (signs && needSecretOnCreate && !body.secret)
      context.addIssue({ code: 'custom', path: ['secret'], message: schemaText('notEmpty') });
    if (body.channel === 'dingtalk' && body.security === 'keyword' && !body.keyword?.trim())
      context.addIssue({ code: 'custom', path: ['keyword'], message: schemaText('notEmpty') });
  };
}

export const botCreateRequest = z.object(botFields).superRefine(checkSecrets(true));
/** Update: an absent or empty webhookUrl or secret keeps the stored one (the form only sees them masked). */
export const botUpdateRequest = z
  .object({
    ...botFields,
    id,
    webhookUrl: z.union([webhookUrl, z.literal('')]).optional(),
  })
  .superRefine(checkSecrets(false));
export const botIdRequest = z.object({ id });

export const botView = z.object({
  id: z.string(),
  name: z.string(),
  channel: botChannel,
  /** Host and path with the token masked, e.g. https://oapi.dingtalk.com/robot/send?access_token=ab****yz. */
  webhookUrlMasked: z.string(),
  /** `****` plus the last two characters, or null when none is stored. */
  secretMasked: z.string().nullable(),
  security: dingtalkSecurity,
  keyword: z.string().nullable(),
  shopIds: z.array(z.string()),
  metrics: z.array(botMetric),
  language: botLanguage,
  sendTime: z.string(),
  timezone: z.string(),
  enabled: z.boolean(),
  lastDelivery: z.object({ status: z.enum(['sending', 'sent', 'failed']), time: z.string() }).nullable(),
});
export const botListResponse = z.object({ rows: z.array(botView) });

/**
 * Why a delivery failed: the receiver could not be reached (or its address is not one a user may reach:
 * the same answer, so it tells nothing about what listens there), refused the message, kept answering with
 * errors worth retrying until the attempts ran out; the report could not be built; or the server stopped
 * mid-send (never sent again, as the platform may have shown it).
 */
export const DELIVERY_FAILURES = ['unreachable', 'refused', 'gaveUp', 'reportFailed', 'interrupted'] as const;

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

export const deliveryRow = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'test']),
  reportDate: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  attempts: z.number().int(),
  /**
   * The class of the receiver's last HTTP status. A receiver's answer never comes back (it could be another
   * service's page read through the server), only its class and a named platform's own result code.
   */
  statusClass: z.enum(STATUS_CLASSES).nullable(),
  /** WeCom's and DingTalk's `errcode`, Feishu's `code`, e.g. 310000 "sign not match"; null for others. */
  platformCode: z.number().int().nullable(),
  failureReason: z.enum(DELIVERY_FAILURES).nullable(),
  /** UTC, ISO 8601. */
  time: z.string(),
  finishedAt: z.string().nullable(),
});
export const deliveryListRequest = z.object({ botId: id, page, pageSize });
export const deliveryListResponse = pageOf(deliveryRow);

export type BotChannel = z.infer<typeof botChannel>;
export type BotMetric = z.infer<typeof botMetric>;
export type BotCreateRequest = z.infer<typeof botCreateRequest>;
export type BotUpdateRequest = z.infer<typeof botUpdateRequest>;
export type BotView = z.infer<typeof botView>;
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const BotApi = {
  list: { path: '/v1/bot/list', response: botListResponse },
  create: { path: '/v1/bot/create', body: botCreateRequest, response: botView },
  update: { path: '/v1/bot/update', body: botUpdateRequest, response: botView },
  remove: { path: '/v1/bot/delete', body: botIdRequest, response: z.null() },
  testSend: { path: '/v1/bot/test_send', body: botIdRequest, response: deliveryRow },
  deliveries: { path: '/v1/bot/deliveries', body: deliveryListRequest, response: deliveryListResponse },
} as const satisfies Record<string, Endpoint>;
