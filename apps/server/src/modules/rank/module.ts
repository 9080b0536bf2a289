import type { Database } from '../../db/client.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ModulePlugin } from '../../module-plugin.ts';
import type { KeywordStateChanges } from '../keyword/index.ts';
import type { NegationOutcomes } from '../negation/index.ts';
import type { ShopDirectory, ShopStructure } from '../shop/index.ts';
import { createRankPull, rankPullJob, rankPullKey } from './pull.ts';
import { createRankRepo } from './repo.ts';
import { rankRoutes } from './routes.ts';
import { createRankService } from './service.ts';
import type { RankSource } from './source.ts';

export interface RankModuleDeps {
  db: Database;
  shops: ShopDirectory;
  structure: ShopStructure;
  negations: NegationOutcomes;
  keywordChanges: KeywordStateChanges;
  queue: JobQueue;
  events: DomainEventBus;
  nudge(): void;
  /** The rank tracker ranks are pulled from after every sync; without one, ranks come by CSV import only. */
  source?: RankSource;
  /** Demo shops start with their best converting terms tracked. */
  demo?: boolean;
  now?: () => Date;
}

/** Keyword rankings: tracked keywords per ASIN and their daily organic and sponsored positions. */
export function createRankModule(deps: RankModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createRankRepo(deps.db);
  const ranks = createRankService({
    repo,
    shops: deps.shops,
    structure: deps.structure,
    negations: deps.negations,
    keywordChanges: deps.keywordChanges,
    now,
  });
  const source = deps.source;
  const pull = source
    ? createRankPull({
        repo,
        shops: deps.shops,
        source,
        demoSuggestions: deps.demo ? (shopId) => ranks.bestTermsPerAsin(shopId) : undefined,
        now,
      })
    : undefined;

  const pullSoon = async (shopId: string, organisationId?: string) => {
    if (!pull) return;
    const owner = organisationId ?? (await deps.shops.shop(shopId))?.organisationId;
    if (!owner) return;
    await deps.queue.enqueue({
      kind: rankPullJob,
      dedupeKey: rankPullKey(shopId),
      payload: { shopId },
      organisationId: owner,
    });
    deps.nudge();
  };

  const plugin: ModulePlugin = async (app, { jobs, requireLogin }) => {
    if (pull) {
      deps.events.on('shopSynced', ({ shopId, organisationId }) => pullSoon(shopId, organisationId));
      jobs.handle(rankPullJob, async ({ payload }) => pull.pullShop(payload.shopId));
    }
    requireLogin(app);
    await app.register(rankRoutes, { ranks, pullSoon: (shopId) => pullSoon(shopId) });
  };

  return { plugin, ranks, pull };
}
