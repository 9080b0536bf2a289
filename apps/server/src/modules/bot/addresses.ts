import type { BotChannel } from '@termwise/contracts';
import { fieldInvalid } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { isAllowedByName, mayRequest, type OutboundAllowList } from '../../http/outbound.ts';

/** The hosts each platform documents for its incoming webhooks; a named channel posts nowhere else. */
export const PLATFORM_HOSTS: Record<Exclude<BotChannel, 'webhook'>, readonly string[]> = {
  wecom: ['qyapi.weixin.qq.com'],
  dingtalk: ['oapi.dingtalk.com'],
  feishu: ['open.feishu.cn', 'open.larksuite.com'],
  slack: ['hooks.slack.com'],
};

/**
 * Why a bot may not post to this address, or null when it may: a named channel only to its platform's
 * hosts over HTTPS, a plain webhook only to a public address (names are checked again after DNS, at send);
 * either to a receiver the operator allowed (WEBHOOK_ALLOW).
 */
export function addressProblem(
  channel: BotChannel,
  address: string,
  allowList: OutboundAllowList,
): 'platformHost' | 'notPublic' | null {
  const url = new URL(address);
  if (isAllowedByName(url, allowList)) return null;
  if (channel !== 'webhook') {
    const documented = url.protocol === 'https:' && PLATFORM_HOSTS[channel].includes(url.hostname);
    return documented && !url.username && !url.password ? null : 'platformHost';
  }
  return mayRequest(url, allowList) ? null : 'notPublic';
}

/** Refuses, at save, an address the bot could never post to. */
export function assertBotAddress(channel: BotChannel, address: string, allowList: OutboundAllowList) {
  const problem = addressProblem(channel, address, allowList);
  if (problem === 'platformHost') {
    const hosts = PLATFORM_HOSTS[channel as Exclude<BotChannel, 'webhook'>]
      .map((host) => `https://${host}/`)
      .join(', ');
    throw fieldInvalid('webhookUrl', messages.bot.officialAddressOnly(hosts));
  }
  if (problem === 'notPublic') throw fieldInvalid('webhookUrl', messages.bot.publicAddressOnly);
}
