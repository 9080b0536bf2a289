import type { Database } from '../../db/client.ts';
import type { CurrencyService } from '../currency/index.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { AdsApi } from '../amazon/index.ts';
import type { OperationLog, PendingNegationLog } from '../operation-log/index.ts';
import type { ShopDirectory, SyncedAds } from '../shop/index.ts';
import { createNegationApplier } from './apply.ts';
import { createDemoHistory, demoHistoryJob, demoHistoryKey, type DemoHistoryPort } from './demo-history.ts';
import { createEngineRepo } from './engine/repo.ts';
import { createHandlingService } from './handling.ts';
import { createKeywordReviewer } from './keyword-review.ts';
import { pendingNegationLog } from './log/pending.ts';
import { createNegationLogRepo } from './log/repo.ts';
import { createNegationLogService } from './log/service.ts';
import { createNegationOutcomes } from './outcomes.ts';
import { negationLogRoutes, negationOperationRoutes } from './routes.ts';
import { createHarvestRules } from './rules/harvest-rules.ts';
import { createRuleRepo } from './rules/repo.ts';
import { negationRuleRoutes } from './rules/routes.ts';
import { createRuleService } from './rules/service.ts';
import { createNegationRunner, negationRunJob, negationRunKey } from './run.ts';
import { scheduleDueRules } from './schedule.ts';

/** When the scheduler looks for rules whose schedule says it is time to run: every 10 minutes. */
const SCHEDULE_CHECK = '*/10 * * * *';
/** When each instance looks for negations a crashed applier left `applying` (and at start): every 10 s. */
const RECOVERY_CHECK = '*/10 * * * * *';

export interface NegationModuleDeps {
  db: Database;
  shops: ShopDirectory;
  /** The synced Amazon data (search-term report, keywords, live negatives) through the shop module. */
  syncedAds: SyncedAds;
  adsApi: AdsApi;
  /** The organisation's exchange rates, for rules whose money is in another currency than a shop's. */
  currencies: Pick<CurrencyService, 'converter'>;
  queue: JobQueue;
  operationLog: OperationLog;
  events: DomainEventBus;
  /** Wakes the job runner after enqueueing work someone is waiting for. */
  nudge(): void;
  /** Starts the Amazon report sync of a shop through the shop module; answers the job id. */
  startShopSync(user: SessionUser, shopId: string): Promise<string>;
  /**
   * Demo mode on the simulated Amazon only: a shop's first sync seeds negations made on past days
   * (`demo-history.ts`) before the rules run as usual.
   */
  demoHistory?: DemoHistoryPort;
  /** Automatic negations one run may send per shop before it holds them for a person. */
  maxAutomaticPerRun?: number;
  now?: () => Date;
}

/** Negative-keyword automation: rules, the engine and its job, handling, and the log screens. */
export function createNegationModule(deps: NegationModuleDeps) {
  const { db, shops, queue, operationLog } = deps;
  const now = deps.now ?? (() => new Date());
  const engineRepo = createEngineRepo(db, deps.syncedAds, deps.currencies, shops.shopsOfOrganisation);
  const ruleRepo = createRuleRepo(db);
  const applier = createNegationApplier({ db, adsApi: deps.adsApi, now });
  const { maxAutomaticPerRun } = deps;
  const runner = createNegationRunner({
    repo: engineRepo,
    shops,
    applier,
    operationLog,
    now,
    maxAutomaticPerRun,
  });
  const rules = createRuleService({
    rules: ruleRepo,
    shops,
    engineRepo,
    operationLog,
    currencies: deps.currencies,
    now,
    maxAutomaticPerRun,
  });
  const logRepo = createNegationLogRepo(db);
  const log = createNegationLogService({ repo: logRepo, ads: deps.syncedAds, shops, now });
  const handling = createHandlingService({
    db,
    applier,
    shops,
    operationLog,
    queue,
    wakeRunner: deps.nudge,
    startShopSync: deps.startShopSync,
    now,
  });

  const keywordReviews = createKeywordReviewer({ db, adsApi: deps.adsApi, shops, operationLog, now });

  const enqueueRun = async (shopId: string, organisationId: string) => {
    await queue.enqueue({
      kind: negationRunJob,
      dedupeKey: negationRunKey(shopId),
      payload: { shopId },
      organisationId,
    });
    deps.nudge();
  };

  const demoHistory =
    deps.demoHistory && createDemoHistory({ repo: engineRepo, shops, applier, port: deps.demoHistory, now });

  const afterSync = async (shopId: string, organisationId: string) => {
    if (!demoHistory || !(await demoHistory.wanted(shopId))) return enqueueRun(shopId, organisationId);
    await queue.enqueue({
      kind: demoHistoryJob,
      dedupeKey: demoHistoryKey(shopId),
      payload: { shopId, organisationId },
      organisationId,
    });
    deps.nudge();
  };

  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    deps.events.on('shopSynced', ({ shopId, organisationId }) => afterSync(shopId, organisationId));
    jobs.handle(negationRunJob, async ({ payload }) => {
      await runner.runShop(payload.shopId);
    });
    if (demoHistory) {
      // The reports pulled again end in a sync, and the rules run after it; without history, run them now.
      jobs.handle(demoHistoryJob, async ({ payload: { shopId, organisationId } }) => {
        const seeded = await demoHistory.seed(shopId);
        if (!seeded?.from) await enqueueRun(shopId, organisationId);
      });
    }
    jobs.every({
      name: 'negation apply recovery',
      cron: RECOVERY_CHECK,
      run: async () => void (await runner.recoverAbandonedApplies()),
    });
    jobs.every({
      name: 'negation rules schedule',
      cron: SCHEDULE_CHECK,
      run: () => scheduleDueRules({ rules: ruleRepo, shops }, now(), enqueueRun),
    });
    requireLogin(app);
    await app.register(negationRuleRoutes, { rules });
    await app.register(negationLogRoutes, { log });
    await app.register(negationOperationRoutes, { log, handling, keywordReviews });
  };

  const pendingNegations: PendingNegationLog = (user, request) =>
    pendingNegationLog(logRepo, shops, user, request);

  const outcomes = createNegationOutcomes({ db, engineRepo, handling, operationLog });

  const harvestRules = createHarvestRules({ engineRepo, rules });

  return { plugin, pendingNegations, outcomes, harvestRules };
}
