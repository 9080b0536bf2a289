import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { secretsOf, type Config } from './config.ts';
import { sandboxDemoHistory } from './sandbox/demo-history.ts';
import { DEMO_ACCOUNT_INDEX } from './seed/demo-shops.ts';
import type { DatabaseHandle } from './db/client.ts';
import { dropOrphanAbaPartitions, partitionDefaultAbaRows } from './db/aba-report-partitions.ts';
import { runScheduledBackup } from './db/backup-schedule.ts';
import {
  analyzeReportTables,
  applyReportRetention,
  prepareReportMonths,
  REPORT_MONTHS_UPKEEP,
} from './db/report-months.ts';
import { refreshStaleStatistics, STATISTICS_CHECK } from './db/statistics.ts';
import { loginGuard } from './http/auth-guard.ts';
import { contractSerializer } from './http/endpoint.ts';
import { registerErrorHandling, registerNotFound } from './http/error-handler.ts';
import { serveWebApp } from './http/web-app.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { limitRequestsPerIp } from './http/request-limit.ts';
import { createOutboundClient, parseAllowList } from './http/outbound.ts';
import { answerClientErrors, registerSecurityHeaders } from './http/security-headers.ts';
import { createDomainEvents } from './jobs/events.ts';
import { createJobQueue } from './jobs/queue.ts';
import { jobRoutes } from './jobs/routes.ts';
import { createJobRunner, type JobRunner } from './jobs/runner.ts';
import type { ModuleHost } from './module-plugin.ts';
import { createAuthModule, type RateLimits, type SmsProvider } from './modules/auth/index.ts';
import { createBoardModule } from './modules/board/index.ts';
import { createBrandAnalyticsModule } from './modules/brand-analytics/index.ts';
import { createBotModule, type SendPolicy } from './modules/bot/index.ts';
import { createCurrencyModule } from './modules/currency/index.ts';
import { createSavedFilterModule } from './modules/saved-filter/index.ts';
import { createHarvestModule } from './modules/harvest/index.ts';
import { createKeywordModule } from './modules/keyword/index.ts';
import { createNegationModule } from './modules/negation/index.ts';
import { createOperationLog, createOperationLogModule } from './modules/operation-log/index.ts';
import { createRankModule, sandboxRankSource } from './modules/rank/index.ts';
import { routeModule } from './modules/route/index.ts';
import { createShopModule } from './modules/shop/index.ts';
import { createInvitationBook, createUserModule } from './modules/user/index.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  rateLimits?: RateLimits;
  sms?: SmsProvider;
  /** Where JSON log lines go: stdout unless a test captures them. */
  logStream?: { write(line: string): void };
  /** The Amazon sandbox main.ts started in-process (sandbox mode). */
  amazonSandboxUrl?: string;
  /** Demo mode on a simulated Amazon: the sandbox the demo shops' past negations are dated back on. */
  demoSandboxUrl?: string;
  /** The sandbox seller whose shops get the demo history: account A, unless a test connects another. */
  demoAccountIndex?: number;
  /** How the daily-report bots retry a send; tests shorten the production back-off. */
  botSendPolicy?: SendPolicy;
  /** The pause between two Catalog Items calls for ABA pictures; tests shorten Amazon's 2 calls a second. */
  catalogCallIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of every module; main.ts starts it, closing the app stops it. */
    jobRunner: JobRunner;
    /** Amazon Ads writes for a shop (the negation engine's port). */
  }
}

const REQUEST_ID_PATTERN = /^[\w.:-]{1,128}$/;

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.clientSecret',
];

