import type pg from 'pg';

/**
 * The Brand Analytics search terms are partitioned by report (migration 0039): a report's terms are their
 * own table, `aba_search_term_<report id without dashes>`, and a row of a report without one waits in
 * `aba_search_term_default`. Dropping a partition locks the whole table against every reader, so a report
 * that goes is emptied (TRUNCATE, which locks only its partition) and the daily task drops it.
 */

/** A pool, or one connection (a restore's, inside its transaction). */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
}

/** The table a report's terms are in. */
export const abaReportPartition = (reportId: string) => `aba_search_term_${reportId.replaceAll('-', '')}`;

/** Makes the partition a report's terms load into; cheap when it exists. */
export async function ensureAbaReportPartition(db: Queryable, reportId: string): Promise<void> {
  await db.query('select aba_report_partition($1::uuid)', [reportId]);
}

/** Empties the partitions of reports about to go, before the deletion of their rows would delete each term. */
export async function emptyAbaReportPartitions(db: Queryable, reportIds: string[]): Promise<void> {
  const { rows } = await db.query(
    `select relname from pg_class where relnamespace = 'public'::regnamespace and relname = any($1)`,
    [reportIds.map(abaReportPartition)],
  );
  const tables = (rows as { relname: string }[]).map((row) => `"${row.relname}"`);
  if (tables.length) await db.query(`truncate ${tables.join(', ')}`);
}

/**
 * Makes the partition of every report not failed, and moves the rows waiting in the default partition (a
 * restore's) into theirs. Answers how many rows moved.
 */
export async function partitionDefaultAbaRows(db: Queryable): Promise<number> {
  const { rows } = await db.query('select aba_partition_waiting_rows() as moved');
  return Number((rows[0] as { moved: string }).moved);
}

/** Waits this long for readers of the table to let a partition go, then leaves it for the next day. */
const DROP_LOCK_TIMEOUT = '2s';

/**
 * Drops the partitions whose report is gone or failed (emptied when it went). Answers how many it dropped;
 * one that readers kept busy is left for the next run.
 */
export async function dropOrphanAbaPartitions(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ partition: string }>(
    `select c.relname as partition
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'aba_search_term'::regclass and c.relname <> 'aba_search_term_default'
        and not exists (select 1 from aba_report r
                         where 'aba_search_term_' || replace(r.id::text, '-', '') = c.relname
                           and r.status <> 'failed')`,
  );
  let dropped = 0;
  for (const { partition } of rows) if (await dropPartition(pool, partition)) dropped += 1;
  return dropped;
}

async function dropPartition(pool: pg.Pool, partition: string): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
    await client.query(`drop table if exists "${partition}"`);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback');
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  } finally {
    client.release();
  }
}
