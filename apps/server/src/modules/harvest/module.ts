import type { Database } from '../../db/client.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { AdsApi } from '../amazon/index.ts';
import type { HarvestRules, NegationOutcomes } from '../negation/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory, ShopStructure, SyncedAds } from '../shop/index.ts';
import { createHarvestApplier } from './apply.ts';
import { createHarvestPreview } from './preview.ts';
import { createHarvestProofChart } from './proof-chart.ts';
import { harvestRoutes } from './routes.ts';
import { createHarvestScan, harvestScanJob, harvestScanKey } from './scan.ts';
import { createHarvestService } from './service.ts';
import { createHarvestSettings } from './settings.ts';

/** Every 10 s on every instance (and at start): harvests a crashed applier left `applying` are finished. */
const RECOVERY_CHECK = '*/10 * * * * *';

export interface HarvestModuleDeps {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  syncedAds: SyncedAds;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  harvestRules: HarvestRules;
  /** The most harvests an automatic rule makes in one scan of a shop. */
  maxAutomaticPerRun: number;
  operationLog: OperationLog;
  queue: JobQueue;
  events: DomainEventBus;
  nudge(): void;
  now?: () => Date;
}

/** Harvest: search terms that sell become keywords of their product, negated where they were found. */
export function createHarvestModule(deps: HarvestModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const { db, shops, adsApi, negations, harvestRules, maxAutomaticPerRun, operationLog } = deps;
  const settings = createHarvestSettings({ db, shops, operationLog, now });
  const scan = createHarvestScan({
    db,
    settings,
    shops,
    structure: deps.structure,
    adsApi,
    negations,
    harvestRules,
    maxAutomaticPerRun,
    now,
  });
  const preview = createHarvestPreview({ scan, harvestRules, maxAutomaticPerRun });
  const applier = createHarvestApplier({ db, adsApi, negations, now });
  const harvests = createHarvestService({
    db,
    shops,
    structure: deps.structure,
    syncedAds: deps.syncedAds,
    applier,
    operationLog,
    now,
  });
  const proofChart = createHarvestProofChart({ db, shops, syncedAds: deps.syncedAds, now });

  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    deps.events.on('shopSynced', async ({ shopId, organisationId }) => {
      await deps.queue.enqueue({
        kind: harvestScanJob,
        dedupeKey: harvestScanKey(shopId),
        payload: { shopId },
        organisationId,
      });
      deps.nudge();
    });
    jobs.handle(harvestScanJob, async ({ payload }) => {
      const { automatic } = await scan.scanShop(payload.shopId);
      await harvests.confirmAutomatic(automatic);
    });
    jobs.every({
      name: 'harvest recovery',
      cron: RECOVERY_CHECK,
      run: async () => void (await harvests.recoverAbandoned()),
    });
    requireLogin(app);
    await app.register(harvestRoutes, { harvests, preview, proofChart, settings });
  };

  return { plugin, scan, harvests };
}
