import {
  Role,
  type AbaImportView,
  type AbaMarketplaceView,
  type AbaPeriod,
  ABA_EXPORT_MAX_ROWS,
  type abaBackfillRequest,
  type abaExportRequest,
  type abaImportRequest,
  type abaRadarRequest,
  type abaSearchTermsRequest,
  type abaTermHistoryRequest,
  type abaUploadQuery,
  type termRankingsRequest,
} from '@termwise/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { z } from 'zod';
import { fieldInvalid, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { visibleShopIds, type SessionUser } from '../../http/session-user.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { AbaMarketplace, BrandAnalyticsSource, ShopDirectory, SyncedAds } from '../shop/index.ts';
import { abaCsvColumns } from './csv-terms.ts';
import { abaTermsCsv } from './export-csv.ts';
import { abaImportJob, type AbaImportPayload } from './import-job.ts';
import { hasEnded, lastEndedWeek, periodBefore, periodEnd } from './periods.ts';
import { radarPage } from './radar.ts';
import type { RadarRepo } from './radar-repo.ts';
import type { AbaReportRow, ReportRepo } from './report-repo.ts';
import { termRankings } from './term-rankings.ts';
import { AbaFileError } from './terms.ts';
import type { TermsRepo } from './terms-repo.ts';

const MAY_SELECT_PRODUCTS = [Role.productSelection, Role.super];
/** What the terms table and its export filter by. */
type TermFilter = Omit<z.output<typeof abaSearchTermsRequest>, 'page' | 'pageSize'>;

/** Periods a term's history shows. */
const HISTORY_PERIODS = 104;

/** Product selection is a role of its own (DESIGN 4): every call checks it, whatever the menu shows. */
export function assertProductSelection(user: SessionUser) {
  if (!user.roles.some((role) => MAY_SELECT_PRODUCTS.includes(role as (typeof MAY_SELECT_PRODUCTS)[number])))
    throw forbidden(messages.brandAnalytics.productSelectionRoleNeeded);
}

/** The period's last day, once it is a whole period that has ended in the marketplace's time zone. */
function endedPeriod(input: { reportPeriod: AbaPeriod; startDate: string }, timezone: string): string {
  const endDate = periodEnd(input.reportPeriod, input.startDate);
  if (typeof endDate !== 'string') throw fieldInvalid('startDate', endDate.problem);
  if (!hasEnded(endDate, timezone)) throw fieldInvalid('startDate', messages.brandAnalytics.periodNotEnded);
  return endDate;
}

export function createBrandAnalyticsService(deps: {
  source: BrandAnalyticsSource;
  reports: ReportRepo;
  terms: TermsRepo;
  radar: RadarRepo;
  shops: ShopDirectory;
  syncedAds: SyncedAds;
  queue: JobQueue;
  /** Where uploaded CSV downloads wait for their import job (under DATA_DIR). */
  uploadDir: string;
  nudge(): void;
}) {
  const { source, queue } = deps;

  /** A member given some shops sees the marketplaces of those shops only, and their reports. */
  const visibleMarketplaces = (user: SessionUser) =>
    source.marketplaces(user.organisationId, visibleShopIds(user));

  async function marketplace(user: SessionUser, marketplaceId: string): Promise<AbaMarketplace> {
    const found = (await visibleMarketplaces(user)).find((one) => one.marketplaceId === marketplaceId);
    if (!found) throw notFound(messages.brandAnalytics.marketplaceNotFound);
    return found;
  }

  const readyReports = (user: SessionUser, input: { marketplaceId: string; reportPeriod: AbaPeriod }) =>
    deps.reports.reports(user.organisationId, { ...input, ready: true });

  /** The period a terms filter reads (the newest loaded when none is named) and its query, if loaded. */
  async function termQuery(user: SessionUser, input: TermFilter) {
    assertProductSelection(user);
    const where = await marketplace(user, input.marketplaceId);
    const ready = await readyReports(user, input);
    const current = input.startDate ? ready.find((report) => report.startDate === input.startDate) : ready[0];
    if (!current) return undefined;
    const byStart = new Map(ready.map((report) => [report.startDate, report.id]));
    const back = (periods: number) =>
      byStart.get(periodBefore(input.reportPeriod, current.startDate, periods));
    const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);
    const query = {
      ...input,
      reportId: current.id,
      back: { 1: back(1), 4: back(4), 12: back(12) },
      include: words(input.include),
      exclude: words(input.exclude),
    };
    return { where, current, query };
  }

  async function enqueue(payload: AbaImportPayload, runAfter?: Date) {
    const queued = await queue.enqueue({
      kind: abaImportJob,
      dedupeKey: `${abaImportJob.name}:${payload.organisationId}:${payload.marketplaceId}:${payload.reportPeriod}:${payload.startDate}`,
      organisationId: payload.organisationId,
      payload,
      runAfter,
    });
    deps.nudge();
    return queued;
  }

  async function queueBackfill(
    organisationId: string,
    where: AbaMarketplace,
    input: { weeks: number; departments: string[] },
    runAfter?: Date,
  ) {
    const newest = lastEndedWeek(where.timezone);
    const jobIds: string[] = [];
    for (let back = 0; back < input.weeks; back++) {
      const startDate = periodBefore('WEEK', newest, back);
      const endDate = periodEnd('WEEK', startDate) as string;
      const payload = { organisationId, marketplaceId: where.marketplaceId, reportPeriod: 'WEEK' as const };
      // A millisecond apart: the queue takes the newest weeks first, each marketplace's in turn.
      const { id } = await enqueue(
        { ...payload, startDate, endDate, departments: input.departments },
        runAfter && new Date(runAfter.getTime() + back),
      );
      jobIds.push(id);
    }
    return jobIds;
  }

  return {
    async marketplaces(user: SessionUser): Promise<{ marketplaces: AbaMarketplaceView[] }> {
      assertProductSelection(user);
      const ready = await deps.reports.reports(user.organisationId, { ready: true });
      return {
        marketplaces: (await visibleMarketplaces(user)).map((one) => {
          const loaded = ready.filter((report) => report.marketplaceId === one.marketplaceId);
          return {
            marketplaceId: one.marketplaceId,
            countryCode: one.countryCode,
            authorized: one.authorized,
            periods: loaded.map(periodView),
            departments: loaded[0]?.foundDepartments ?? [],
          };
        }),
      };
    },

    async import(user: SessionUser, input: z.output<typeof abaImportRequest>) {
      assertProductSelection(user);
      const where = await marketplace(user, input.marketplaceId);
      if (!where.authorized) throw validationFailed(messages.brandAnalytics.noSellerCentralAuthorization);
      const endDate = endedPeriod(input, where.timezone);
      const { id } = await enqueue({ organisationId: user.organisationId, ...input, endDate });
      return { jobId: id };
    },

    /**
     * A Seller Central CSV download, stored under DATA_DIR as it arrives and loaded by the import job like
     * Amazon's document. Its header is checked first: a file that is not one is refused and removed.
     */
    async upload(user: SessionUser, input: z.output<typeof abaUploadQuery>, file: Readable) {
      assertProductSelection(user);
      const where = await marketplace(user, input.marketplaceId);
      const endDate = endedPeriod(input, where.timezone);
      await mkdir(deps.uploadDir, { recursive: true });
      const path = join(deps.uploadDir, `${randomUUID()}.csv`);
      try {
        await pipeline(file, createWriteStream(path));
        await abaCsvColumns(path);
        const payload = { organisationId: user.organisationId, ...input, endDate, departments: [] };
        const { id, created } = await enqueue({ ...payload, csvFile: path });
        if (!created) throw validationFailed(messages.brandAnalytics.periodLoading);
        return { jobId: id };
      } catch (error) {
        await rm(path, { force: true });
        if (error instanceof AbaFileError)
          throw fieldInvalid('file', messages.brandAnalytics.cannotImport(error.message));
        throw error;
      }
    },

    /** The last `weeks` ended weeks, one import each (Amazon's report limits pace them). */
    async backfill(user: SessionUser, input: z.output<typeof abaBackfillRequest>) {
      assertProductSelection(user);
      const where = await marketplace(user, input.marketplaceId);
      if (!where.authorized) throw validationFailed(messages.brandAnalytics.noSellerCentralAuthorization);
      return { jobIds: await queueBackfill(user.organisationId, where, input) };
    },

    /**
     * The same backfill for the system: the demo organisation's year of history, queued from `runAfter` on
     * (after the shops' own first sync), for every authorized marketplace of the organisation.
     */
    /**
     * The newest ended week of every authorized marketplace, unless it is loaded already: run each day, so a
     * week Amazon has not published yet (its report ends FATAL) is asked for again the next day.
     */
    async queueNewestWeeks(): Promise<void> {
      for (const organisationId of await source.sellerCentralOrganisations()) {
        const loaded = await deps.reports.reports(organisationId, { reportPeriod: 'WEEK', ready: true });
        for (const where of (await source.marketplaces(organisationId)).filter((one) => one.authorized)) {
          const startDate = lastEndedWeek(where.timezone);
          if (
            loaded.some(
              (report) => report.marketplaceId === where.marketplaceId && report.startDate === startDate,
            )
          )
            continue;
          const endDate = periodEnd('WEEK', startDate) as string;
          const week = {
            marketplaceId: where.marketplaceId,
            reportPeriod: 'WEEK' as const,
            startDate,
            endDate,
          };
          await enqueue({ organisationId, ...week, departments: [] });
        }
      }
    },

    async backfillAsSystem(organisationId: string, weeks: number, runAfter: Date) {
      const marketplaces = await source.marketplaces(organisationId);
      for (const where of marketplaces.filter((one) => one.authorized))
        await queueBackfill(organisationId, where, { weeks, departments: [] }, runAfter);
    },

    async imports(user: SessionUser, marketplaceId?: string): Promise<{ rows: AbaImportView[] }> {
      assertProductSelection(user);
      const visible = new Set((await visibleMarketplaces(user)).map((one) => one.marketplaceId));
      const rows = await deps.reports.reports(user.organisationId, { marketplaceId });
      return {
        rows: rows
          .filter((row) => visible.has(row.marketplaceId))
          .map((row) => ({
            id: row.id,
            marketplaceId: row.marketplaceId,
            reportPeriod: row.reportPeriod,
            startDate: row.startDate,
            endDate: row.endDate,
            status: row.status,
            source: row.source,
            departments: row.departments,
            terms: row.terms,
            error: row.error,
            jobId: row.jobId,
            createdAt: row.createdAt.toISOString(),
            readyAt: row.readyAt?.toISOString() ?? null,
          })),
      };
    },

    async searchTerms(user: SessionUser, input: z.output<typeof abaSearchTermsRequest>) {
      const found = await termQuery(user, input);
      if (!found) return { period: null, rows: [], total: 0, totalCapped: false };
      const offset = (input.page - 1) * input.pageSize;
      const page = await deps.terms.page(
        { ...found.query, limit: input.pageSize, offset },
        found.current.terms,
      );
      return { period: periodView(found.current), ...page };
    },

    /** The filtered terms as a CSV file, up to ABA_EXPORT_MAX_ROWS of them, sorted as asked. */
    async exportTerms(user: SessionUser, input: z.output<typeof abaExportRequest>) {
      const found = await termQuery(user, input);
      const rows = found
        ? await deps.terms.rows({ ...found.query, limit: ABA_EXPORT_MAX_ROWS + 1, offset: 0 })
        : [];
      const period = found?.current.startDate ?? 'none';
      return {
        fileName: `aba-search-terms-${found?.where.countryCode ?? ''}-${period}.csv`,
        csv: abaTermsCsv(rows.slice(0, ABA_EXPORT_MAX_ROWS), input.lang),
        rows: Math.min(rows.length, ABA_EXPORT_MAX_ROWS),
        truncated: rows.length > ABA_EXPORT_MAX_ROWS,
      };
    },

    /** A term's rank in every loaded period of the marketplace, oldest first (null: not ranked then). */
    async termHistory(user: SessionUser, input: z.output<typeof abaTermHistoryRequest>) {
      assertProductSelection(user);
      await marketplace(user, input.marketplaceId);
      const ready = (await readyReports(user, input)).slice(0, HISTORY_PERIODS);
      const ranks = await deps.terms.ranks(
        ready.map((report) => report.id),
        input.searchTerm,
      );
      return {
        points: ready
          .map((report) => ({ startDate: report.startDate, rank: ranks.get(report.id) ?? null }))
          .reverse(),
      };
    },

    async radar(user: SessionUser, input: z.output<typeof abaRadarRequest>) {
      assertProductSelection(user);
      await marketplace(user, input.marketplaceId);
      const { current, ...page } = await radarPage(deps, await readyReports(user, input), input);
      return { period: current ? periodView(current) : null, ...page };
    },

    /** The shop's own terms beside their ABA demand: a keyword screen, open to whoever sees the shop. */
    termRankings: (user: SessionUser, input: z.output<typeof termRankingsRequest>) =>
      termRankings(deps, user, input),
  };
}

function periodView(report: AbaReportRow) {
  return {
    reportPeriod: report.reportPeriod as AbaPeriod,
    startDate: report.startDate,
    endDate: report.endDate,
    terms: report.terms,
  };
}

export type BrandAnalyticsService = ReturnType<typeof createBrandAnalyticsService>;
