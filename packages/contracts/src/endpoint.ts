import { z } from 'zod';

/**
 * One API call, defined once for both sides: the server registers `body` (or `query`) and `response`
 * as its schemas, the web derives its function, path and types from the same object.
 */
export interface Endpoint {
  /** POST unless said otherwise (DESIGN 5). */
  method?: 'GET';
  path: string;
  /** The JSON body of a POST; absent when the call takes none. */
  body?: z.ZodType;
  /** The query string: of a GET, or of an upload. */
  query?: z.ZodType;
  /** A POST whose body is a file of this type, streamed as it is (its parameters go in `query`). */
  upload?: 'text/csv';
  /** `data` of the success envelope. */
  response: z.ZodType;
}

/** What the caller sends: the body's input type (defaults may be left out), or nothing. */
export type EndpointInput<E extends Endpoint> = E extends { body: z.ZodType }
  ? z.input<E['body']>
  : E extends { query: z.ZodType }
    ? z.input<E['query']>
    : undefined;

/** `data` of a successful answer. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** The envelope a successful call answers (DESIGN 5); failures answer the same shape with their code. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), msg: z.string(), data });
}

/** Calls that answer no data answer `null`. */
export const noData = z.null();