/** Wires plugins and modules; nothing here reads the environment or opens connections. */
export async function buildApp({
  config,
  database,
  rateLimits,
  sms,
  logStream,
  amazonSandboxUrl,
  demoSandboxUrl,
  demoAccountIndex = DEMO_ACCOUNT_INDEX,
  botSendPolicy,
  catalogCallIntervalMs,
}: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    clientErrorHandler: answerClientErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await limitRequestsPerIp(app, config.rateLimitPerMinute);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Termwise API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const queue = createJobQueue(db, { leaseSeconds: config.jobLeaseSeconds });
  const jobRunner = createJobRunner({ queue, log: app.log });
  app.decorate('jobRunner', jobRunner);
  app.addHook('onClose', () => jobRunner.stop());
  const { backup } = config;
  if (backup.schedule) {
    const schedule = { ...backup, schedule: backup.schedule };
    const startedAt = new Date();
    jobRunner.every({
      name: 'scheduled backup',
      cron: backup.schedule,
      run: async () => {
        const file = await runScheduledBackup(database.pool, secretsOf(config), schedule, startedAt);
        if (file) app.log.info({ file }, 'backup written');
      },
    });
  }
  jobRunner.every({
    name: 'report months',
    cron: REPORT_MONTHS_UPKEEP,
    run: async () => {
      const made = await prepareReportMonths(database.pool);
      if (made.length) app.log.info({ made }, 'report month partitions made');
      if (config.reportRetentionMonths !== undefined)
        for (const dropped of await applyReportRetention(database.pool, config.reportRetentionMonths))
          app.log.info(dropped, 'report month dropped by REPORT_RETENTION_MONTHS');
      await analyzeReportTables(database.pool);
    },
  });
  jobRunner.every({
    name: 'Brand Analytics partitions',
    cron: REPORT_MONTHS_UPKEEP,
    run: async () => {
      const moved = await partitionDefaultAbaRows(database.pool);
      const dropped = await dropOrphanAbaPartitions(database.pool);
      if (moved || dropped) app.log.info({ moved, dropped }, 'Brand Analytics report partitions tidied');
    },
  });
  if (database.kind === 'pglite')
    jobRunner.every({
      name: 'embedded database statistics',
      cron: STATISTICS_CHECK,
      run: async () => {
        const analyzed = await refreshStaleStatistics(db);
        if (analyzed.length) app.log.debug({ analyzed }, 'embedded database statistics refreshed');
      },
    });
  const nudge = () => jobRunner.nudge();
  const events = createDomainEvents();
  const operationLog = createOperationLog(db);

  const invitations = createInvitationBook(db);
  const auth = await createAuthModule({
    invitations,
    // The shop module comes later; this is only called at a sign-in, once the app is built.
    hasShops: async (organisationId) => (await shop.directory.shopsOfOrganisation(organisationId)).length > 0,
    config,
    db,
    pool: database.pool,
    log: app.log,
    rateLimits,
    sms,
  });
  const currency = createCurrencyModule({ db, operationLog });
  const shop = createShopModule({
    homeCurrencyOf: currency.currencies.homeCurrencyOf,
    config,
    db,
    queue,
    operationLog,
    events,
    log: app.log,
    nudge,
    sandboxUrl: amazonSandboxUrl,
  });
  const negation = createNegationModule({
    currencies: currency.currencies,
    db,
    shops: shop.directory,
    syncedAds: shop.syncedAds,
    adsApi: shop.adsApi,
    queue,
    operationLog,
    events,
    nudge,
    startShopSync: shop.startSync,
    maxAutomaticPerRun: config.negationMaxPerRun,
    demoHistory: demoSandboxUrl
      ? sandboxDemoHistory(demoSandboxUrl, demoAccountIndex, (shopId, from) =>
          shop.service.restate(shopId, from),
        )
      : undefined,
  });

  const board = createBoardModule({
    shops: shop.directory,
    facts: shop.performance,
    negations: negation.outcomes,
    keywords: shop.syncedAds,
    currencies: currency.currencies,
  });

  // On the simulated Amazon, its chat receivers are allowed too, under their path only: the guard itself is
  // what the demo's bot goes through.
  const sandboxReceivers =
    config.amazon.mode === 'sandbox' && (amazonSandboxUrl ?? config.amazon.sandboxUrl)
      ? `${amazonSandboxUrl ?? config.amazon.sandboxUrl}/webhooks/`
      : '';
  const outbound = createOutboundClient(parseAllowList([config.webhookAllow, sandboxReceivers].join(',')));
  app.addHook('onClose', () => outbound.close());
  const bot = createBotModule({
    config,
    outbound,
    db,
    board: board.board,
    shops: shop.directory,
    operationLog,
    log: app.log,
    policy: botSendPolicy,
  });

  // Amazon has no rank API: on the simulated Amazon, the sandbox's rank feed stands in for a rank tracker.
  const rankFeedUrl =
    config.amazon.mode === 'sandbox' ? (amazonSandboxUrl ?? config.amazon.sandboxUrl) : undefined;
  const host: ModuleHost = { jobs: jobRunner, requireLogin: loginGuard(app, auth.authenticate) };
  await app.register(auth.plugin, host);
  await app.register(routeModule, host);
  await app.register(
    createUserModule({
      db,
      invitations,
      operationLog,
      forgetUser: auth.forgetUser,
      endSessionsOf: auth.endSessionsOf,
      notifyBySms: auth.notifyBySms,
      shopIdsOf: async (organisationId) =>
        (await shop.directory.shopsOfOrganisation(organisationId)).map((row) => row.id),
    }),
    host,
  );
  await app.register(shop.plugin, host);
  await app.register(negation.plugin, host);
  await app.register(board.plugin, host);
  await app.register(bot.plugin, host);
  await app.register(currency.plugin, host);
  await app.register(createSavedFilterModule(db), host);
  const keyword = createKeywordModule({
    db,
    shops: shop.directory,
    structure: shop.structure,
    adsApi: shop.adsApi,
    negations: negation.outcomes,
    operationLog,
    queue,
    events,
    nudge,
  });
  await app.register(keyword.plugin, host);
  await app.register(
    createHarvestModule({
      db,
      shops: shop.directory,
      structure: shop.structure,
      syncedAds: shop.syncedAds,
      adsApi: shop.adsApi,
      negations: negation.outcomes,
      harvestRules: negation.harvestRules,
      maxAutomaticPerRun: config.negationMaxPerRun,
      operationLog,
      queue,
      events,
      nudge,
    }).plugin,
    host,
  );
  await app.register(
    createRankModule({
      db,
      shops: shop.directory,
      structure: shop.structure,
      negations: negation.outcomes,
      keywordChanges: keyword.stateChanges,
      queue,
      events,
      nudge,
      source: rankFeedUrl ? sandboxRankSource(rankFeedUrl) : undefined,
      demo: Boolean(demoSandboxUrl),
    }).plugin,
    host,
  );
  await app.register(
    createOperationLogModule({ db, shops: shop.directory, pendingNegations: negation.pendingNegations }),
    host,
  );
  await app.register(
    createBrandAnalyticsModule({
      db,
      dataDir: config.dataDir,
      source: shop.brandAnalytics,
      shops: shop.directory,
      syncedAds: shop.syncedAds,
      queue,
      log: app.log,
      signal: shop.shutdownSignal,
      nudge,
      weeklyImport: config.abaWeeklyImport,
      catalogCallIntervalMs,
    }).plugin,
    host,
  );
  await app.register(jobRoutes, {
    queue,
    requireLogin: host.requireLogin,
    visibleMarketplaces: async (user) =>
      (await shop.directory.visibleShops(user)).map((row) => row.marketplaceId),
  });

  const hasWebApp = existsSync(config.webDistDir);
  if (hasWebApp) await serveWebApp(app, config.webDistDir);
  registerNotFound(app, hasWebApp);
  return app;
}
