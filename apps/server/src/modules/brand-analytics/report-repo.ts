import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  abaReportPartition,
  emptyAbaReportPartitions,
  ensureAbaReportPartition,
} from '../../db/aba-report-partitions.ts';
import type { Database } from '../../db/client.ts';
import { abaReport, abaSearchTerm } from '../../db/schema/brand-analytics.ts';
import { inReport } from './terms-repo.ts';

export type AbaReportRow = typeof abaReport.$inferSelect;
export type AbaPeriodKey = Pick<
  AbaReportRow,
  'organisationId' | 'marketplaceId' | 'reportPeriod' | 'startDate'
>;

const samePeriod = (key: AbaPeriodKey) =>
  and(
    eq(abaReport.organisationId, key.organisationId),
    eq(abaReport.marketplaceId, key.marketplaceId),
    eq(abaReport.reportPeriod, key.reportPeriod),
    eq(abaReport.startDate, key.startDate),
  );

/** The import's side of the reports: a load in progress, its rows so far, and the atomic switch. */
export function createReportRepo(db: Database) {
  /** Their terms go as whole partitions first; the delete's cascade then finds none. */
  async function deleteReports(which: SQL | undefined) {
    const ids = (await db.select({ id: abaReport.id }).from(abaReport).where(which)).map((row) => row.id);
    if (!ids.length) return;
    await emptyAbaReportPartitions(db.$client, ids);
    await db.delete(abaReport).where(inArray(abaReport.id, ids));
  }

  return {
    /**
     * A new load of a period. Loads of the same period that never finished (a failed job) are dropped
     * first; two loads of one period never run at once (the job's dedupe key).
     */
    async startLoad(
      row: Pick<AbaReportRow, keyof AbaPeriodKey | 'endDate' | 'source' | 'departments' | 'jobId'>,
    ) {
      await deleteReports(and(samePeriod(row), inArray(abaReport.status, ['loading', 'failed'])));
      const [created] = await db.insert(abaReport).values(row).returning({ id: abaReport.id });
      await ensureAbaReportPartition(db.$client, created!.id);
      return created!.id;
    },

    async report(reportId: string): Promise<AbaReportRow | undefined> {
      const [row] = await db.select().from(abaReport).where(eq(abaReport.id, reportId));
      return row;
    },

    /** Terms stored so far: each COPY stores whole batches, so this is how many terms of the file are done. */
    async termsStored(reportId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(abaSearchTerm)
        .where(inReport('aba_search_term', reportId));
      return row?.count ?? 0;
    },

    /** The load becomes the period's report and the one before it goes, in one transaction. */
    async publish(reportId: string, terms: number, foundDepartments: string[]) {
      // A load resumed after a restore may have stored into the default partition.
      await ensureAbaReportPartition(db.$client, reportId);
      await db.transaction(async (tx) => {
        const [load] = await tx.select().from(abaReport).where(eq(abaReport.id, reportId)).for('update');
        if (!load) throw new Error(`ABA report ${reportId} vanished while loading`);
        await tx
          .update(abaReport)
          .set({ status: 'replaced' })
          .where(and(samePeriod(load), eq(abaReport.status, 'ready')));
        await tx
          .update(abaReport)
          .set({ status: 'ready', terms, foundDepartments, readyAt: new Date(), error: null })
          .where(eq(abaReport.id, reportId));
      });
      // Readers never read a replaced report, so its rows go outside the switch.
      await deleteReports(eq(abaReport.status, 'replaced'));
      // The radar joins a week to another. Planned on statistics from before this week (the embedded database
      // runs no autovacuum), it loops over one week per term of the other: 19 s instead of 19 ms for 12 weeks
      // of 5,000 terms, and over 30 s in the e2e suite right after its imports. The week's own partition is
      // what a query of the week reads; the others' statistics have not changed.
      await db.execute(sql`analyze ${sql.identifier(abaReportPartition(reportId))}`);
    },

    /** A load that cannot finish: its rows go, the row stays to say why. */
    async fail(reportId: string, error: string) {
      await emptyAbaReportPartitions(db.$client, [reportId]);
      await db.delete(abaSearchTerm).where(inReport('aba_search_term', reportId));
      await db.update(abaReport).set({ status: 'failed', error }).where(eq(abaReport.id, reportId));
    },

    /**
     * The organisation's reports, newest period first: all loads (the import list), or only the ready ones
     * of a marketplace and period kind (what the screens read).
     */
    async reports(
      organisationId: string,
      filter: { marketplaceId?: string; reportPeriod?: AbaReportRow['reportPeriod']; ready?: boolean } = {},
    ) {
      return db
        .select()
        .from(abaReport)
        .where(
          and(
            eq(abaReport.organisationId, organisationId),
            filter.marketplaceId ? eq(abaReport.marketplaceId, filter.marketplaceId) : undefined,
            filter.reportPeriod ? eq(abaReport.reportPeriod, filter.reportPeriod) : undefined,
            filter.ready ? eq(abaReport.status, 'ready') : undefined,
          ),
        )
        .orderBy(desc(abaReport.startDate), desc(abaReport.createdAt))
        .limit(filter.ready ? 10_000 : 500);
    },
  };
}

export type ReportRepo = ReturnType<typeof createReportRepo>;
