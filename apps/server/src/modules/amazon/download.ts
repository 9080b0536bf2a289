import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import pRetry, { AbortError } from 'p-retry';
import { Agent, request } from 'undici';
import { AmazonApiError, causeOf, retryAfterMs } from './http.ts';

/** Where a file can be downloaded now: a pre-signed URL, until when it works, and the size Amazon announced. */
export interface DownloadLocation {
  url: string;
  /** Epoch ms after which the URL no longer works (Amazon's `urlExpiresAt`). */
  expiresAt?: number;
  /** Bytes Amazon announced (`fileSize`); a download of another size is cut and is fetched again. */
  size?: number;
}

export interface DownloadPolicy {
  connectTimeoutMs: number;
  /** Longest silence between two pieces of the answer; a body as a whole has no time limit. */
  idleTimeoutMs: number;
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A URL this close to its expiry is asked for again before a download starts on it. */
  expiryMarginMs: number;
}

export const DEFAULT_DOWNLOAD: DownloadPolicy = {
  connectTimeoutMs: 30_000,
  idleTimeoutMs: 120_000,
  attempts: 6,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  expiryMarginMs: 5_000,
};

const agents = new Map<string, Agent>();
function agentFor(policy: DownloadPolicy): Agent {
  const key = `${policy.connectTimeoutMs}:${policy.idleTimeoutMs}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({
      connect: { timeout: policy.connectTimeoutMs },
      headersTimeout: policy.idleTimeoutMs,
      bodyTimeout: policy.idleTimeoutMs,
    });
    agents.set(key, agent);
  }
  return agent;
}

class RetryableDownload extends Error {
  constructor(
    message: string,
    readonly waitMs = 0,
  ) {
    super(message);
  }
}

/**
 * Downloads a (large) file to `path` at network speed, so nothing downstream holds the connection open.
 * A cut or short download starts again from the beginning; a URL that has expired, or expires before
 * the next attempt, is asked for again through `locate` (the report's status). Answers the bytes written.
 */
export async function downloadToFile(
  locate: () => Promise<DownloadLocation>,
  path: string,
  options: { policy?: DownloadPolicy; signal?: AbortSignal } = {},
): Promise<number> {
  const policy = options.policy ?? DEFAULT_DOWNLOAD;
  let location = await locate();
  const expired = () =>
    location.expiresAt !== undefined && Date.now() > location.expiresAt - policy.expiryMarginMs;
  return pRetry(
    async () => {
      if (expired()) location = await locate();
      return fetchOnce(location, path, policy, options.signal);
    },
    {
      retries: policy.attempts - 1,
      minTimeout: policy.baseDelayMs,
      maxTimeout: policy.maxDelayMs,
      randomize: true,
      signal: options.signal,
      onFailedAttempt: async ({ error }) => {
        // A refused URL that has expired meanwhile is the expiry, not a failure: ask for a fresh one.
        if (expired()) location = await locate();
        if (error instanceof RetryableDownload && error.waitMs > 0)
          await new Promise((resolve) => setTimeout(resolve, error.waitMs));
      },
    },
  );
}

async function fetchOnce(
  location: DownloadLocation,
  path: string,
  policy: DownloadPolicy,
  signal?: AbortSignal,
): Promise<number> {
  const call = `GET ${new URL(location.url).pathname}`;
  let answer: Awaited<ReturnType<typeof request>>;
  try {
    answer = await request(location.url, { dispatcher: agentFor(policy), signal });
  } catch (error) {
    throw new RetryableDownload(`${call} failed: ${causeOf(error)}`);
  }
  const { statusCode, body } = answer;
  if (statusCode !== 200) {
    const text = (await body.text().catch(() => '')).slice(0, 300);
    const message = `${call} answered ${statusCode}: ${text}`;
    // 403 is how S3 refuses an expired pre-signed URL; the retry asks for a new one when it has expired.
    if (statusCode === 429 || statusCode >= 500 || statusCode === 403) {
      throw new RetryableDownload(message, retryAfterMs(headerOf(answer.headers['retry-after'])));
    }
    throw new AbortError(new AmazonApiError(statusCode, message));
  }
  try {
    await pipeline(body, createWriteStream(path), { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RetryableDownload(`${call} was cut: ${causeOf(error)}`);
  }
  const { size } = await stat(path);
  if (location.size !== undefined && size !== location.size) {
    throw new RetryableDownload(`${call} ended after ${size} of ${location.size} bytes`);
  }
  return size;
}

const headerOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
