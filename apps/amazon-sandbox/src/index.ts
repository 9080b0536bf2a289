import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_CLIENT, LwaGrants, type LwaClient } from './auth/lwa-grants.ts';
import { DEFAULT_REPORT_DELAY_MS, FaultInjector } from './faults.ts';
import {
  acceptEmptyJson,
  acceptFormBodies,
  acceptVendorJson,
  isSellingPartnerApi,
  sendAdsError,
} from './http.ts';
import { DEMO_WEBHOOKS, WebhookReceiver, webhookRoutes } from '@termwise/chat-sandbox';
import { AMAZON_RATES, familyOf, rateLimitOf, Throttle, type ThrottleRates } from './throttle.ts';
import { ReportJobs } from './reports/jobs.ts';
import { SpReportJobs } from './reports/sp-reports.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { imageRoutes } from './routes/images.ts';
import { lwaRoutes } from './routes/lwa.ts';
import { profileRoutes } from './routes/profiles.ts';
import { rankFeedRoutes } from './routes/rank-feed.ts';
import { reportRoutes } from './routes/reports.ts';
import { sandboxControlRoutes } from './routes/sandbox-control.ts';
import { type SellingPartnerApp, sellerCentralRoutes } from './routes/seller-central.ts';
import { spReportRoutes } from './routes/sp-reports.ts';
import { sellersRoutes } from './routes/sellers.ts';
import { replayWrites, spEntityRoutes } from './routes/sp-entities.ts';
import { spRecommendationRoutes } from './routes/sp-recommendations.ts';
import { directoryJournal, memoryJournal } from './state/journal.ts';
import { DEFAULT_ABA_TERMS } from './world/aba.ts';
import { SandboxWorld } from './world/world.ts';

export type { FaultInjector, FaultSpec } from './faults.ts';
export type { LwaClient } from './auth/lwa-grants.ts';
export type { SandboxWorld, SellerAccount } from './world/world.ts';
export type { Shop } from './world/shop.ts';
export type { Product } from './world/products.ts';
export type { AbaDocumentRow } from './world/aba.ts';
export { DEFAULT_CLIENT } from './auth/lwa-grants.ts';
export type { SellingPartnerApp } from './routes/seller-central.ts';

/** The sandbox's SP-API application: its LWA credentials are DEFAULT_CLIENT's. */
export const DEFAULT_SELLING_PARTNER_APP: SellingPartnerApp = {
  applicationId: 'amzn1.sp.solution.sandbox',
  clientId: DEFAULT_CLIENT.clientId,
};
export { AMAZON_RATES, type ThrottleRates } from './throttle.ts';

export interface SandboxOptions {
  /** Everything in the world derives from it. Default 1. */
  seed?: number;
  /** The sandbox clock: decides "today" in each shop, token and code expiry, which orders have happened. */
  now?: () => Date;
  /** Base URL clients reach the sandbox at, for report download URLs. Default: the Host of each request. */
  publicUrl?: string;
  /** LWA applications allowed to authorize. Default: DEFAULT_CLIENT. */
  clients?: LwaClient[];
  /** How long reports take to complete, in wall-clock ms. Default 500. */
  reportDelayMs?: number;
  /** Fastify's logger. Default off. */
  logger?: boolean;
  /**
   * Where the sandbox keeps what clients changed (tokens issued, entities written) and the world's first
   * "today", so a restart on the same directory changes nothing. Default: memory only.
   */
  stateDir?: string;
  /**
   * Amazon's throttling (429 with Retry-After per client id and per profile, per operation family).
   * Default: AMAZON_RATES; rates may be overridden per family; `false` for fast test worlds.
   */
  throttle?: Partial<ThrottleRates> | false;
  /** SP-API applications sellers may authorize on the Seller Central page. Default: DEFAULT_SELLING_PARTNER_APP. */
  sellingPartnerApps?: SellingPartnerApp[];
  /**
   * Shapes the world for the demo: plants keyword-structure mistakes (a duplicate, an overlap and a conflict per
   * shop) and leaves each shop's last product without a manual keyword campaign, for harvesting to create one.
   * Default off: tests plant what they look for.
   */
  structureMistakes?: boolean;
  /** Brand Analytics search terms per marketplace (up to three report rows each). Default 20,000. */
  abaTermsPerMarketplace?: number;
}

export interface Sandbox {
  app: FastifyInstance;
  world: SandboxWorld;
  faults: FaultInjector;
  /** The simulated chat platforms the daily-report bot posts to (`@termwise/chat-sandbox`), served at `/webhooks`. */
  webhooks: WebhookReceiver;
  /**
   * How long nothing has asked anything of it: 0 while a request is open or a client awaits a report. With a
   * state directory, what it forgets when stopped then is what Amazon forgets too: finished report jobs,
   * document URLs, throttling buckets.
   */
  idleForMs(): number;
}

