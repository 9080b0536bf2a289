import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { job } from '../../db/schema/index.ts';
import type { DomainEventBus } from '../../jobs/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { JobHandler, RecurringTask } from '../../jobs/runner.ts';
import { notFound } from '../../http/errors.ts';
import type { AdsApi } from '../amazon/ads-api.ts';
import type { SessionUser } from '../auth/session-cache.ts';
import type { DescribeNegations } from '../operation-log/list.ts';
import type { OperationLog } from '../operation-log/service.ts';
import { createNegationApplier } from './apply.ts';
import { createEngineRepo } from './engine/repo.ts';
import { createHandlingService } from './handling.ts';
import { toNegationTerm } from './log/list.ts';
import { createRuleRepo } from './rules/repo.ts';
import { createRuleService } from './rules/service.ts';
import { createNegationRunner, NEGATION_RUN_JOB, negationRunKey } from './run.ts';
import { scheduleDueRules } from './schedule.ts';
import { createShopDirectory } from './shops.ts';
import type { NegationRouteDeps } from './routes.ts';

/** How often the scheduler looks for rules whose schedule says it is time to run. */
const SCHEDULE_CHECK_MS = 10 * 60_000;

export interface NegationModuleDeps {
  db: Database;
  adsApi: AdsApi;
  queue: JobQueue;
  operationLog: OperationLog;
  events: DomainEventBus;
  /** Wakes the job runner after enqueueing work someone is waiting for. */
  nudge(): void;
  /** Starts the Amazon report sync of a shop through the shop module; answers the job id. */
  startShopSync(user: SessionUser, shopId: string): Promise<string>;
  /** Automatic negations one run may send per shop before it holds them for a person. */
  maxAutomaticPerRun?: number;
  now?: () => Date;
}

/** Negative-keyword automation: rules, the engine and its job, handling, and the log screens. */
export function createNegationModule(deps: NegationModuleDeps) {
  const { db, queue, operationLog } = deps;
  const now = deps.now ?? (() => new Date());
  const engineRepo = createEngineRepo(db);
  const shops = createShopDirectory(db);
  const applier = createNegationApplier({ db, adsApi: deps.adsApi, now });
  const { maxAutomaticPerRun } = deps;
  const runner = createNegationRunner({ repo: engineRepo, applier, operationLog, now, maxAutomaticPerRun });
  const rules = createRuleService({
    rules: createRuleRepo(db),
    shops,
    engineRepo,
    operationLog,
    now,
    maxAutomaticPerRun,
  });
  const handling = createHandlingService({
    db,
    applier,
    shops,
    operationLog,
    queue,
    wakeRunner: deps.nudge,
    now,
  });

  const enqueueRun = async (shopId: string, organisationId: string) => {
    await queue.enqueue({
      kind: NEGATION_RUN_JOB,
      dedupeKey: negationRunKey(shopId),
      payload: { shopId },
      organisationId,
    });
    deps.nudge();
  };
  deps.events.on('shopSynced', ({ shopId, organisationId }) => enqueueRun(shopId, organisationId));

  const runJob: JobHandler = async ({ job: row }) => {
    await runner.runShop(String(row.payload.shopId));
  };
  const schedule: RecurringTask = {
    name: 'negation rules schedule',
    everyMs: SCHEDULE_CHECK_MS,
    run: () => scheduleDueRules(db, now(), enqueueRun),
  };

  const describeNegations: DescribeNegations = async (rows) => {
    const names = await shops.names(rows.map((row) => row.shopId));
    return rows.map((row) => toNegationTerm(row, row.ruleName, names));
  };

  const routeDeps: NegationRouteDeps = {
    db,
    shops,
    handling,
    startShopSync: deps.startShopSync,
    now,
    async jobProgress(jobId, organisationId) {
      const [row] = await db
        .select()
        .from(job)
        .where(and(eq(job.id, jobId), organisationId ? eq(job.organisationId, organisationId) : undefined));
      if (!row) throw notFound('job not found');
      return { jobId: row.id, kind: row.kind, state: row.state, progress: row.progress, error: row.error };
    },
  };

  return {
    rules,
    runner,
    routeDeps,
    describeNegations,
    jobHandlers: { [NEGATION_RUN_JOB]: runJob },
    recurringTasks: [schedule],
  };
}

export type NegationModule = ReturnType<typeof createNegationModule>;
