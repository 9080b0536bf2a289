import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { FaultInjector } from '../faults.ts';
import { streamFor, type Random } from '../random.ts';
import { abaDocument, AbaMarketplace, type AbaPeriod } from '../world/aba.ts';
import type { SandboxWorld } from '../world/world.ts';

/**
 * Selling Partner API Reports 2021-06-30 for `GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT`: a report goes
 * IN_QUEUE, IN_PROGRESS, then DONE with a document (or FATAL, or CANCELLED while queued) over wall-clock
 * time; its document's URL is pre-signed and lives five minutes of the sandbox clock. As at Amazon, the
 * document is made while the report is IN_PROGRESS (one at a time, streamed to a gzipped file, never held
 * in memory) and then served as a file with its length, the way S3 serves it.
 */

export type ProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE' | 'FATAL' | 'CANCELLED';

export interface SpReportRequest {
  sellerId: string;
  marketplaceId: string;
  reportPeriod: AbaPeriod;
  dataStartTime: string;
  dataEndTime: string;
}

interface SpReport extends SpReportRequest {
  reportId: string;
  reportDocumentId: string;
  createdTime: Date;
  queuedAtMs: number;
  readyAtMs: number;
  fatal: boolean;
  /** Why a FATAL report failed: its error document says so. */
  failure?: string;
  cancelled: boolean;
  /** Its document is written (or could not be, and the report ends FATAL). */
  processed: boolean;
  downloaded?: boolean;
}

export const SP_REPORT_TYPE = 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT';
const DOCUMENT_URL_LIFETIME_MS = 5 * 60_000;
const AWAITED_FOR_MS = 3_600_000;
/** What the error document of a report that failed in processing says. */
export const FAILED_PROCESSING =
  'Report processing failed because of an internal error. Request the report again later.';

export class SpReportJobs {
  private readonly reports = new Map<string, SpReport>();
  private readonly marketplaces = new Map<string, AbaMarketplace>();
  private readonly ids: Random;
  /** Signs document URLs; a new sandbox process makes old URLs invalid, as expired ones are. */
  private readonly urlKey = randomBytes(32);
  private readonly documentsDir = mkdtempSync(join(tmpdir(), 'termwise-sandbox-aba-'));
  private processing: Promise<void> = Promise.resolve();

  constructor(
    private readonly world: SandboxWorld,
    private readonly faults: FaultInjector,
    private readonly termsPerMarketplace: number,
  ) {
    this.ids = streamFor(world.seed, 'sp-report-ids');
  }

  create(request: SpReportRequest): SpReport {
    const queuedAtMs = Date.now();
    const report: SpReport = {
      ...request,
      reportId: String(this.ids.int(10 ** 10, 10 ** 11 - 1)),
      reportDocumentId: `amzn1.spdoc.1.4.na.${this.ids.alphanumeric(24).toLowerCase()}`,
      createdTime: this.world.now(),
      queuedAtMs,
      readyAtMs: queuedAtMs + this.faults.currentReportDelayMs(),
      fatal: false,
      cancelled: false,
      processed: false,
    };
    if (this.faults.takeReportFailure()) this.fail(report, FAILED_PROCESSING);
    this.reports.set(report.reportId, report);
    if (!report.fatal) this.processing = this.processing.then(() => this.writeDocument(report));
    return report;
  }

  /** Another seller's product among a marketplace's clicked ASINs: the catalog serves those too. */
  competitorProduct(
    marketplaceId: string,
    asin: string,
  ): { asin: string; title: string; hue: number } | undefined {
    return this.marketplace(marketplaceId).competitor(asin);
  }

  /** The same, in any marketplace of the sandbox's shops: an image link names only the ASIN. */
  competitorProductAnywhere(asin: string): { asin: string; title: string; hue: number } | undefined {
    const marketplaceIds = new Set(this.world.shops().map((shop) => shop.marketplace.marketplaceStringId));
    for (const marketplaceId of marketplaceIds) {
      const found = this.competitorProduct(marketplaceId, asin);
      if (found) return found;
    }
    return undefined;
  }

  /** Removes the documents written; the sandbox's close calls it. */
  dispose(): void {
    rmSync(this.documentsDir, { recursive: true, force: true });
  }

  private async writeDocument(report: SpReport): Promise<void> {
    if (report.cancelled) return;
    const document = abaDocument(this.marketplace(report.marketplaceId), {
      reportPeriod: report.reportPeriod,
      dataStartTime: report.dataStartTime.slice(0, 10),
      dataEndTime: report.dataEndTime.slice(0, 10),
    });
    try {
      await pipeline(Readable.from(document), createGzip(), createWriteStream(this.documentPath(report)));
    } catch {
      this.fail(report, FAILED_PROCESSING);
    }
    report.processed = true;
  }

  private fail(report: SpReport, reason: string): void {
    report.fatal = true;
    report.failure = reason;
  }

  private documentPath(report: SpReport): string {
    return join(this.documentsDir, `${report.reportDocumentId}.json.gz`);
  }

