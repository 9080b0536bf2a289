import { BOT_METRICS } from '@termwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTokenCipher } from '../amazon/index.ts';
import { createBotRepo } from './repo.ts';

/**
 * The demo organisation's bot: DingTalk with a signature, posting to the sandbox's receiver, so a new user
 * can press "test send" and read the message at the sandbox's /webhooks page. Only into an organisation
 * without bots, so a restart or a user's own bots are left alone.
 */
export async function seedDemoBot(options: {
  db: Database;
  config: Config;
  organisationId: string;
  webhookUrl: string;
  secret: string;
}) {
  const repo = createBotRepo(options.db);
  if ((await repo.botsOf(options.organisationId)).length) return false;
  const cipher = createTokenCipher(options.config.amazon.tokenKey);
  await repo.insert({
    organisationId: options.organisationId,
    name: 'Sandbox DingTalk',
    channel: 'dingtalk',
    security: 'signature',
    webhookUrlCipher: cipher.encrypt(options.webhookUrl),
    secretCipher: cipher.encrypt(options.secret),
    metrics: [...BOT_METRICS],
    language: 'zh-CN',
    sendTime: '09:00',
    timezone: 'Asia/Shanghai',
    enabled: true,
  });
  return true;
}
