import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FaultInjector } from '../faults.ts';
import { type Random, streamFor } from '../random.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';
import { type ReportRequest, reportRows } from './rows.ts';

export type ReportStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** The request as Amazon echoes it back in every status answer. */
export interface ReportDefinition {
  name: string | null;
  startDate: string;
  endDate: string;
  configuration: {
    adProduct: 'SPONSORED_PRODUCTS';
    groupBy: string[];
    columns: string[];
    reportTypeId: ReportRequest['reportTypeId'];
    timeUnit: 'DAILY';
    format: 'GZIP_JSON';
    filters: { field: string; values: string[] }[] | null;
  };
}

interface ReportJob {
  reportId: string;
  profileId: number;
  definition: ReportDefinition;
  request: ReportRequest;
  /** Identical definitions for the same profile are duplicates while pending (Amazon answers 425). */
  fingerprint: string;
  /** Sandbox clock at creation: the data is as known at this moment, so late orders are not in it yet. */
  createdAt: Date;
  /** Wall clock, so report progress is real even when tests freeze the sandbox clock. */
  queuedAtMs: number;
  readyAtMs: number;
  fails: boolean;
  fileSize?: number;
  generatedAt?: Date;
  downloaded?: boolean;
}

const FAILURE_REASON = 'Report generation failed due to an internal error. Please retry the request.';
const URL_LIFETIME_MS = 3_600_000;

/**
 * The files generated to learn their size, kept for their download: generating is most of the sandbox's
 * work in a backfill. Bounded, so a large report (or many) is generated again, identically, instead.
 */
const KEPT_FILES_BYTES = 32 * 1024 * 1024;
const KEPT_FILE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Asynchronous reports. Rows are generated on the fly, once to learn the compressed size Amazon announces
 * as fileSize; the download serves that file while it is kept, else generates it again.
 */
export class ReportJobs {
  private readonly jobs = new Map<string, ReportJob>();
  private readonly keptFiles = new LRUCache<string, Buffer>({
    maxSize: KEPT_FILES_BYTES,
    maxEntrySize: KEPT_FILE_MAX_BYTES,
    sizeCalculation: (file) => file.length,
  });
  private readonly reportIds: Random;

  constructor(
    private readonly world: SandboxWorld,
    private readonly faults: FaultInjector,
  ) {
    this.reportIds = streamFor(world.seed, 'report-ids');
  }

  create(
    shop: Shop,
    definition: ReportDefinition,
    request: ReportRequest,
  ): { report: ReportJob } | { duplicateOf: string } {
    const fingerprint = JSON.stringify([shop.profileId, definition]);
    const duplicate = [...this.jobs.values()].find(
      (job) => job.fingerprint === fingerprint && ['PENDING', 'PROCESSING'].includes(this.status(job)),
    );
    if (duplicate) return { duplicateOf: duplicate.reportId };

    const queuedAtMs = Date.now();
    const report: ReportJob = {
      reportId: this.newReportId(),
      profileId: shop.profileId,
      definition,
      request,
      fingerprint,
      createdAt: this.world.now(),
      queuedAtMs,
      readyAtMs: queuedAtMs + this.faults.currentReportDelayMs(),
      fails: this.faults.takeReportFailure(),
    };
    this.jobs.set(report.reportId, report);
    if (!report.fails) {
      // A report that cannot be generated fails, as on Amazon, instead of staying PROCESSING forever.
      this.measure(report).catch(() => {
        report.fails = true;
      });
    }
    return { report };
  }

  find(profileId: number, reportId: string): ReportJob | undefined {
    const report = this.jobs.get(reportId);
    return report?.profileId === profileId ? report : undefined;
  }

  status(report: ReportJob): ReportStatus {
    const remainingMs = report.readyAtMs - Date.now();
    if (remainingMs > 0) {
      // The first third of the wait the report is queued, then it is being generated.
      const delayMs = report.readyAtMs - report.queuedAtMs;
      return remainingMs > (delayMs * 2) / 3 ? 'PENDING' : 'PROCESSING';
    }
    if (report.fails) return 'FAILED';
    return report.fileSize === undefined ? 'PROCESSING' : 'COMPLETED';
  }

