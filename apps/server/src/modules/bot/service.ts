import {
  Role,
  type BotCreateRequest,
  type BotMetric,
  type BotUpdateRequest,
  type BotView,
  type DeliveryRow,
} from '@termwise/contracts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { failureOf } from '../../http/failure.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import { ResultCode, type FailureCode } from '@termwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenCipher } from '../amazon/index.ts';
import type { BoardService } from '../board/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory } from '../shop/index.ts';
import { clockInZone, shopToday } from '../../shop-calendar.ts';
import type { OutboundClient } from '../../http/outbound.ts';
import { addressProblem, assertBotAddress } from './addresses.ts';
import { addressMessage } from './channels.ts';
import { maskSecret, maskUrl } from './mask.ts';
import { renderReport } from './render.ts';
import { buildDailyReport } from './report.ts';
import type { BotRepo, BotRow, DeliveryRecord } from './repo.ts';
import { sendMessage, statusClassOf, statusDetail, type DeliveryFailure, type SendPolicy } from './sender.ts';

/** A delivery still `sending` after this long lost its server mid-send. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;

export interface BotServiceDeps {
  repo: BotRepo;
  cipher: TokenCipher;
  board: BoardService;
  shops: ShopDirectory;
  operationLog: OperationLog;
  log: FastifyBaseLogger;
  /** Where the report's links point: PUBLIC_URL, else this server. */
  baseUrl: string;
  policy: SendPolicy;
  /** The guarded client every webhook goes through, with the operator's allow-list. */
  outbound: OutboundClient;
  now: () => Date;
}

const ADMINS = [Role.super, Role.admin];

function botSecretRequired() {
  return new AppError(ResultCode.validation, messages.bot.secretRequired, { reason: 'botSecretRequired' });
}

const DELIVERY_FAILURE_CODES = {
  unreachable: 'botUnreachable',
  refused: 'botRefused',
  gaveUp: 'botGaveUp',
  reportFailed: 'botReportFailed',
  interrupted: 'botInterrupted',
} as const satisfies Record<DeliveryFailure, FailureCode>;

/** Why a send failed, as the operation log stores it for each reader's language. */
function deliveryFailure(done: DeliveryRecord) {
  if (!done.failureReason) return undefined;
  return failureOf(DELIVERY_FAILURE_CODES[done.failureReason], {
    detail: statusDetail(done.httpStatus, done.platformCode),
  });
}

/** The operation log's entry for a send, a test or the daily one: how it went, plus what that kind adds. */
function sendEntry(
  bot: BotRow,
  done: DeliveryRecord,
  action: 'test_send' | 'daily_send',
  detail: object,
): Parameters<OperationLog['record']>[1] {
  return {
    module: 'bot',
    action,
    objectType: 'bot',
    objectId: bot.id,
    after: { name: bot.name, status: done.status, attempts: done.attempts, ...detail },
    result: done.status === 'sent' ? 'success' : 'failure',
    message: done.error ?? undefined,
    failure: deliveryFailure(done),
  };
}

const signs = (bot: Pick<BotRow, 'channel' | 'security'>) =>
  bot.channel === 'feishu' ||
  bot.channel === 'webhook' ||
  (bot.channel === 'dingtalk' && bot.security === 'signature');

/** The bot's local time as HH:mm and its date. */
function localClock(timezone: string, now: Date) {
  return { date: shopToday(timezone, now), time: clockInZone(now, timezone) };
}

