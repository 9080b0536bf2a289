import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { OutboundClient } from '../../http/outbound.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import { createTokenCipher } from '../amazon/index.ts';
import type { BoardService } from '../board/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory } from '../shop/index.ts';
import { createBotRepo } from './repo.ts';
import { botRoutes } from './routes.ts';
import { DEFAULT_SEND_POLICY, type SendPolicy } from './sender.ts';
import { createBotService } from './service.ts';

/** Each server looks for bots whose send time has come every minute (send times are whole minutes). */
const DUE_CHECK = '* * * * *';

export interface BotModuleDeps {
  config: Config;
  db: Database;
  board: BoardService;
  shops: ShopDirectory;
  operationLog: OperationLog;
  log: FastifyBaseLogger;
  outbound: OutboundClient;
  policy?: SendPolicy;
  now?: () => Date;
}

/** The daily-report bot: settings, test send, delivery log, and the daily send on every server. */
export function createBotModule(deps: BotModuleDeps) {
  const bots = createBotService({
    repo: createBotRepo(deps.db),
    // Webhook addresses and secrets are sealed with the same key and scheme as Amazon refresh tokens.
    cipher: createTokenCipher(deps.config.amazon.tokenKey),
    board: deps.board,
    shops: deps.shops,
    operationLog: deps.operationLog,
    log: deps.log,
    baseUrl: deps.config.publicUrl ?? `http://localhost:${deps.config.port}`,
    policy: deps.policy ?? DEFAULT_SEND_POLICY,
    outbound: deps.outbound,
    now: deps.now ?? (() => new Date()),
  });
  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    jobs.every({
      name: 'daily report bots',
      cron: DUE_CHECK,
      run: async () => void (await bots.sendDueReports()),
    });
    requireLogin(app);
    await app.register(botRoutes, { bots });
  };
  return { plugin, bots };
}
