import { refreshStaleStatistics } from '../../../db/statistics.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { DomainEventBus } from '../../../jobs/events.ts';
import { Failure, failureOf, messageOf, reasonOf } from '../../../http/failure.ts';
import { JobCannotRun, type JobHandler } from '../../../jobs/runner.ts';
import type { AdsClient, ProfileScope } from '../../amazon/ads-client.ts';
import { isAuthorizationRefused } from '../../amazon/http.ts';
import type { CatalogClient } from '../../amazon/catalog.ts';
import type { ReportClient } from '../../amazon/reports.ts';
import type { OperationLog } from '../../operation-log/index.ts';
import type { ShopRepo, ShopRow } from '../repo.ts';
import { syncEntities } from './entities.ts';
import { ingestReport } from './ingest-report.ts';
import { shopToday } from '../../../shop-calendar.ts';
import { planReportWindows, windowKey, type ReportWindow } from './plan.ts';
import { z } from 'zod';
import { jobKind, shopJobPayload } from '../../../jobs/job-kind.ts';

export const shopSyncJob = jobKind(
  'shop.sync',
  shopJobPayload.extend({ restateFrom: z.string().optional() }),
);
type ShopSyncPayload = z.infer<typeof shopSyncJob.payload>;
export const shopSyncKey = (shopId: string) => `${shopSyncJob.name}:${shopId}`;

/** Where a resumed sync picks up: the plan it made, and the windows already stored. */
interface SyncCheckpoint {
  windows?: ReportWindow[];
  done?: string[];
  entitiesDone?: boolean;
}

const ENTITY_SHARE = 5;
/** Reports of one shop in flight at once: Amazon builds them in parallel, the database takes them in turn. */
const PARALLEL_REPORTS = 3;
/** Keeps the job's lease while a report takes long on Amazon's side. */
const HEARTBEAT_MS = 20_000;

export interface ShopSyncDeps {
  db: Database;
  repo: ShopRepo;
  ads: AdsClient;
  reports: ReportClient;
  catalog: CatalogClient;
  scopeOf(shop: ShopRow): Promise<ProfileScope>;
  /** Amazon refused the account's refresh token: the account needs a new consent. */
  markRevoked(grantId: string): Promise<void>;
  events: DomainEventBus;
  operationLog: OperationLog;
  log: FastifyBaseLogger;
  /** Where report files wait between download and ingest; each is removed once its window is stored. */
  downloadDir: string;
  /** Aborted when the server shuts down: the sync stops at the next batch and resumes from its checkpoint. */
  signal: AbortSignal;
}

/**
 * One shop's sync: entities, then every planned report window. Safe to run again at any point: the plan
 * and the finished windows live in the job's checkpoint, and every row is an upsert on its natural key.
 */
export function createShopSyncHandler(deps: ShopSyncDeps): JobHandler<ShopSyncPayload> {
  return async ({ job, payload, reportProgress }) => {
    const shop = await deps.repo.shop(payload.shopId);
    if (!shop || shop.syncStatus === 'paused') return;
    const log = deps.log.child({ shopId: shop.id, profileId: shop.profileId });
    try {
      const summary = await runSync(
        deps,
        shop,
        job.checkpoint as SyncCheckpoint,
        reportProgress,
        log,
        payload.restateFrom,
      );
      await deps.repo.updateShop(shop.id, {
        lastSyncAt: new Date(),
        lastSyncError: null,
        lastSyncFailure: null,
      });
      await deps.operationLog.record(
        { organisationId: shop.organisationId },
        {
          module: 'shop',
          action: 'sync',
          objectType: 'shop',
          objectId: shop.id,
          shopId: shop.id,
          after: summary,
          result: 'success',
        },
      );
      // What runs after a sync (rules, harvest, the board) plans its queries on the rows just stored; the
      // embedded database runs no autovacuum, and its minute-by-minute refresh may not have come yet.
      await refreshStaleStatistics(deps.db);
      const failures = await deps.events.emit('shopSynced', {
        shopId: shop.id,
        organisationId: shop.organisationId,
      });
      for (const failure of failures) log.error({ err: failure }, 'a shopSynced listener failed');
    } catch (error) {
      if (deps.signal.aborted)
        throw new Failure(
          failureOf('interrupted'),
          'interrupted by a server shutdown; resumes from its checkpoint',
        );
      const message = messageOf(error);
      await deps.repo.updateShop(shop.id, { lastSyncError: message, lastSyncFailure: reasonOf(error) });
      if (isAuthorizationRefused(error)) {
        await deps.markRevoked(shop.grantId);
        throw new JobCannotRun(message, { cause: error });
      }
      throw error;
    }
  };
}

async function runSync(
  deps: ShopSyncDeps,
  shop: ShopRow,
  checkpoint: SyncCheckpoint,
  reportProgress: (progress: number, checkpoint?: Record<string, unknown>) => Promise<void>,
  log: FastifyBaseLogger,
  restateFrom?: string,
) {
  const scope = await deps.scopeOf(shop);
  const state: Required<SyncCheckpoint> = {
    windows: checkpoint.windows ?? (await planFor(deps, shop, restateFrom)),
    done: checkpoint.done ?? [],
    entitiesDone: checkpoint.entitiesDone ?? false,
  };
  const percent = () =>
    ENTITY_SHARE * Number(state.entitiesDone) +
    ((100 - ENTITY_SHARE) * state.done.length) / Math.max(1, state.windows.length);
  // Checkpoints are written one after another, so an older one never lands after a newer one.
  let saving = Promise.resolve();
  const save = () =>
    (saving = saving.then(() =>
      reportProgress(Math.min(99, percent()), { ...state, done: [...state.done] }),
    ));
  const heartbeat = setInterval(() => void save().catch(() => undefined), HEARTBEAT_MS);
  const summary: Record<string, number> = {};
  try {
    await save();
    if (!state.entitiesDone) {
      Object.assign(
        summary,
        await syncEntities(deps, { id: shop.id, marketplaceId: shop.marketplaceId, scope }),
      );
      state.entitiesDone = true;
      await save();
    }
    const pending = state.windows.filter((window) => !state.done.includes(windowKey(window)));
    log.info({ windows: pending.length, of: state.windows.length }, 'shop sync: pulling reports');
    await inParallel(pending, PARALLEL_REPORTS, async (window) => {
      deps.signal.throwIfAborted();
      const rows = await ingestReport(deps, shop.id, scope, window);
      summary[window.type] = (summary[window.type] ?? 0) + rows;
      state.done.push(windowKey(window));
      await save();
      log.info(
        { window: windowKey(window), rows, progress: Math.round(percent()) },
        'shop sync: report stored',
      );
    });
  } finally {
    clearInterval(heartbeat);
    await saving.catch(() => undefined);
  }
  return summary;
}

async function planFor(deps: ShopSyncDeps, shop: ShopRow, restateFrom?: string): Promise<ReportWindow[]> {
  const stored = (await deps.repo.dataRanges([shop.id])).get(shop.id);
  return planReportWindows(shopToday(shop.timezone), stored?.to, restateFrom);
}

/** Runs `work` over the items with at most `limit` at once; the first failure stops new work and is thrown. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
