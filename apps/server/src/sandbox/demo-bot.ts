import { DEMO_WEBHOOK_SECRET, DEMO_WEBHOOKS, webhookPath } from '@termwise/chat-sandbox';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { seedDemoBot } from '../modules/bot/index.ts';

/** Points the demo organisation's bot at the sandbox's DingTalk receiver (signed with its demo secret). */
export function seedSandboxDemoBot(options: {
  db: Database;
  config: Config;
  organisationId: string;
  sandboxUrl: string;
}) {
  const hook = DEMO_WEBHOOKS.find((candidate) => candidate.platform === 'dingtalk')!;
  return seedDemoBot({
    ...options,
    webhookUrl: `${options.sandboxUrl}${webhookPath(hook)}`,
    secret: DEMO_WEBHOOK_SECRET,
  });
}
