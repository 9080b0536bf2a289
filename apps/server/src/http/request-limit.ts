import { createRequire } from 'node:module';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Language } from './language.ts';
import { messages } from './messages.ts';

/** The library's own in-memory store, which it does not export by name or type. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => FastifyRateLimitStore;

/** What the error handler turns into a 429 envelope with `retryAfter`. */
export class RequestLimitExceeded extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super(messages.request.tooMany(retryAfter)['en-US']);
  }

  messageIn(language: Language): string {
    return messages.request.tooMany(this.retryAfter)[language];
  }
}

type Incr = FastifyRateLimitStore['incr'];

/**
 * The library's LocalStore answers every request of an address with the same counter object, which the
 * requests after it go on incrementing; the plugin reads the count a microtask later. A burst resumed in
 * one tick (requests that waited on the same session lookup) then read the final count and all 40 of
 * 40 were refused under a limit of 20. This store answers each request with its own count.
 */
class CountPerRequestStore implements FastifyRateLimitStore {
  private readonly local: FastifyRateLimitStore = new LocalStore(false, false, 5000);

  incr(key: string, callback: Parameters<Incr>[1], timeWindow: number, max: number) {
    this.local.incr(key, (error, state) => callback(error, state && { ...state }), timeWindow, max);
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/**
 * Requests per IP and minute, every route (API, web app, assets): a flood from one address slows down
 * only that address. Counted per server instance; the login and code limits are the shared, exact ones.
 */
export async function limitRequestsPerIp(app: FastifyInstance, perMinute: number) {
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    store: CountPerRequestStore,
    errorResponseBuilder: (_request, context) =>
      new RequestLimitExceeded(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