export function toDeliveryRow(row: DeliveryRecord): DeliveryRow {
  return {
    id: row.id,
    kind: row.kind,
    reportDate: row.reportDate,
    status: row.status,
    attempts: row.attempts,
    statusClass: statusClassOf(row.httpStatus),
    platformCode: row.platformCode,
    failureReason: row.failureReason,
    time: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Daily-report bots: their settings (secrets sealed and masked), test sends, and the daily send. */
/** The stored settings a create or update asks for; only DingTalk has a security mode (and its keyword). */
function settingsOf(body: BotCreateRequest | BotUpdateRequest) {
  const security = body.channel === 'dingtalk' ? body.security : 'none';
  return {
    name: body.name,
    channel: body.channel,
    security,
    keyword: security === 'keyword' ? (body.keyword ?? null) : null,
    shopIds: body.shopIds,
    metrics: body.metrics,
    language: body.language,
    sendTime: body.sendTime,
    timezone: body.timezone,
    enabled: body.enabled,
  };
}

export function createBotService(deps: BotServiceDeps) {
  const { repo, cipher, operationLog, now } = deps;

  function view(bot: BotRow, last?: DeliveryRecord): BotView {
    return {
      id: bot.id,
      name: bot.name,
      channel: bot.channel,
      webhookUrlMasked: maskUrl(cipher.decrypt(bot.webhookUrlCipher)),
      secretMasked: bot.secretCipher ? maskSecret(cipher.decrypt(bot.secretCipher)) : null,
      security: bot.security,
      keyword: bot.keyword,
      shopIds: bot.shopIds,
      metrics: bot.metrics as BotMetric[],
      language: bot.language,
      sendTime: bot.sendTime,
      timezone: bot.timezone,
      enabled: bot.enabled,
      lastDelivery: last ? { status: last.status, time: last.createdAt.toISOString() } : null,
    };
  }

  /** What the operation log keeps of a bot: its settings with the secrets masked. */
  function logged(bot: BotRow) {
    const { lastDelivery: _last, ...rest } = view(bot);
    return rest;
  }

  async function visibleBot(user: SessionUser, id: string): Promise<BotRow> {
    assertAnyRole(user, ADMINS);
    const bot = await repo.bot(id);
    if (!bot || !maySee(user, bot.organisationId)) throw notFound(messages.bot.notFound);
    return bot;
  }

  async function checkShops(user: SessionUser, shopIds: string[]) {
    await Promise.all(shopIds.map((shopId) => deps.shops.visibleShop(user, shopId)));
  }

  async function shopsOf(bot: BotRow) {
    if (!bot.shopIds.length) return deps.shops.shopsOfOrganisation(bot.organisationId);
    const found = await deps.shops.shopsById(bot.shopIds);
    return [...found.values()].filter((shop) => shop.organisationId === bot.organisationId);
  }

  /** Builds, renders and sends one report for a claimed delivery row; closes the row with the outcome. */
  async function deliver(bot: BotRow, delivery: DeliveryRecord, test: boolean): Promise<DeliveryRecord> {
    try {
      const report = await buildDailyReport({
        board: deps.board,
        shops: await shopsOf(bot),
        timezone: bot.timezone,
        baseUrl: deps.baseUrl,
        now: now(),
      });
      const payload = renderReport(report, {
        channel: bot.channel,
        language: bot.language,
        metrics: bot.metrics as BotMetric[],
        keyword: bot.channel === 'dingtalk' && bot.security === 'keyword' ? bot.keyword : null,
        test,
      });
      const url = cipher.decrypt(bot.webhookUrlCipher);
      if (addressProblem(bot.channel, url, deps.outbound.allowList)) return refusedAddress(delivery);
      const secret = bot.secretCipher ? cipher.decrypt(bot.secretCipher) : null;
      const result = await sendMessage(
        deps.outbound,
        bot.channel,
        () => addressMessage(bot.channel, url, payload, { secret, security: bot.security }, now()),
        deps.policy,
        (attempt) => repo.countAttempt(delivery.id, attempt),
      );
      return repo.finish(delivery.id, {
        status: result.delivered ? 'sent' : 'failed',
        attempts: result.attempts,
        httpStatus: result.httpStatus,
        platformCode: result.platformCode,
        failureReason: result.failureReason,
        error: result.error,
      });
    } catch (error) {
      deps.log.error({ err: error, botId: bot.id }, 'daily report could not be built');
      return repo.finish(delivery.id, {
        status: 'failed',
        attempts: delivery.attempts,
        httpStatus: null,
        platformCode: null,
        failureReason: 'reportFailed',
        error: 'the report could not be built',
      });
    }
  }

  /** A stored address the rules no longer allow (the allow-list changed): not sent, told as unreachable. */
  function refusedAddress(delivery: DeliveryRecord) {
    return repo.finish(delivery.id, {
      status: 'failed',
      attempts: delivery.attempts,
      httpStatus: null,
      platformCode: null,
      failureReason: 'unreachable',
      error: 'the address is not one the bot may post to',
    });
  }

  return {
    async list(user: SessionUser) {
      assertAnyRole(user, ADMINS);
      const bots = await repo.botsOf(user.organisationId);
      const last = await repo.lastDeliveries(bots.map((bot) => bot.id));
      return { rows: bots.map((bot) => view(bot, last.get(bot.id))) };
    },

    async create(user: SessionUser, body: BotCreateRequest): Promise<BotView> {
      assertAnyRole(user, ADMINS);
      assertBotAddress(body.channel, body.webhookUrl, deps.outbound.allowList);
      await checkShops(user, body.shopIds);
      const bot = await repo.insert({
        organisationId: user.organisationId,
        ...settingsOf(body),
        webhookUrlCipher: cipher.encrypt(body.webhookUrl),
        secretCipher: body.secret ? cipher.encrypt(body.secret) : null,
      });
      await operationLog.record(user, {
        module: 'bot',
        action: 'create',
        objectType: 'bot',
        objectId: bot.id,
        after: logged(bot),
        result: 'success',
      });
      return view(bot);
    },

    async update(user: SessionUser, body: BotUpdateRequest): Promise<BotView> {
      const before = await visibleBot(user, body.id);
      // A channel change re-checks the stored address too: a Slack address is no DingTalk one.
      assertBotAddress(
        body.channel,
        body.webhookUrl || cipher.decrypt(before.webhookUrlCipher),
        deps.outbound.allowList,
      );
      await checkShops(user, body.shopIds);
      const secretCipher = body.secret ? cipher.encrypt(body.secret) : before.secretCipher;
      const settings = settingsOf(body);
      if (signs(settings) && !secretCipher) throw botSecretRequired();
      const bot = await repo.update(before.id, {
        ...settings,
        webhookUrlCipher: body.webhookUrl ? cipher.encrypt(body.webhookUrl) : before.webhookUrlCipher,
        secretCipher,
      });
      await operationLog.record(user, {
        module: 'bot',
        action: 'update',
        objectType: 'bot',
        objectId: bot.id,
        before: logged(before),
        after: logged(bot),
        result: 'success',
      });
      return view(bot);
    },

    async remove(user: SessionUser, id: string) {
      const bot = await visibleBot(user, id);
      await repo.remove(bot.id);
      await operationLog.record(user, {
        module: 'bot',
        action: 'delete',
        objectType: 'bot',
        objectId: bot.id,
        before: logged(bot),
        result: 'success',
      });
      return null;
    },

    async testSend(user: SessionUser, id: string): Promise<DeliveryRow> {
      const bot = await visibleBot(user, id);
      const delivery = await repo.startTest(bot, localClock(bot.timezone, now()).date);
      const done = await deliver(bot, delivery, true);
      await operationLog.record(
        user,
        sendEntry(bot, done, 'test_send', { statusClass: statusClassOf(done.httpStatus) }),
      );
      return toDeliveryRow(done);
    },

    async deliveries(user: SessionUser, request: { botId: string; page: number; pageSize: number }) {
      const bot = await visibleBot(user, request.botId);
      const { rows, total } = await repo.deliveries(bot.id, request.page, request.pageSize);
      return { rows: rows.map(toDeliveryRow), total };
    },

    /**
     * Sends each enabled bot's report once its send time has come in its zone. The delivery row is claimed
     * before sending, so with several servers one wins; a server that died mid-send leaves its row to be
     * closed as failed, never sent again (the platform may already have shown it).
     */
    async sendDueReports(): Promise<number> {
      const at = now();
      await repo.closeInterrupted(
        new Date(at.getTime() - INTERRUPTED_AFTER_MS),
        'interrupted: the server stopped while sending; not sent again, as the platform may have received it',
      );
      let sent = 0;
      for (const bot of await repo.enabledBots()) {
        const clock = localClock(bot.timezone, at);
        if (clock.time < bot.sendTime) continue;
        // A new account's first sync is still running: a report now would say nothing, so it waits.
        const shops = await shopsOf(bot);
        if (shops.length && shops.every((shop) => !shop.lastSyncAt)) continue;
        const delivery = await repo.claimDaily(bot, clock.date);
        if (!delivery) continue;
        const done = await deliver(bot, delivery, false);
        await operationLog.record(
          { organisationId: bot.organisationId },
          sendEntry(bot, done, 'daily_send', { reportDate: done.reportDate }),
        );
        if (done.status === 'sent') sent += 1;
      }
      return sent;
    },
  };
}

export type BotService = ReturnType<typeof createBotService>;
