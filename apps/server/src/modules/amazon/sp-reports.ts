import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_DOWNLOAD, downloadToFile, type DownloadPolicy } from './download.ts';
import type { AmazonEndpoints, Region } from './endpoints.ts';
import { AmazonApiError, errorFrom, fetchWithRetry, type RetryPolicy } from './http.ts';
import type { LwaClient } from './lwa.ts';
import type { ReportPolling } from './reports.ts';

export const BRAND_ANALYTICS_SEARCH_TERMS = 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT';

export type AbaReportPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER';

/** A Seller Central authorization: its refresh token and the SP-API region of the marketplace asked for. */
export interface SellingPartnerScope {
  grantId: string;
  refreshToken: string;
  region: Region;
}

export interface AbaReportRequest {
  marketplaceId: string;
  reportPeriod: AbaReportPeriod;
  /** Marketplace-local calendar dates, inclusive. */
  startDate: string;
  endDate: string;
}

/** Amazon: a report document's URL works for five minutes; it is asked for again a little before. */
const DOCUMENT_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Selling Partner API Reports 2021-06-30 for Brand Analytics: create the report, poll it with growing
 * pauses until DONE (FATAL and CANCELLED end it), and download its GZIP document through the large-file
 * path; an expired document URL is asked for again with getReportDocument.
 */
export function createSellingPartnerReports(deps: {
  endpoints: AmazonEndpoints;
  lwa: LwaClient;
  retry?: RetryPolicy;
  polling: ReportPolling;
  download?: DownloadPolicy;
}) {
  async function call(
    scope: SellingPartnerScope,
    path: string,
    init: { method?: string; body?: unknown } = {},
  ) {
    const accessToken = await deps.lwa.sellingPartnerAccessToken(scope.grantId, scope.refreshToken);
    const url = `${deps.endpoints.sellingPartner[scope.region]}/reports/2021-06-30${path}`;
    const request: RequestInit = {
      method: init.method ?? 'GET',
      headers: {
        'x-amz-access-token': accessToken,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    };
    const response = await fetchWithRetry(url, request, deps.retry);
    if (!response.ok) throw await errorFrom(response, url, request);
    return response;
  }

  /**
   * What a FATAL report's document says of its failure (Amazon's `errorDetails`, plain JSON or gzipped);
   * undefined when it cannot be read: the report failed either way.
   */
  async function failureOf(scope: SellingPartnerScope, reportDocumentId: string): Promise<string | undefined> {
    try {
      const located = await call(scope, `/documents/${encodeURIComponent(reportDocumentId)}`);
      const document = (await located.json()) as { url: string; compressionAlgorithm?: string };
      const response = await fetchWithRetry(document.url, { method: 'GET' }, deps.retry);
      if (!response.ok) return undefined;
      const bytes = Buffer.from(await response.arrayBuffer());
      const text = (document.compressionAlgorithm === 'GZIP' ? gunzipSync(bytes) : bytes).toString('utf8');
      const { errorDetails } = JSON.parse(text) as { errorDetails?: unknown };
      return typeof errorDetails === 'string' ? errorDetails.slice(0, 500) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    async create(scope: SellingPartnerScope, request: AbaReportRequest): Promise<string> {
      const response = await call(scope, '/reports', {
        method: 'POST',
        body: {
          reportType: BRAND_ANALYTICS_SEARCH_TERMS,
          marketplaceIds: [request.marketplaceId],
          reportOptions: { reportPeriod: request.reportPeriod },
          dataStartTime: `${request.startDate}T00:00:00Z`,
          dataEndTime: `${request.endDate}T23:59:59Z`,
        },
      });
      const { reportId } = (await response.json()) as { reportId?: string };
      if (!reportId) throw new AmazonApiError(502, 'createReport answered without a reportId');
      return reportId;
    },

    /** Polls until the report is DONE; answers its document id. */
    async waitUntilDone(scope: SellingPartnerScope, reportId: string, signal?: AbortSignal): Promise<string> {
      const { polling } = deps;
      const deadline = Date.now() + polling.timeoutMs;
      for (let pause = polling.firstPollMs; ; pause = Math.min(polling.maxPollMs, pause * 1.5)) {
        const response = await call(scope, `/reports/${encodeURIComponent(reportId)}`);
        const report = (await response.json()) as { processingStatus: string; reportDocumentId?: string };
        if (report.processingStatus === 'DONE' && report.reportDocumentId) return report.reportDocumentId;
        if (report.processingStatus === 'FATAL' || report.processingStatus === 'CANCELLED') {
          const why = report.reportDocumentId && (await failureOf(scope, report.reportDocumentId));
          throw new SellingPartnerReportEnded(reportId, report.processingStatus, why || undefined);
        }
        if (Date.now() + pause > deadline)
          throw new AmazonApiError(504, `report ${reportId} not ready in time`);
        await sleep(pause, undefined, { signal });
      }
    },

    /** Downloads the document to `path` (still gzipped); answers the bytes stored. */
    async download(scope: SellingPartnerScope, reportDocumentId: string, path: string, signal?: AbortSignal) {
      const locate = async () => {
        const askedAt = Date.now();
        const response = await call(scope, `/documents/${encodeURIComponent(reportDocumentId)}`);
        const document = (await response.json()) as { url: string; compressionAlgorithm?: string };
        if (document.compressionAlgorithm && document.compressionAlgorithm !== 'GZIP')
          throw new AmazonApiError(502, `report document compressed with ${document.compressionAlgorithm}`);
        return { url: document.url, expiresAt: askedAt + DOCUMENT_URL_LIFETIME_MS };
      };
      return downloadToFile(locate, path, { policy: deps.download ?? DEFAULT_DOWNLOAD, signal });
    },
  };
}

/** Amazon ended the report FATAL or CANCELLED: asking again is a new report, not a retry of this one. */
export class SellingPartnerReportEnded extends Error {
  constructor(
    readonly reportId: string,
    readonly status: string,
    /** Amazon's reason, from a FATAL report's error document. */
    readonly reason?: string,
  ) {
    super(`Amazon ended Brand Analytics report ${reportId} ${status}${reason ? `: ${reason}` : ''}`);
  }
}

export type SellingPartnerReports = ReturnType<typeof createSellingPartnerReports>;
