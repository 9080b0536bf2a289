import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGunzip } from 'node:zlib';
import type { AdsClient, ProfileScope } from './ads-client.ts';
import { DEFAULT_DOWNLOAD, downloadToFile, type DownloadLocation, type DownloadPolicy } from './download.ts';
import { AmazonApiError } from './http.ts';
import { REPORT_MEDIA_TYPE } from './sp-resources.ts';

export type ReportTypeId = 'spSearchTerm' | 'spTargeting' | 'spAdvertisedProduct';

const METRICS = ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d'];

/** Every report row is about a day in an ad group. */
const AD_GROUP_DAY = ['date', 'campaignId', 'adGroupId'];
/** The keyword or target that the search-term and targeting reports' rows are also about. */
const TARGETED_DAY = [...AD_GROUP_DAY, 'keywordId', 'keyword'];

/** The columns Termwise stores from each report type (Amazon's v3 names). */
export const REPORT_TYPES: Record<ReportTypeId, { groupBy: string; columns: string[] }> = {
  spSearchTerm: {
    groupBy: 'searchTerm',
    columns: [
      ...TARGETED_DAY,
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
      ...TARGETED_DAY,
      'targeting',
      'matchType',
      'keywordType',
      ...METRICS,
      'topOfSearchImpressionShare',
    ],
  },
  spAdvertisedProduct: {
    groupBy: 'advertiser',
    columns: [...AD_GROUP_DAY, 'adId', 'advertisedAsin', 'advertisedSku', ...METRICS, 'unitsSoldClicks7d'],
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
          const detail = report.failureReason ?? 'no reason given';
          throw new AmazonApiError(502, `report ${reportId} failed: ${detail}`, undefined, undefined, {
            code: 'reportFailed',
            params: { detail },
          });
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

/** Gunzipped text read at a time: each read's complete rows are parsed in one `JSON.parse`. */
const READ_CHUNK = 256 * 1024;

/**
 * A downloaded report's rows, a batch at a time, gunzipped and parsed as they are read from the file.
 * A report is one JSON array of flat row objects. Tokenizing it in JavaScript (stream-json) parsed about
 * 60,000 rows/s, a third of a second per 20,000 rows; V8's own `JSON.parse` is several times faster, so
 * the rows that a read completes are parsed in one call: the text up to a `}` is wrapped in brackets and
 * parsed. A `}` inside a string or inside a nested value never ends a text that parses (JSON cannot end
 * inside a string or with a bracket open), so on a failure the `}` before it is tried.
 */
export async function* reportFileBatches(
  path: string,
  shape: ReportShape = ROW_ARRAY,
  /** Hears each piece of the (gzipped) file as it is read: progress through a large file. */
  onBytes?: (bytes: number) => void,
): AsyncGenerator<Record<string, unknown>[]> {
  const BEFORE_FIRST = shape.opening;
  const file = createReadStream(path);
  if (onBytes) file.on('data', (piece) => onBytes(piece.length));
  const gunzip = createGunzip({ chunkSize: READ_CHUNK });
  // Not pipe(): a read error (a file gone, a disk failing) would go unheard there and end the process. Here
  // it ends the rows with it, and leaving the rows early closes the file.
  pipeline(file, gunzip, () => undefined);
  const text = gunzip.setEncoding('utf8');
  let pending = '';
  /** What must come before the next row: the array's `[`, then a `,` after each row. */
  let opening: RegExp | undefined = BEFORE_FIRST;
  for await (const chunk of text as AsyncIterable<string>) {
    pending += chunk;
    if (opening) {
      const found = opening.exec(pending);
      if (!found) {
        if (!/\S/.test(pending)) continue;
        if (opening === BEFORE_FIRST) throw new ReportFormatError(path);
        // No comma after a row: the array's end, checked once the file is read.
        opening = undefined;
        continue;
      }
      pending = pending.slice(found[0].length);
      opening = undefined;
    }
    const parsed = completeRows(pending);
    if (!parsed) {
      if (pending.length > MAX_ROW_TEXT) throw new ReportFormatError(path);
      continue;
    }
    pending = pending.slice(parsed.end);
    opening = AFTER_ROW;
    yield parsed.rows;
  }
  if (opening === BEFORE_FIRST || !shape.closing.test(pending)) throw new ReportFormatError(path);
}

/** Where a report's array of rows starts and what follows its end. */
export interface ReportShape {
  opening: RegExp;
  closing: RegExp;
}

/** Ads API v3 reports: the file is the array. */
const ROW_ARRAY: ReportShape = { opening: /^\s*\[/, closing: /^\s*\]\s*$/ };
const AFTER_ROW = /^\s*,/;
/** Text without a complete row in it beyond this is not a report of small rows. */
const MAX_ROW_TEXT = 8 * 1024 * 1024;

/** The complete rows at the start of `text` (rows separated by commas), and where they end. */
function completeRows(text: string): { rows: Record<string, unknown>[]; end: number } | undefined {
  for (let end = text.lastIndexOf('}'); end >= 0; end = end ? text.lastIndexOf('}', end - 1) : -1) {
    try {
      return { rows: JSON.parse(`[${text.slice(0, end + 1)}]`) as Record<string, unknown>[], end: end + 1 };
    } catch {
      // That `}` closes a nested value or sits in a string: try the one before.
    }
  }
  return undefined;
}

export class ReportFormatError extends Error {
  constructor(path: string) {
    super(`report file ${path} is not a JSON array of rows`);
  }
}

/** A downloaded report's rows, one at a time. */
export async function* reportFileRows(path: string): AsyncGenerator<Record<string, unknown>> {
  for await (const rows of reportFileBatches(path)) yield* rows;
}

export type ReportClient = ReturnType<typeof createReportClient>;
