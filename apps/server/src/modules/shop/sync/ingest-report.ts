import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ProfileScope } from '../../amazon/ads-client.ts';
import { reportFileRows, type ReportClient } from '../../amazon/reports.ts';
import type { ReportWindow } from './plan.ts';
import { REPORT_TARGETS, type ReportTarget } from './report-rows.ts';
import { upsertRows } from './upsert.ts';

const BATCH_ROWS = 2000;

/**
 * Requests one report window, waits for it, downloads it to a file under DATA_DIR (so a slow database
 * never holds Amazon's connection open), and streams its rows into the table in batches. A repeat
 * (a resumed job, the daily re-pull) overwrites the same natural keys, so nothing is counted twice.
 */
export async function ingestReport(
  deps: { db: Database; reports: ReportClient; signal: AbortSignal; downloadDir: string },
  shopId: string,
  scope: ProfileScope,
  window: ReportWindow,
): Promise<number> {
  const target = REPORT_TARGETS[window.type];
  const columns = Object.entries(getTableColumns(target.table));
  const keyProperties = target.key.map((key) => columns.find(([, column]) => column === key)![0]);
  const reportId = await deps.reports.request(scope, window.type, window.startDate, window.endDate);
  const file = join(deps.downloadDir, `${reportId}.json.gz`);
  await mkdir(deps.downloadDir, { recursive: true });
  try {
    await deps.reports.download(scope, reportId, file, deps.signal);
    return await storeRows(deps, target, keyProperties, shopId, file);
  } finally {
    await rm(file, { force: true });
  }
}

async function storeRows(
  deps: { db: Database; signal: AbortSignal },
  target: ReportTarget,
  keyProperties: string[],
  shopId: string,
  file: string,
): Promise<number> {
  // Keyed by the natural key, so one batch never holds the same row twice (which on conflict refuses).
  let batch = new Map<string, Record<string, unknown>>();
  let stored = 0;
  const flush = async () => {
    await upsertRows(deps.db, target.table, target.key, [...batch.values()] as never[]);
    stored += batch.size;
    batch = new Map();
  };
  for await (const reportRow of reportFileRows(file)) {
    const row = target.toRow(shopId, reportRow);
    batch.set(keyProperties.map((property) => String(row[property])).join('\u0000'), row);
    if (batch.size >= BATCH_ROWS) {
      deps.signal.throwIfAborted();
      await flush();
    }
  }
  if (batch.size) await flush();
  return stored;
}