/** The simulated Amazon. `app` is not listening yet: call app.listen() or mount it. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? (() => new Date());
  const reportDelayMs = options.reportDelayMs ?? DEFAULT_REPORT_DELAY_MS;
  const seed = options.seed ?? 1;
  const journal = options.stateDir
    ? directoryJournal(options.stateDir, seed, now())
    : memoryJournal(seed, now());
  const world = new SandboxWorld(journal.seed, now, journal.createdAt, {
    structureMistakes: options.structureMistakes ?? false,
  });
  replayWrites(world, journal);
  const faults = new FaultInjector(reportDelayMs);
  const rates = { ...AMAZON_RATES, ...(options.throttle || {}) };
  const throttle = options.throttle === false ? undefined : new Throttle(rates);
  const grants = new LwaGrants(options.clients ?? [DEFAULT_CLIENT], now, journal);
  const reports = new ReportJobs(world, faults);
  const spReports = new SpReportJobs(world, faults, options.abaTermsPerMarketplace ?? DEFAULT_ABA_TERMS);

  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onClose', async () => spReports.dispose());
  acceptFormBodies(app);
  acceptVendorJson(app);
  acceptEmptyJson(app);

  // Every Amazon answer names its request; Amazon's support asks for this id.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-amzn-requestid', randomUUID());
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const message = `No resource at ${request.method} ${path}`;
    if (isSellingPartnerApi(path)) return sendAdsError(reply, 404, 'NotFound', message);
    return reply.code(404).type('application/json').send({ code: 'NOT_FOUND', details: message });
  });

  // Injected faults answer before any route runs, the way a throttled or failing Amazon would.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__sandbox/')) return;
    const fault = faults.take(request.url.split('?')[0] ?? request.url);
    if (!fault) return;
    if (fault.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
    // Marked so that checks against Amazon's models can leave deliberate faults (503 is in no model) aside.
    reply.header('x-sandbox-fault', 'injected');
    if (fault.status === 429) return sendAdsError(reply, 429, 'THROTTLED', 'Too Many Requests');
    return sendAdsError(
      reply,
      fault.status,
      'INTERNAL_ERROR',
      fault.status === 503 ? 'Service Unavailable' : 'Internal Server Error',
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const family = familyOf(request.method, path);
    if (!family) return;
    const header = (name: string) => String(request.headers[name] ?? '');
    const sellingPartner = isSellingPartnerApi(path);
    // SP-API states each operation's rate on its answers (2xx, 400, 404 and 429 alike).
    if (sellingPartner) reply.header('x-amzn-ratelimit-limit', rateLimitOf(rates, family));
    if (!throttle) return;
    // SP-API limits each selling partner and application pair: a refreshed token draws on the same bucket.
    // An unknown or expired token is the route's to refuse (403), not the throttle's.
    const pair = sellingPartner ? applicationAndSellerOf(grants, header('x-amz-access-token')) : undefined;
    if (sellingPartner && !pair) return;
    const clientId = pair ? `selling-partner:${pair}` : header('amazon-advertising-api-clientid');
    const profileId = pair ?? header('amazon-advertising-api-scope');
    const retryAfter = throttle.take(family, clientId, profileId);
    if (retryAfter === undefined) return;
    return sendAdsError(
      reply.header('retry-after', String(retryAfter)),
      429,
      'THROTTLED',
      'Too Many Requests',
    );
  });

  const sellingPartnerApps = options.sellingPartnerApps ?? [DEFAULT_SELLING_PARTNER_APP];
  const deps = {
    world,
    grants,
    faults,
    reports,
    spReports,
    sellingPartnerApps,
    journal,
    publicUrl: options.publicUrl,
  };
  lwaRoutes(app, deps);
  profileRoutes(app, deps);
  spEntityRoutes(app, deps);
  spRecommendationRoutes(app, deps);
  reportRoutes(app, deps);
  imageRoutes(app, deps);
  catalogRoutes(app, deps);
  sellerCentralRoutes(app, deps);
  spReportRoutes(app, deps);
  sellersRoutes(app, deps);
  sandboxControlRoutes(app, deps);
  rankFeedRoutes(app, deps);
  const messagesFile = options.stateDir && join(options.stateDir, 'webhook-messages.json');
  const webhooks = new WebhookReceiver(DEMO_WEBHOOKS, now, messagesFile);
  webhookRoutes(app, webhooks);
  const activity = requestActivity(app);
  const idleForMs = () => (reports.awaited() || spReports.awaited() ? 0 : activity.idleForMs());

  return { app, world, faults, webhooks, idleForMs };
}

/** Requests open now, and when the last one ended. */
function requestActivity(app: FastifyInstance) {
  let open = 0;
  let lastEndedAt = Date.now();
  app.server.on('request', (_request, response: ServerResponse) => {
    open += 1;
    response.once('close', () => {
      open -= 1;
      lastEndedAt = Date.now();
    });
  });
  return { idleForMs: () => (open > 0 ? 0 : Date.now() - lastEndedAt) };
}

/** The application and selling partner an SP-API access token was issued to. */
function applicationAndSellerOf(grants: LwaGrants, token: string): string | undefined {
  const check = grants.checkAccessToken(token);
  return 'grant' in check ? `${check.grant.clientId}|${check.grant.sellerId}` : undefined;
}
