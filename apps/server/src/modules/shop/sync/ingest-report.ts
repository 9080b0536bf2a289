import { getTableColumns } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { ProfileScope } from '../../amazon/ads-client.ts';
import type { ReportClient } from '../../amazon/reports.ts';
import type { ReportWindow } from './plan.ts';
import { REPORT_TARGETS } from './report-rows.ts';
import { upsertRows } from './upsert.ts';

const BATCH_ROWS = 2000;

/**
 * Requests one report window, waits for it, and streams its rows into the table in batches. A repeat
 * (a resumed job, the daily re-pull) overwrites the same natural keys, so nothing is counted twice.
 */
export async function ingestReport(
  deps: { db: Database; reports: ReportClient; signal: AbortSignal },
  shopId: string,
  scope: ProfileScope,
  window: ReportWindow,
): Promise<number> {
  const target = REPORT_TARGETS[window.type];
  const columns = Object.entries(getTableColumns(target.table));
  const keyProperties = target.key.map((key) => columns.find(([, column]) => column === key)![0]);
  const reportId = await deps.reports.request(scope, window.type, window.startDate, window.endDate);
  const url = await deps.reports.waitUntilReady(scope, reportId, deps.signal);
  // Keyed by the natural key, so one batch never holds the same row twice (which on conflict refuses).
  let batch = new Map<string, Record<string, unknown>>();
  let stored = 0;
  const flush = async () => {
    await upsertRows(deps.db, target.table, target.key, [...batch.values()] as never[]);
    stored += batch.size;
    batch = new Map();
  };
  for await (const reportRow of deps.reports.rows(url)) {
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
