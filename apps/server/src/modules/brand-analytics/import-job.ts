import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { workerConnection, type Database } from '../../db/client.ts';
import { Failure, failureOf, type FailureReason } from '../../http/failure.ts';
import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind.ts';
import { withParseThread } from '../../jobs/parse-worker.ts';
import { JobCannotRun, type JobContext } from '../../jobs/runner.ts';
import { SellingPartnerReportEnded } from '../amazon/index.ts';
import type { BrandAnalyticsSource } from '../shop/index.ts';
import { batchTerms, copyIntoEmbeddedTerms } from './copy.ts';
import type { AbaLoadInput } from './load-batches.ts';
import { parsedInWorker } from './load-thread.ts';
import type { ReportRepo } from './report-repo.ts';
import { AbaFileError } from './terms.ts';

/** An import that no retry can help, with the reason the seller reads. */
const cannotRun = (reason: FailureReason, message: string) =>
  new JobCannotRun(message, { cause: new Failure(reason, message) });

export const abaImportJob = jobKind(
  'aba.import',
  z.object({
    organisationId: z.string(),
    marketplaceId: z.string(),
    reportPeriod: z.enum(['DAY', 'WEEK', 'MONTH', 'QUARTER']),
    startDate: z.string(),
    endDate: z.string(),
    /** Keep only these departments; empty: all. */
    departments: z.array(z.string()),
    /** A Seller Central CSV download the seller uploaded, under DATA_DIR: loaded instead of asking Amazon. */
    csvFile: z.string().optional(),
  }),
);
export type AbaImportPayload = z.infer<typeof abaImportJob.payload>;

/** Where a resumed import picks up: its load, Amazon's report, and the downloaded document. */
interface Checkpoint {
  reportId?: string;
  amazonReportId?: string;
  documentId?: string;
  /** Set once the document is downloaded whole: its size on disk. */
  bytes?: number;
}

/** Share of the progress bar the download takes; the load takes the rest. */
const DOWNLOADED = 30;

/**
 * Imports one Brand Analytics report: asks Amazon for it, downloads the gzipped document to DATA_DIR,
 * streams it into a hidden load with COPY, and publishes the load in one transaction. Every step is
 * checkpointed, so a crash resumes: the same Amazon report, the same file, the terms not stored yet.
 */
export function createAbaImportHandler(deps: {
  db: Database;
  repo: ReportRepo;
  source: BrandAnalyticsSource;
  downloadDir: string;
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /** Follow-up work on a published report (its products' pictures); queued, so it must be idempotent. */
  onPublished(payload: AbaImportPayload, reportId: string): Promise<unknown>;
}) {
  const { repo, source } = deps;
  return async ({ job, payload, reportProgress }: JobContext<AbaImportPayload>) => {
    const checkpoint = { ...(job.checkpoint as Checkpoint | null) };
    const save = (progress: number) => reportProgress(progress, { ...checkpoint });

    if (!checkpoint.reportId || !(await repo.report(checkpoint.reportId))) {
      const source = payload.csvFile ? 'csv' : 'api';
      checkpoint.reportId = await repo.startLoad({ ...payload, source, jobId: job.id });
      await save(1);
    }
    const reportId = checkpoint.reportId;
    const file = payload.csvFile ?? join(deps.downloadDir, `${reportId}.json.gz`);
    try {
      if (!payload.csvFile && !(await downloaded(file, checkpoint.bytes))) {
        await download(payload, checkpoint, file, save);
      }
      const { terms, departments } = await load(payload, reportId, file, save);
      await repo.publish(reportId, terms, departments);
      await deps.onPublished(payload, reportId);
      await rm(file, { force: true });
      deps.log.info({ jobId: job.id, marketplaceId: payload.marketplaceId, terms }, 'ABA report imported');
    } catch (error) {
      if (error instanceof AbaFileError || error instanceof JobCannotRun) {
        await repo.fail(reportId, error.message);
        await rm(file, { force: true });
        if (error instanceof JobCannotRun) throw error;
        throw cannotRun(failureOf('abaFileInvalid', { detail: error.message }), error.message);
      }
      throw error;
    }
  };

  async function download(
    payload: AbaImportPayload,
    checkpoint: Checkpoint,
    file: string,
    save: (progress: number) => Promise<void>,
  ) {
    const scope = await source.scopeFor(payload.organisationId, payload.marketplaceId);
    if (!scope) {
      const message = `no Seller Central authorization reaches marketplace ${payload.marketplaceId}`;
      throw cannotRun(
        failureOf('noSellerCentralAuthorization', { marketplaceId: payload.marketplaceId }),
        message,
      );
    }
    if (!checkpoint.documentId) {
      checkpoint.amazonReportId ??= await source.reports.create(scope, payload);
      await save(2);
      try {
        checkpoint.documentId = await source.reports.waitUntilDone(
          scope,
          checkpoint.amazonReportId,
          deps.signal,
        );
      } catch (error) {
        // FATAL: Amazon could not make it (no data for the period, or no Brand Analytics for this seller).
        if (error instanceof SellingPartnerReportEnded) {
          throw cannotRun(failureOf('reportFailed', { detail: error.message }), error.message);
        }
        if ((error as { status?: number }).status !== 404) throw error;
        // Amazon no longer knows the report (it keeps them for a while): ask for it anew on the retry.
        checkpoint.amazonReportId = undefined;
        await save(2);
        throw error;
      }
      await save(5);
    }
    await mkdir(deps.downloadDir, { recursive: true });
    checkpoint.bytes = await source.reports.download(scope, checkpoint.documentId, file, deps.signal);
    await save(DOWNLOADED);
  }

  /** Streams the file into the load from where a crash left it; answers the terms stored in all. */
  async function load(
    payload: AbaImportPayload,
    reportId: string,
    file: string,
    save: (progress: number) => Promise<void>,
  ) {
    let stored = await repo.termsStored(reportId);
    let reported = 0;
    const input: AbaLoadInput = {
      file,
      format: payload.csvFile ? 'csv' : 'json',
      organisationId: payload.organisationId,
      reportId,
      departments: payload.departments,
      skip: stored,
      batchTerms: batchTerms(deps.db),
      connection: workerConnection(deps.db.$client),
    };
    const departments = new Set<string>();
    await withParseThread(async () => {
      deps.signal.throwIfAborted();
      for await (const batch of parsedInWorker(input, deps.signal, departments)) {
        if (batch.bytes) await copyIntoEmbeddedTerms(deps.db, batch.bytes);
        stored += batch.terms;
        const progress = DOWNLOADED + Math.floor(batch.fraction * (99 - DOWNLOADED));
        if (progress > reported) await save((reported = progress));
      }
    });
    return { terms: stored, departments: [...departments].sort() };
  }
}

async function downloaded(file: string, bytes: number | undefined): Promise<boolean> {
  if (bytes === undefined) return false;
  const found = await stat(file).catch(() => undefined);
  return found?.size === bytes;
}
