import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Language } from './language.ts';

/** What the error handler turns into a 429 envelope with `retryAfter`. */
export class RequestLimitExceeded extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfter: number) {
    super(`too many requests, retry in ${retryAfter} s`);
  }

  messageIn(language: Language): string {
    return language === 'en-US' ? this.message : `请求过于频繁，请 ${this.retryAfter} 秒后重试`;
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
    errorResponseBuilder: (_request, context) =>
      new RequestLimitExceeded(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
