import { setTimeout as sleep } from 'node:timers/promises';
import pRetry from 'p-retry';
import { Failure, failureOf, type FailureReason } from '../../http/failure.ts';

/**
 * A failed Amazon call. The message names the call and Amazon's answer, never a token or secret; the
 * reason says as much to the seller: refused authorization, no answer, or Amazon's error.
 */
export class AmazonApiError extends Failure {
  constructor(
    readonly status: number,
    message: string,
    /** Amazon's error code (`THROTTLED`, `invalid_grant`, ...), when it sent one. */
    readonly amazonCode?: string,
    /** Amazon's x-amzn-RequestId: its support asks for it about any failed call. */
    readonly requestId?: string,
    reason?: FailureReason,
  ) {
    super(reason ?? amazonReason(status, message, amazonCode), message);
    this.name = 'AmazonApiError';
  }
}

function amazonReason(status: number, message: string, amazonCode: string | undefined): FailureReason {
  if (amazonCode === 'invalid_grant') return failureOf('amazonAuthorization');
  if (status === 0) return failureOf('amazonUnreachable', { detail: message });
  return failureOf('amazonAnswered', { status, detail: message });
}

/** LWA refused the refresh token (revoked, expired, or issued to another client): only a new consent helps. */
export function isAuthorizationRefused(error: unknown): error is AmazonApiError {
  return error instanceof AmazonApiError && error.amazonCode === 'invalid_grant';
}

export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
  /** How long a call may go on being throttled (429 with Retry-After, which spends no attempt) before it fails. */
  maxThrottledMs?: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 500,
  maxDelayMs: 30_000,
  timeoutMs: 30_000,
  maxThrottledMs: 600_000,
};

const isRetryable = (status: number) => status === 429 || status >= 500;

/** A retryable answer (429, 5xx): carries how long Amazon asked us to wait. */
class RetryableAnswer extends Error {
  constructor(
    readonly waitMs: number,
    /** A 429 that said when to come back: Amazon pacing us, not failing. */
    readonly paced: boolean,
  ) {
    super('retryable answer');
  }
}

/**
 * fetch with Amazon's retry etiquette (p-retry): 429, 5xx, network errors and time-outs are retried with
 * exponential back-off and jitter, waiting at least what Retry-After asks for. Other answers, including
 * errors, are returned for the caller to judge; after the last attempt, the last answer is. The time-out
 * covers connecting and the answer's headers only: the body is guarded by the HTTP client's idle
 * time-out between bytes, so a long body is never cut for being long.
 */
export function fetchWithRetry(
  url: string,
  init: RequestInit,
  policy: RetryPolicy = DEFAULT_RETRY,
): Promise<Response> {
  const started = performance.now();
  return pRetry(
    async (attempt) => {
      let response: Response;
      const headers = new AbortController();
      const timer = setTimeout(
        () => headers.abort(new DOMException('timed out', 'TimeoutError')),
        policy.timeoutMs,
      );
      try {
        response = await fetch(url, { ...init, signal: headers.signal });
      } catch (error) {
        throw new AmazonApiError(0, `${describeCall(url, init)} failed: ${causeOf(error)}`);
      } finally {
        clearTimeout(timer);
      }
      const paced = response.status === 429 && response.headers.has('retry-after');
      if (!isRetryable(response.status) || (attempt >= policy.attempts && !paced)) return response;
      const throttledFor = policy.maxThrottledMs ?? DEFAULT_RETRY.maxThrottledMs ?? 0;
      if (paced && performance.now() - started > throttledFor) return response;
      await response.body?.cancel();
      throw new RetryableAnswer(retryAfterMs(response.headers.get('retry-after')), paced);
    },
    {
      retries: policy.attempts - 1,
      minTimeout: policy.baseDelayMs,
      maxTimeout: policy.maxDelayMs,
      randomize: true,
      onFailedAttempt: async ({ error }) => {
        if (!(error instanceof RetryableAnswer)) return;
        // p-retry adds no back-off to a retry that consumes no attempt: a `Retry-After: 0` must not spin.
        const waitMs = error.paced ? Math.max(error.waitMs, policy.baseDelayMs) : error.waitMs;
        if (waitMs > 0) await sleep(waitMs);
      },
      // Throttling with Retry-After is Amazon pacing the client (its limits are per second): waiting as
      // asked spends no attempt, so a busy sync is slowed, never failed; `maxThrottledMs` bounds it.
      shouldConsumeRetry: ({ error }) => !(error instanceof RetryableAnswer && error.paced),
    },
  );
}

/** Reads an error answer into an AmazonApiError; Amazon's bodies carry a code and a human message. */
export async function errorFrom(response: Response, url: string, init: RequestInit): Promise<AmazonApiError> {
  const text = await response.text().catch(() => '');
  let code: string | undefined;
  let detail = text.slice(0, 300);
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    code = stringOf(body.code) ?? stringOf(body.error);
    detail =
      stringOf(body.details) ??
      stringOf(body.detail) ??
      stringOf(body.message) ??
      stringOf(body.error_description) ??
      detail;
  } catch {
    // Not JSON (an HTML error page, an S3 XML error): the start of the text says enough.
  }
  const requestId = response.headers.get('x-amzn-requestid') ?? undefined;
  return new AmazonApiError(
    response.status,
    `${describeCall(url, init)} answered ${response.status}${code ? ` ${code}` : ''}: ${detail}${requestId ? ` (x-amzn-RequestId ${requestId})` : ''}`,
    code,
    requestId,
  );
}

/** Milliseconds a Retry-After header (seconds or an HTTP date) asks to wait. */
export function retryAfterMs(header: string | null | undefined): number {
  if (!header) return 0;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - Date.now());
}

/** Method and path only: query strings may hold codes, and report download URLs are pre-signed. */
export function describeCall(url: string, init: RequestInit): string {
  return `${init.method ?? 'GET'} ${new URL(url).pathname}`;
}

export function causeOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  return error instanceof Error ? error.message : String(error);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
