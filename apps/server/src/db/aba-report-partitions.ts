import type pg from 'pg';

/**
 * The Brand Analytics search terms are partitioned by report (migration 0039): a report's terms are their
 * own table, `aba_search_term_<report id without dashes>`, and a row of a report without one waits in
 * `aba_search_term_default`.
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

/**
 * Drops the partitions of reports about to go (replaced, failed, a load started again): their terms leave
 * as whole tables, before the deletion of the report rows would delete them one by one.
 */
export async function dropAbaReportPartitions(db: Queryable, reportIds: string[]): Promise<void> {
  for (const reportId of reportIds) await db.query(`drop table if exists "${abaReportPartition(reportId)}"`);
}

/** Makes the partition of every report with rows waiting in the default partition (a restore's). */
export async function partitionDefaultAbaRows(db: Queryable): Promise<number> {
  const { rows } = await db.query('select distinct report_id from aba_search_term_default');
  for (const { report_id } of rows as { report_id: string }[]) await ensureAbaReportPartition(db, report_id);
  return rows.length;
}

/**
 * Drops the partitions whose report is gone another way (an organisation deleted: the cascade emptied
 * them) or failed. Answers how many.
 */
export async function dropOrphanAbaPartitions(db: Queryable): Promise<number> {
  const { rows } = await db.query(
    `select c.relname as partition
       from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'aba_search_term'::regclass and c.relname <> 'aba_search_term_default'
        and not exists (select 1 from aba_report r
                         where 'aba_search_term_' || replace(r.id::text, '-', '') = c.relname
                           and r.status <> 'failed')`,
  );
  for (const { partition } of rows as { partition: string }[]) await db.query(`drop table "${partition}"`);
  return rows.length;
}
