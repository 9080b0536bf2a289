import type { Database } from '../../db/client.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { ShopDirectory, ShopStructure } from '../shop/index.ts';
import { createKeywordAnalysis, KEYWORD_ANALYSIS_JOB, keywordAnalysisKey } from './analyse.ts';
import { createGroupListRepo } from './list-repo.ts';
import { keywordGroupRoutes } from './routes.ts';
import { createKeywordGroupService } from './service.ts';

export interface KeywordModuleDeps {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  queue: JobQueue;
  events: DomainEventBus;
  nudge(): void;
  now?: () => Date;
}

/** Keyword structure: duplicates, overlaps, conflicts and leaks per shop, found again after every sync. */
export function createKeywordModule(deps: KeywordModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const analysis = createKeywordAnalysis({ db: deps.db, shops: deps.shops, structure: deps.structure, now });
  const groups = createKeywordGroupService({ repo: createGroupListRepo(deps.db), shops: deps.shops, now });

  const enqueueAnalysis = async (shopId: string, organisationId: string) => {
    await deps.queue.enqueue({
      kind: KEYWORD_ANALYSIS_JOB,
      dedupeKey: keywordAnalysisKey(shopId),
      payload: { shopId },
      organisationId,
    });
    deps.nudge();
  };

  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    deps.events.on('shopSynced', ({ shopId, organisationId }) => enqueueAnalysis(shopId, organisationId));
    jobs.handle(KEYWORD_ANALYSIS_JOB, async ({ job }) => {
      await analysis.analyseShop(String(job.payload.shopId));
    });
    requireLogin(app);
    await app.register(keywordGroupRoutes, { groups });
  };

  return { plugin, analysis };
}