  find(sellerId: string, reportId: string): SpReport | undefined {
    const report = this.reports.get(reportId);
    return report?.sellerId === sellerId ? report : undefined;
  }

  /** The selling partner's reports, newest first. */
  listOf(sellerId: string): SpReport[] {
    return [...this.reports.values()]
      .filter((report) => report.sellerId === sellerId)
      .sort((a, b) => b.createdTime.getTime() - a.createdTime.getTime());
  }

  findByDocument(sellerId: string, reportDocumentId: string): SpReport | undefined {
    return [...this.reports.values()].find(
      (report) =>
        report.sellerId === sellerId &&
        report.reportDocumentId === reportDocumentId &&
        ['DONE', 'FATAL'].includes(this.status(report)),
    );
  }

  status(report: SpReport): ProcessingStatus {
    if (report.cancelled) return 'CANCELLED';
    const remainingMs = report.readyAtMs - Date.now();
    if (remainingMs > 0)
      return remainingMs > ((report.readyAtMs - report.queuedAtMs) * 2) / 3 ? 'IN_QUEUE' : 'IN_PROGRESS';
    if (report.fatal) return 'FATAL';
    return report.processed ? 'DONE' : 'IN_PROGRESS';
  }

  /**
   * Whether a client is still waiting on a report: being built, or its document (or error document) not
   * downloaded yet, for up to an hour. A client polls a long report minutes apart.
   */
  awaited(): boolean {
    const since = Date.now() - AWAITED_FOR_MS;
    return [...this.reports.values()].some(
      (report) => this.status(report) !== 'CANCELLED' && !report.downloaded && report.queuedAtMs > since,
    );
  }

  /** Only a report still in the queue can be cancelled. */
  cancel(report: SpReport): boolean {
    if (this.status(report) !== 'IN_QUEUE') return false;
    report.cancelled = true;
    return true;
  }

  /** The answer of GET /reports/2021-06-30/reports/{reportId}. */
  describe(report: SpReport): Record<string, unknown> {
    const status = this.status(report);
    const started = status !== 'IN_QUEUE' && status !== 'CANCELLED';
    const ended = status === 'DONE' || status === 'FATAL';
    return {
      reportId: report.reportId,
      reportType: SP_REPORT_TYPE,
      marketplaceIds: [report.marketplaceId],
      dataStartTime: report.dataStartTime,
      dataEndTime: report.dataEndTime,
      createdTime: report.createdTime.toISOString(),
      processingStatus: status,
      ...(started
        ? { processingStartTime: new Date(report.createdTime.getTime() + 1000).toISOString() }
        : {}),
      ...(ended ? { processingEndTime: new Date(report.createdTime.getTime() + 2000).toISOString() } : {}),
      // A FATAL report's document says why it failed, as Amazon's documentation describes.
      ...(ended ? { reportDocumentId: report.reportDocumentId } : {}),
    };
  }

  /** A pre-signed document URL, valid for five minutes of the sandbox clock. */
  documentUrl(report: SpReport, publicUrl: string): string {
    const expires = this.world.now().getTime() + DOCUMENT_URL_LIFETIME_MS;
    return `${publicUrl}/sp-reports/documents/${report.reportDocumentId}.json.gz?expires=${expires}&signature=${this.sign(report.reportDocumentId, expires)}`;
  }

  /** The gzipped document behind a signed URL, and its size, or why it cannot be had. */
  openDocument(
    reportDocumentId: string,
    expires: string,
    signature: string,
  ): { body: Readable; bytes: number; compressed: boolean } | 'expired' | 'denied' {
    const expected = Buffer.from(this.sign(reportDocumentId, Number(expires)));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'denied';
    if (Number(expires) <= this.world.now().getTime()) return 'expired';
    const report = [...this.reports.values()].find(
      (candidate) => candidate.reportDocumentId === reportDocumentId,
    );
    // Downloaded once read to the end: a download cut short is asked for again.
    const downloaded = () => (report!.downloaded = true);
    if (report && this.status(report) === 'FATAL') {
      const body = Buffer.from(JSON.stringify({ errorDetails: report.failure }));
      return { body: Readable.from([body]).once('end', downloaded), bytes: body.length, compressed: false };
    }
    if (!report || this.status(report) !== 'DONE') return 'denied';
    const path = this.documentPath(report);
    return {
      body: createReadStream(path).once('end', downloaded),
      bytes: statSync(path).size,
      compressed: true,
    };
  }

  private marketplace(marketplaceId: string): AbaMarketplace {
    let marketplace = this.marketplaces.get(marketplaceId);
    if (!marketplace) {
      const shops = this.world
        .shops()
        .filter((shop) => shop.marketplace.marketplaceStringId === marketplaceId);
      marketplace = new AbaMarketplace(this.world.seed, marketplaceId, this.termsPerMarketplace, shops);
      this.marketplaces.set(marketplaceId, marketplace);
    }
    return marketplace;
  }

  private sign(reportDocumentId: string, expires: number): string {
    return createHmac('sha256', this.urlKey).update(`${reportDocumentId}|${expires}`).digest('hex');
  }
}
