import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createAdsClient } from '../amazon/ads-client.ts';
import { createAmazonAdsApi } from '../amazon/amazon-ads-api.ts';
import { createCatalogClient, createSellingPartnerCatalog } from '../amazon/catalog.ts';
import { amazonEndpoints } from '../amazon/endpoints.ts';
import type { RetryPolicy } from '../amazon/http.ts';
import { createLwaClient } from '../amazon/lwa.ts';
import { createReportClient, DEFAULT_POLLING, type ReportPolling } from '../amazon/reports.ts';
import { createSellersClient } from '../amazon/sellers.ts';
import { createSellingPartnerReports } from '../amazon/sp-reports.ts';
import { createTokenCipher } from '../amazon/token-cipher.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createBrandAnalyticsSource } from './brand-analytics-source.ts';
import { createShopDirectory } from './directory.ts';
import { createPerformanceFacts } from './performance.ts';
import { createShopRepo } from './repo.ts';
import { createSellingPartnerAuthorization } from './selling-partner.ts';
import { createShopStructure } from './structure.ts';
import { shopCallbackRoutes, shopRoutes } from './routes.ts';
import { sandboxImageRoutes } from './sandbox-images.ts';
import { createSyncedAds } from './synced-ads.ts';
import { createShopService } from './service.ts';
import { createShopSyncHandler, shopSyncJob } from './sync/sync-job.ts';

export { shopSyncJob };

/** When the scheduler looks for shops whose daily sync is due: every 15 minutes. */
const DAILY_SYNC_CHECK = '*/15 * * * *';

/** Without a sandbox to talk to (unit-level test servers), Amazon calls fail fast with this host. */
const NO_SANDBOX = 'http://amazon-sandbox.invalid';

export interface ShopModuleDeps {
  config: Config;
  db: Database;
  queue: JobQueue;
  operationLog: OperationLog;
  events: DomainEventBus;
  log: FastifyBaseLogger;
  nudge(): void;
  /** The sandbox main.ts started in-process; else AMAZON_SANDBOX_URL. */
  sandboxUrl?: string;
  retry?: RetryPolicy;
  polling?: ReportPolling;
  /** The organisation's home currency; without it (a test's shop module) the main shop is the busiest. */
  homeCurrencyOf?(organisationId: string): Promise<string | null>;
}

/**
 * The Amazon connection: client, shop service, sync job, daily schedule; other modules get the shop
 * directory, the synced ad data (SyncedAds) and the AdsApi port.
 */
export function createShopModule(deps: ShopModuleDeps) {
  const endpoints = amazonEndpoints(
    deps.config.amazon,
    deps.sandboxUrl ?? deps.config.amazon.sandboxUrl ?? NO_SANDBOX,
  );
  const repo = createShopRepo(deps.db);
  const lwa = createLwaClient(endpoints, async (grantId) => {
    await repo.setGrantStatus(grantId, 'revoked');
    deps.log.warn({ grantId }, 'Amazon refused the refresh token; the account needs a new authorization');
  });
  const ads = createAdsClient(endpoints, lwa, deps.retry);
  const reports = createReportClient(ads, deps.polling);
  const shutdown = new AbortController();
  // Every report download and wait of every running sync listens to it.
  setMaxListeners(100, shutdown.signal);
  const cipher = createTokenCipher(deps.config.amazon.tokenKey);
  const catalog = createCatalogClient(endpoints, lwa, {
    retry: deps.retry,
    sellerCentralToken: async (grantId) => {
      const grant = await repo.grant(grantId);
      return grant?.sellingPartnerTokenCipher && grant.status === 'active'
        ? cipher.decrypt(grant.sellingPartnerTokenCipher)
        : undefined;
    },
  });
  const sellingPartner = createSellingPartnerAuthorization({
    endpoints,
    repo,
    cipher,
    lwa,
    sellers: createSellersClient(endpoints, lwa, deps.retry),
    operationLog: deps.operationLog,
    log: deps.log,
  });
  const service = createShopService({
    endpoints,
    repo,
    cipher,
    lwa,
    ads,
    queue: deps.queue,
    operationLog: deps.operationLog,
    log: deps.log,
    nudge: deps.nudge,
    homeCurrencyOf: deps.homeCurrencyOf ?? (async () => null),
  });
  const syncHandler = createShopSyncHandler({
    db: deps.db,
    repo,
    ads,
    reports,
    catalog,
    scopeOf: service.scopeOf,
    markRevoked: service.markRevoked,
    events: deps.events,
    operationLog: deps.operationLog,
    log: deps.log,
    downloadDir: join(deps.config.dataDir, 'downloads'),
    signal: shutdown.signal,
  });
  const adsApi = createAmazonAdsApi(ads, async (shopId) => {
    const shop = await repo.shop(shopId);
    if (!shop) throw new Error(`shop ${shopId} not found`);
    return service.scopeOf(shop);
  });
  const directory = createShopDirectory(deps.db);
  const brandAnalytics = createBrandAnalyticsSource({
    repo,
    directory,
    cipher,
    reports: createSellingPartnerReports({
      endpoints,
      lwa,
      retry: deps.retry,
      polling: deps.polling ?? DEFAULT_POLLING,
    }),
    catalog: createSellingPartnerCatalog(endpoints, lwa, deps.retry),
  });
  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    jobs.handle(shopSyncJob, syncHandler);
    jobs.every({ name: 'shop daily sync', cron: DAILY_SYNC_CHECK, run: service.enqueueDueSyncs });
    // Interrupts a running sync so a shutdown need not wait for a whole backfill.
    app.addHook('preClose', async () => shutdown.abort());
    await app.register(shopCallbackRoutes, { shops: service, sellingPartner });
    if (endpoints.mode === 'sandbox')
      await app.register(sandboxImageRoutes, { sandboxUrl: endpoints.sellingPartner.NA });
    await app.register(async (signedIn) => {
      requireLogin(signedIn);
      await signedIn.register(shopRoutes, {
        shops: service,
        sellingPartner,
        publicUrl: deps.config.publicUrl,
      });
    });
  };
  /** Starts a shop's report sync for another module (the negation screen's data refresh). */
  const startSync = async (user: SessionUser, shopId: string) => (await service.sync(user, shopId)).jobId;
  return {
    plugin,
    endpoints,
    service,
    sellingPartner,
    syncHandler,
    adsApi,
    startSync,
    directory,
    brandAnalytics,
    /** Stops report downloads and waits at shutdown; other modules' jobs listen to it too. */
    shutdownSignal: shutdown.signal,
    structure: createShopStructure(deps.db),
    performance: createPerformanceFacts(deps.db),
    syncedAds: createSyncedAds(deps.db),
  };
}

export type ShopModule = ReturnType<typeof createShopModule>;
