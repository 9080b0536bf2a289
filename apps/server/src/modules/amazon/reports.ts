import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import streamArray from 'stream-json/streamers/stream-array.js';
import type { AdsClient, ProfileScope } from './ads-client.ts';
import { DEFAULT_DOWNLOAD, downloadToFile, type DownloadLocation, type DownloadPolicy } from './download.ts';
import { AmazonApiError } from './http.ts';
import { REPORT_MEDIA_TYPE } from './sp-resources.ts';

export type ReportTypeId = 'spSearchTerm' | 'spTargeting' | 'spAdvertisedProduct';

const METRICS = ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d'];

/** The columns Termwise stores from each report type (Amazon's v3 names). */
export const REPORT_TYPES: Record<ReportTypeId, { groupBy: string; columns: string[] }> = {
  spSearchTerm: {
    groupBy: 'searchTerm',
    columns: [
      'date',
      'campaignId',
      'adGroupId',
      'keywordId',
      'keyword',
      'matchType',
      'keywordType',
      'targeting',
      'searchTerm',
      ...METRICS,
      'purchases1d',
      'sales1d',
    ],
  },
  spTargeting: {
    groupBy: 'targeting',
    columns: [
      'date',
      'campaignId',
      'adGroupId',
      'keywordId',
      'keyword',
      'targeting',
      'matchType',
      'keywordType',
      ...METRICS,
      'topOfSearchImpressionShare',
    ],
  },
  spAdvertisedProduct: {
    groupBy: 'advertiser',
    columns: [
      'date',
      'campaignId',
      'adGroupId',
      'adId',
      'advertisedAsin',
      'advertisedSku',
      ...METRICS,
      'unitsSoldClicks7d',
    ],
  },
};

export interface ReportPolling {
  firstPollMs: number;
  maxPollMs: number;
  /** Give up on a report that has not completed by then. */
  timeoutMs: number;
}

export const DEFAULT_POLLING: ReportPolling = {
  firstPollMs: 1000,
  maxPollMs: 60_000,
  timeoutMs: 3 * 3600_000,
};

const DUPLICATE_OF = /duplicate of\s*:\s*(\S+)/i;

/** Reports v3: create, wait for completion, and download the gzipped JSON file. */
export function createReportClient(
  ads: AdsClient,
  polling: ReportPolling = DEFAULT_POLLING,
  download: DownloadPolicy = DEFAULT_DOWNLOAD,
) {
  return {
    /** Asks for a DAILY report; an identical pending request (425) answers the id Amazon already has. */
    async request(
      scope: ProfileScope,
      type: ReportTypeId,
      startDate: string,
      endDate: string,
    ): Promise<string> {
      const { groupBy, columns } = REPORT_TYPES[type];
      const response = await ads.onProfile(scope, '/reporting/reports', {
        method: 'POST',
        mediaType: REPORT_MEDIA_TYPE,
        body: {
          name: `termwise ${type} ${startDate}..${endDate}`,
          startDate,
          endDate,
          configuration: {
            adProduct: 'SPONSORED_PRODUCTS',
            groupBy: [groupBy],
            columns,
            reportTypeId: type,
            timeUnit: 'DAILY',
            format: 'GZIP_JSON',
          },
        },
      });
      const body = (await response.json()) as { reportId?: string; detail?: string };
      if (response.status === 425) {
        const reused = DUPLICATE_OF.exec(body.detail ?? '')?.[1];
        if (!reused) throw new AmazonApiError(425, `duplicate ${type} report without the id it duplicates`);
        return reused;
      }
      if (!body.reportId) throw new AmazonApiError(502, `${type} report request answered without a reportId`);
      return body.reportId;
    },

    /** Polls with growing pauses until the report is downloadable; answers where, until when, and its size. */
    async waitUntilReady(
      scope: ProfileScope,
      reportId: string,
      signal?: AbortSignal,
    ): Promise<DownloadLocation> {
      const deadline = Date.now() + polling.timeoutMs;
      for (let pause = polling.firstPollMs; ; pause = Math.min(polling.maxPollMs, pause * 1.5)) {
        const response = await ads.onProfile(scope, `/reporting/reports/${encodeURIComponent(reportId)}`);
        const report = (await response.json()) as {
          status: string;
          url?: string | null;
          urlExpiresAt?: string | null;
          fileSize?: number | null;
          failureReason?: string | null;
        };
        if (report.status === 'COMPLETED' && report.url) {
          const expiresAt = report.urlExpiresAt ? Date.parse(report.urlExpiresAt) : NaN;
          return {
            url: report.url,
            expiresAt: Number.isNaN(expiresAt) ? undefined : expiresAt,
            size: report.fileSize ?? undefined,
          };
        }
        if (report.status === 'FAILED') {
          throw new AmazonApiError(
            502,
            `report ${reportId} failed: ${report.failureReason ?? 'no reason given'}`,
          );
        }
        if (Date.now() + pause > deadline)
          throw new AmazonApiError(504, `report ${reportId} not ready in time`);
        await sleep(pause, undefined, { signal });
      }
    },

    /**
     * Waits for the report and downloads its file to `path`; a URL that expires before the download
     * ends is asked for again from the report's status. Answers the bytes stored.
     */
    download(scope: ProfileScope, reportId: string, path: string, signal?: AbortSignal): Promise<number> {
      return downloadToFile(() => this.waitUntilReady(scope, reportId, signal), path, {
        policy: download,
        signal,
      });
    },
  };
}

/** A downloaded report's rows, one at a time, gunzipped and parsed as they are read from the file. */
export async function* reportFileRows(path: string): AsyncGenerator<Record<string, unknown>> {
  const items = pipeline(
    createReadStream(path),
    createGunzip(),
    streamArray.withParserAsStream(),
    () => undefined,
  );
  for await (const item of items as AsyncIterable<{ value: Record<string, unknown> }>) yield item.value;
}

export type ReportClient = ReturnType<typeof createReportClient>;
