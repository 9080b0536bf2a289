import pRetry, { AbortError } from 'p-retry';
import type { BotChannel, DELIVERY_FAILURES } from '@termwise/contracts';
import { verdictOf, type OutgoingMessage } from './channels.ts';

/** A platform answer is kept up to this many characters in the delivery log. */
const ANSWER_CHARS = 2000;

export interface SendPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
}

export const DEFAULT_SEND_POLICY: SendPolicy = {
  attempts: 4,
  baseDelayMs: 2000,
  maxDelayMs: 30_000,
  timeoutMs: 15_000,
};

export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

export interface SendResult {
  delivered: boolean;
  attempts: number;
  httpStatus: number | null;
  answer: string | null;
  failureReason: DeliveryFailure | null;
  error: string | null;
}

class Unreachable extends Error {}

class RetryableAnswer extends Error {
  constructor(
    readonly httpStatus: number,
    readonly answer: string,
  ) {
    super(`the platform answered ${httpStatus}: ${answer.slice(0, 200)}`);
  }
}

/**
 * Posts a message, retrying with exponential back-off on network errors, 5xx and the platforms' rate-limit
 * answers; any other refusal (a bad signature, a wrong keyword) is final at once.
 */
export async function sendMessage(
  channel: BotChannel,
  build: () => OutgoingMessage,
  policy: SendPolicy,
  onAttempt: (attempt: number) => Promise<void>,
): Promise<SendResult> {
  let attempts = 0;
  let last: { httpStatus: number | null; answer: string | null } = { httpStatus: null, answer: null };
  try {
    return await pRetry(
      async () => {
        attempts += 1;
        await onAttempt(attempts);
        // Signed anew each attempt: DingTalk and Feishu refuse a timestamp more than an hour old.
        const message = build();
        let response: Response;
        try {
          response = await fetch(message.url, {
            method: 'POST',
            headers: message.headers,
            body: message.body,
            signal: AbortSignal.timeout(policy.timeoutMs),
          });
        } catch (error) {
          last = { httpStatus: null, answer: null };
          throw new Unreachable(
            `could not reach the platform: ${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)}`,
          );
        }
        const answer = (await response.text().catch(() => '')).slice(0, ANSWER_CHARS);
        last = { httpStatus: response.status, answer };
        const verdict = verdictOf(channel, response.status, answer);
        if (verdict === 'retry') throw new RetryableAnswer(response.status, answer);
        if (verdict === 'refused')
          throw new AbortError(
            `the platform refused the message (${response.status}): ${answer.slice(0, 300)}`,
          );
        return {
          delivered: true,
          attempts,
          httpStatus: response.status,
          answer,
          failureReason: null,
          error: null,
        };
      },
      {
        retries: policy.attempts - 1,
        minTimeout: policy.baseDelayMs,
        maxTimeout: policy.maxDelayMs,
        factor: 2,
        randomize: true,
      },
    );
  } catch (error) {
    return {
      delivered: false,
      attempts,
      ...last,
      failureReason: failureOf(error),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function failureOf(error: unknown): DeliveryFailure {
  if (error instanceof Unreachable) return 'unreachable';
  if (error instanceof RetryableAnswer) return 'gaveUp';
  return 'refused';
}
