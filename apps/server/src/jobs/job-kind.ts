import { z } from 'zod';

export type JobPayload = Record<string, unknown>;

/**
 * A kind of job and the shape of its payload. The queue checks a payload against it when the job is
 * enqueued, and the runner again before the handler sees it: a stored row may come from an older version,
 * or from a hand in the database.
 */
export interface JobKind<P extends JobPayload> {
  name: string;
  payload: z.ZodType<P>;
}

export const jobKind = <P extends JobPayload>(name: string, payload: z.ZodType<P>): JobKind<P> => ({
  name,
  payload,
});

/** A payload its job kind does not accept: a bug of whoever made it, never worth a retry. */
export class InvalidJobPayload extends Error {}

export function checkedPayload<P extends JobPayload>(kind: JobKind<P>, payload: unknown): P {
  const checked = kind.payload.safeParse(payload);
  if (checked.success) return checked.data;
  throw new InvalidJobPayload(
    `the payload of a ${kind.name} job does not fit its kind: ${z.prettifyError(checked.error)}`,
  );
}

/** The payload of a job that works on one shop. */
export const shopJobPayload = z.object({ shopId: z.string() });
