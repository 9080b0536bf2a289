import { BOT_METRICS } from '@termwise/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTokenCipher, type TokenCipher } from '../amazon/index.ts';
import { createBotRepo, type BotRepo, type BotRow } from './repo.ts';

/**
 * The demo organisation's bot: DingTalk with a signature, posting to the sandbox's receiver, so a new user
 * can press "test send" and read the message at the sandbox's /webhooks page. Only into an organisation
 * without bots, so a restart or a user's own bots are left alone, but for the demo bot's address, which
 * follows the sandbox to the port it has this time.
 */
export async function seedDemoBot(options: {
  db: Database;
  config: Config;
  organisationId: string;
  webhookUrl: string;
  secret: string;
}) {
  const repo = createBotRepo(options.db);
  const cipher = createTokenCipher(options.config.amazon.tokenKey);
  const bots = await repo.botsOf(options.organisationId);
  if (bots.length) {
    await followSandbox(repo, cipher, bots, options.webhookUrl);
    return false;
  }
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

/**
 * The sandbox takes another port when its own is busy at a start: a bot still pointing at its receiver on
 * the old port follows it to the new one, so the demo bot keeps posting after a restart.
 */
async function followSandbox(repo: BotRepo, cipher: TokenCipher, bots: BotRow[], webhookUrl: string) {
  const now = new URL(webhookUrl);
  for (const bot of bots) {
    const stored = new URL(cipher.decrypt(bot.webhookUrlCipher));
    const sameReceiver =
      stored.hostname === now.hostname && stored.pathname === now.pathname && stored.search === now.search;
    if (!sameReceiver || stored.port === now.port) continue;
    await repo.update(bot.id, { webhookUrlCipher: cipher.encrypt(webhookUrl) });
  }
}
