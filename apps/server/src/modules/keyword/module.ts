import type { Database } from '../../db/client.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { AdsApi } from '../amazon/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory, ShopStructure } from '../shop/index.ts';
import { createActionRepo } from './action-repo.ts';
import { createKeywordActions } from './actions.ts';
import { createKeywordAnalysis, keywordAnalysisJob, keywordAnalysisKey } from './analyse.ts';
import { createGroupListRepo } from './list-repo.ts';
import { keywordActionRoutes, keywordGroupRoutes } from './routes.ts';
import { createKeywordGroupService } from './service.ts';
import { createKeywordStateChanges } from './state-changes.ts';

/** Every minute: actions a crashed process left `applying` are looked for. */
const RECOVERY_CHECK = '* * * * *';

export interface KeywordModuleDeps {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  adsApi: AdsApi;
  negations: NegationOutcomes;
  operationLog: OperationLog;
  queue: JobQueue;
  events: DomainEventBus;
  nudge(): void;
  now?: () => Date;
}

/** Keyword structure: duplicates, overlaps, conflicts and leaks per shop, found again after every sync. */
export function createKeywordModule(deps: KeywordModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const analysis = createKeywordAnalysis({ db: deps.db, shops: deps.shops, structure: deps.structure, now });
  const groupRepo = createGroupListRepo(deps.db);
  const groups = createKeywordGroupService({ repo: groupRepo, shops: deps.shops, now });
  const actionRepo = createActionRepo(deps.db, now);
  const actions = createKeywordActions({
    groups: groupRepo,
    actions: actionRepo,
    shops: deps.shops,
    adsApi: deps.adsApi,
    negations: deps.negations,
    operationLog: deps.operationLog,
    now,
  });

  const enqueueAnalysis = async (shopId: string, organisationId: string) => {
    await deps.queue.enqueue({
      kind: keywordAnalysisJob,
      dedupeKey: keywordAnalysisKey(shopId),
      payload: { shopId },
      organisationId,
    });
    deps.nudge();
  };

  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    deps.events.on('shopSynced', ({ shopId, organisationId }) => enqueueAnalysis(shopId, organisationId));
    jobs.handle(keywordAnalysisJob, async ({ payload }) => {
      await analysis.analyseShop(payload.shopId);
    });
    jobs.every({
      name: 'keyword action recovery',
      cron: RECOVERY_CHECK,
      run: async () => void (await actions.recoverAbandoned()),
    });
    requireLogin(app);
    await app.register(keywordGroupRoutes, { groups });
    await app.register(keywordActionRoutes, { actions });
  };

  return { plugin, analysis, actions, stateChanges: createKeywordStateChanges(actionRepo) };
}
