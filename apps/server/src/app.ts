import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { requireLogin } from './http/auth-guard.ts';
import { registerErrorHandling, registerNotFound } from './http/error-handler.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { publicAuthRoutes, sessionRoutes } from './modules/auth/routes.ts';
import { createAttemptCounter, DEFAULT_RATE_LIMITS, type RateLimits } from './modules/auth/rate-limit.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createOutboxSmsProvider, type SmsProvider } from './modules/auth/sms.ts';
import { createAccessTokens } from './modules/auth/tokens.ts';
import { createDomainEvents } from './jobs/events.ts';
import { createJobQueue } from './jobs/queue.ts';
import { createJobRunner, type JobHandler, type JobRunner, type RecurringTask } from './jobs/runner.ts';
import type { AdsApi } from './modules/amazon/ads-api.ts';
import { commonRoutes } from './modules/common/routes.ts';
import { createNegationModule } from './modules/negation/module.ts';
import { negationLogRoutes, negationOperationRoutes } from './modules/negation/routes.ts';
import { negationRuleRoutes } from './modules/negation/rules/routes.ts';
import { operationLogRoutes } from './modules/operation-log/routes.ts';
import { createOperationLog } from './modules/operation-log/service.ts';
import { createShopModule, SHOP_SYNC_JOB, type ShopModule } from './modules/shop/module.ts';
import { shopCallbackRoutes, shopRoutes } from './modules/shop/routes.ts';
import { sandboxImageRoutes } from './modules/shop/sandbox-images.ts';
import { constantRouteRoutes, userRouteRoutes } from './modules/route/routes.ts';
import { createUserRepo } from './modules/user/repo.ts';
import { userRoutes } from './modules/user/routes.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  rateLimits?: RateLimits;
  sms?: SmsProvider;
  /** Where JSON log lines go: stdout unless a test captures them. */
  logStream?: { write(line: string): void };
  /** The Amazon sandbox main.ts started in-process (sandbox mode). */
  amazonSandboxUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs of every module; main.ts starts it, closing the app stops it. */
    jobRunner: JobRunner;
    /** Amazon Ads writes for a shop (the negation engine's port). */
    adsApi: AdsApi;
    shops: ShopModule['service'];
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
  rateLimits = DEFAULT_RATE_LIMITS,
  sms,
  logStream,
  amazonSandboxUrl,
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  acceptEmptyJsonBodies(app);
  registerErrorHandling(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Termwise API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  const authRepo = createAuthRepo(db);
  const sessions = createSessionCache((sessionId) => authRepo.findSessionUser(sessionId));
  const auth = createAuthService({
    repo: authRepo,
    attempts: createAttemptCounter(db),
    limits: rateLimits,
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    sessions,
    sms: sms ?? createOutboxSmsProvider(app.log),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
  });

  const jobQueue = createJobQueue(db);
  const jobHandlers: Record<string, JobHandler> = {};
  const recurringTasks: RecurringTask[] = [];
  const operationLog = createOperationLog(db);
  const events = createDomainEvents();
  const shopModule = createShopModule({
    config,
    db,
    queue: jobQueue,
    operationLog,
    events,
    log: app.log,
    nudge: () => jobRunner.nudge(),
    sandboxUrl: amazonSandboxUrl,
  });
  jobHandlers[SHOP_SYNC_JOB] = shopModule.syncHandler;
  recurringTasks.push(shopModule.dailySync);
  app.decorate('adsApi', shopModule.adsApi);
  app.decorate('shops', shopModule.service);
  app.addHook('preClose', async () => shopModule.stop());
  const negation = createNegationModule({
    db,
    adsApi: shopModule.adsApi,
    queue: jobQueue,
    operationLog,
    events,
    nudge: () => jobRunner.nudge(),
    startShopSync: async (user, shopId) => (await shopModule.service.sync(user, shopId)).jobId,
  });
  Object.assign(jobHandlers, negation.jobHandlers);
  recurringTasks.push(...negation.recurringTasks);

  await app.register(publicAuthRoutes, { auth });
  await app.register(constantRouteRoutes);
  await app.register(shopCallbackRoutes, { shops: shopModule.service });
  if (shopModule.endpoints.mode === 'sandbox')
    await app.register(sandboxImageRoutes, { sandboxUrl: shopModule.endpoints.sellingPartner.NA });
  await app.register(async (loggedIn) => {
    requireLogin(loggedIn, auth);
    await loggedIn.register(sessionRoutes, { auth });
    await loggedIn.register(userRoutes, { users: createUserRepo(db), sessions });
    await loggedIn.register(userRouteRoutes);
    await loggedIn.register(negationRuleRoutes, { rules: negation.rules });
    await loggedIn.register(negationLogRoutes, negation.routeDeps);
    await loggedIn.register(negationOperationRoutes, negation.routeDeps);
    await loggedIn.register(commonRoutes, { db });
    await loggedIn.register(operationLogRoutes, { db, describeNegations: negation.describeNegations });
    await loggedIn.register(shopRoutes, { shops: shopModule.service, publicUrl: config.publicUrl });
  });

  const jobRunner = createJobRunner({
    queue: jobQueue,
    handlers: jobHandlers,
    recurring: recurringTasks,
    log: app.log,
  });
  app.decorate('jobRunner', jobRunner);
  app.addHook('onClose', () => jobRunner.stop());

  const serveWebApp = existsSync(config.webDistDir);
  if (serveWebApp) await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false });
  registerNotFound(app, serveWebApp);
  return app;
}