  /**
   * Whether a client is still waiting on a report: being built, or built and not downloaded yet (for as long
   * as its download URL would last). A client polls a long report minutes apart.
   */
  awaited(): boolean {
    const since = Date.now() - URL_LIFETIME_MS;
    return [...this.jobs.values()].some((job) => {
      const status = this.status(job);
      if (status === 'COMPLETED') return !job.downloaded && job.readyAtMs > since;
      return status !== 'FAILED';
    });
  }

  /** The status answer of GET /reporting/reports/{reportId}. */
  describe(report: ReportJob, publicUrl: string): Record<string, unknown> {
    const status = this.status(report);
    const done = status === 'COMPLETED';
    const now = this.world.now();
    return {
      reportId: report.reportId,
      name: report.definition.name,
      startDate: report.definition.startDate,
      endDate: report.definition.endDate,
      configuration: report.definition.configuration,
      status,
      createdAt: report.createdAt.toISOString(),
      updatedAt: (done && report.generatedAt ? report.generatedAt : report.createdAt).toISOString(),
      generatedAt: done && report.generatedAt ? report.generatedAt.toISOString() : null,
      url: done ? `${publicUrl}/reporting/downloads/${report.reportId}.json.gz` : null,
      urlExpiresAt: done ? new Date(now.getTime() + URL_LIFETIME_MS).toISOString() : null,
      fileSize: done ? report.fileSize : null,
      failureReason: status === 'FAILED' ? FAILURE_REASON : null,
    };
  }

  /** Amazon cancels (deletes) a report only while it is PENDING; afterwards it is gone (404). */
  delete(report: ReportJob): boolean {
    if (this.status(report) !== 'PENDING') return false;
    this.jobs.delete(report.reportId);
    return true;
  }

  /** The gzipped JSON array, generated as it is read. Undefined while the report is not downloadable. */
  open(reportId: string): Readable | undefined {
    const report = this.jobs.get(reportId);
    if (!report || this.status(report) !== 'COMPLETED') return undefined;
    const kept = this.keptFiles.get(reportId);
    const file = kept ? Readable.from([kept]) : this.file(report);
    // Downloaded once read to the end: a download cut short is asked for again.
    return file.once('end', () => (report.downloaded = true));
  }

  private file(report: ReportJob): Readable {
    const shop = this.world.shop(report.profileId);
    if (!shop) throw new Error(`report ${report.reportId} of unknown profile ${report.profileId}`);
    const gzip = createGzip();
    pipeline(
      Readable.from(jsonArrayChunks(reportRows(shop, report.request, report.createdAt))),
      gzip,
      (error) => {
        if (error) gzip.destroy(error);
      },
    );
    return gzip;
  }

  private async measure(report: ReportJob): Promise<void> {
    let size = 0;
    let pieces: Buffer[] | undefined = [];
    for await (const chunk of this.file(report)) {
      size += (chunk as Buffer).length;
      if (size > KEPT_FILE_MAX_BYTES) pieces = undefined;
      pieces?.push(chunk as Buffer);
    }
    if (pieces) this.keptFiles.set(report.reportId, Buffer.concat(pieces));
    report.fileSize = size;
    report.generatedAt = this.world.now();
  }

  private newReportId(): string {
    const hex = Array.from({ length: 32 }, () => Math.floor(this.reportIds.next() * 16).toString(16)).join(
      '',
    );
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** Rows joined into a JSON array, yielded in pieces of about 64 KB. */
function* jsonArrayChunks(rows: Iterable<object>): Generator<string> {
  let chunk = '[';
  let separator = '';
  for (const row of rows) {
    chunk += separator + JSON.stringify(row);
    separator = ',';
    if (chunk.length >= 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]`;
}
