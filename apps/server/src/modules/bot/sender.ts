import pRetry, { AbortError } from 'p-retry';
import type { BotChannel, DELIVERY_FAILURES, STATUS_CLASSES } from '@termwise/contracts';
import type { OutboundClient } from '../../http/outbound.ts';
import { platformCodeOf, verdictOf, type OutgoingMessage } from './channels.ts';

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

/**
 * What a person is told of a send: delivered or not, the receiver's status and a named platform's result
 * code. Never the receiver's words, and the same "unreachable" whether nothing listens, something
 * refuses the connection, or the address is not one a user may reach.
 */
export interface SendResult {
  delivered: boolean;
  attempts: number;
  httpStatus: number | null;
  platformCode: number | null;
  failureReason: DeliveryFailure | null;
  /** Built here from the status and code alone, for the server's own log. */
  error: string | null;
}

class Unreachable extends Error {
  constructor() {
    super('the receiver could not be reached, or its address is not a public one');
  }
}

class RetryableAnswer extends Error {}

/** `4xx` for 404: a final HTTP status is 2xx to 5xx. */
export function statusClassOf(httpStatus: number | null) {
  return httpStatus === null
    ? null
    : (`${Math.floor(httpStatus / 100)}xx` as (typeof STATUS_CLASSES)[number]);
}

/** `4xx`, and the platform's code when it gave one: all a person needs to know why, nothing the receiver said. */
export function statusDetail(httpStatus: number | null, platformCode: number | null): string {
  const statusClass = statusClassOf(httpStatus);
  if (statusClass === null) return '';
  return platformCode === null ? statusClass : `${statusClass}, code ${platformCode}`;
}

/**
 * Posts a message through the guarded client, retrying with exponential back-off on network errors, 5xx and
 * the platforms' rate-limit answers; any other refusal (a bad signature, a wrong keyword, a redirect) is
 * final at once.
 */
export async function sendMessage(
  client: OutboundClient,
  channel: BotChannel,
  build: () => OutgoingMessage,
  policy: SendPolicy,
  onAttempt: (attempt: number) => Promise<void>,
): Promise<SendResult> {
  let attempts = 0;
  let last: { httpStatus: number | null; platformCode: number | null } = {
    httpStatus: null,
    platformCode: null,
  };
  try {
    return await pRetry(
      async () => {
        attempts += 1;
        await onAttempt(attempts);
        // Signed anew each attempt: DingTalk and Feishu refuse a timestamp more than an hour old.
        const message = build();
        const answer = await client
          .send(message.url, {
            method: 'POST',
            headers: message.headers,
            body: message.body,
            timeoutMs: policy.timeoutMs,
          })
          .catch(() => {
            last = { httpStatus: null, platformCode: null };
            throw new Unreachable();
          });
        last = { httpStatus: answer.status, platformCode: platformCodeOf(channel, answer.head) };
        const verdict = verdictOf(channel, answer.status, answer.head);
        const detail = statusDetail(last.httpStatus, last.platformCode);
        if (verdict === 'retry') throw new RetryableAnswer(`the receiver stayed busy (${detail})`);
        if (verdict === 'refused') throw new AbortError(`the receiver refused the message (${detail})`);
        return { delivered: true, attempts, ...last, failureReason: null, error: null };
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
