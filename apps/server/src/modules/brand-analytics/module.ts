import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { BrandAnalyticsSource, ShopDirectory, SyncedAds } from '../shop/index.ts';
import { abaImportJob, createAbaImportHandler, type AbaImportPayload } from './import-job.ts';
import { abaImagesJob, createProductImagesHandler, type AbaImagesPayload } from './product-images.ts';
import { createRadarRepo } from './radar-repo.ts';
import { createReportRepo } from './report-repo.ts';
import { brandAnalyticsRoutes } from './routes.ts';
import { sweepOrphanUploads } from './upload-sweep.ts';
import { createBrandAnalyticsService } from './service.ts';
import { createTermsRepo } from './terms-repo.ts';

/** 08:00 UTC: the night after a week's report appears, whatever the marketplace's time zone. */
const NEWEST_WEEK_CHECK = '0 8 * * *';

export interface BrandAnalyticsDeps {
  db: Database;
  dataDir: string;
  source: BrandAnalyticsSource;
  shops: ShopDirectory;
  syncedAds: SyncedAds;
  queue: JobQueue;
  log: FastifyBaseLogger;
  signal: AbortSignal;
  nudge(): void;
  /** Queue the newest ended week of every authorized marketplace each day (ABA_WEEKLY_IMPORT). */
  weeklyImport: boolean;
  catalogCallIntervalMs?: number;
}

/** Brand Analytics search terms: imports from the Selling Partner API and the product-selection screens. */
export function createBrandAnalyticsModule(deps: BrandAnalyticsDeps) {
  const uploadDir = join(deps.dataDir, 'uploads', 'aba');
  const reports = createReportRepo(deps.db);
  const terms = createTermsRepo(deps.db);
  const service = createBrandAnalyticsService({
    source: deps.source,
    reports,
    terms,
    radar: createRadarRepo(deps.db),
    shops: deps.shops,
    syncedAds: deps.syncedAds,
    queue: deps.queue,
    uploadDir,
    nudge: deps.nudge,
  });
  const queueProductImages = (imported: AbaImportPayload, reportId: string) => {
    const payload: AbaImagesPayload = {
      organisationId: imported.organisationId,
      marketplaceId: imported.marketplaceId,
      reportId,
    };
    return deps.queue.enqueue({
      kind: abaImagesJob,
      dedupeKey: `${abaImagesJob.name}:${reportId}`,
      payload,
      organisationId: imported.organisationId,
    });
  };
  const importHandler = createAbaImportHandler({
    db: deps.db,
    repo: reports,
    source: deps.source,
    downloadDir: join(deps.dataDir, 'downloads', 'aba'),
    signal: deps.signal,
    log: deps.log,
    onPublished: queueProductImages,
  });
  const imagesHandler = createProductImagesHandler({
    db: deps.db,
    source: deps.source,
    signal: deps.signal,
    callIntervalMs: deps.catalogCallIntervalMs,
  });
  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    // One import at a time: a backfill of 52 weeks must leave the other slots to shop syncs and rule runs.
    jobs.handle(abaImportJob, importHandler, { concurrency: 1 });
    jobs.handle(abaImagesJob, imagesHandler, { concurrency: 1 });
    // Daily, since Amazon publishes a week some days after it ends; a loaded week is not asked for again.
    if (deps.weeklyImport)
      jobs.every({
        name: 'Brand Analytics newest week',
        cron: NEWEST_WEEK_CHECK,
        run: service.queueNewestWeeks,
      });
    const removed = await sweepOrphanUploads(uploadDir, deps.queue);
    if (removed) deps.log.info({ removed }, 'removed uploaded files no import owns');
    requireLogin(app);
    await app.register(brandAnalyticsRoutes, { service });
  };
  return { plugin, service };
}
