import type { FailureCode, FailureReason } from '@termwise/contracts';

export type { FailureReason } from '@termwise/contracts';

export const failureOf = (code: FailureCode, params: FailureReason['params'] = {}): FailureReason => ({
  code,
  params,
});

/**
 * An error that knows the reason a seller reads: whoever stores the failure (a negation, a log entry, a
 * job) stores this code beside the English message, and each screen renders it in its reader's language.
 */
export class Failure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The reason of any error: its own, that of the error it wraps, else "unexpected" with its message. */
export function reasonOf(error: unknown): FailureReason {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof Failure) return current.reason;
  }
  return failureOf('unexpected', { detail: messageOf(error) });
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
