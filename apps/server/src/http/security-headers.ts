import { ResultCode } from '@termwise/contracts';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { failure } from './envelope.ts';
import { inBothLanguages, messages } from './messages.ts';

/**
 * No inline or foreign script anywhere; styles may be inline (antd and ECharts set them at run time);
 * product images come from Amazon's (or the sandbox's) image hosts; `/iframe-page` embeds https pages.
 * Nobody may frame Termwise.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ['https:'],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: web app, assets, API, docs, errors. Helmet itself, built once:
 * @fastify/helmet built it (and parsed the policy) again on every request, a tenth of a light call's time.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain HTTP a browser ignores HSTS; it is sent only when the request came over HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Helmet 8 throws a bad option when built; it calls back with no error.
    setHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * Errors Node's HTTP parser meets before Fastify has a request (oversized headers, malformed request
 * lines, timeouts) still answer the envelope.
 */
export function answerClientErrors(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  // No request was read, so no Accept-Language either: the envelope carries both languages.
  const message = inBothLanguages(
    status === 431
      ? messages.request.headersTooLarge
      : status === 408
        ? messages.request.timedOut
        : messages.request.malformed,
  );
  const body = JSON.stringify(failure(ResultCode.validation, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
