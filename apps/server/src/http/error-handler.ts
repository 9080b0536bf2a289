import { issueMessage, ResultCode } from '@termwise/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';
import { languageOf, type Language, type Localised } from './language.ts';
import { messages } from './messages.ts';
import { RequestLimitExceeded } from './request-limit.ts';

const JSON_UTF8 = 'application/json; charset=utf-8';

/**
 * Business failures answer HTTP 200 with their result code, as the web client reads codes from the
 * envelope. Protocol failures (bad JSON, wrong content type, oversized body, unknown route) keep their
 * HTTP status so proxies and logs see them, and still answer the envelope. Nothing leaks a stack.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A failure's envelope is not the success shape the route's response schema describes. With a serializer
    // of its own Fastify sets no content type, and a browser shown the answer (a page load past the per-address
    // limit) read its Chinese as Latin-1.
    reply.serializer((payload) => JSON.stringify(payload)).type(JSON_UTF8);
    if (error instanceof AppError) {
      if (error.code === ResultCode.tooManyAttempts) {
        reply.header('retry-after', String((error.data as { retryAfter: number }).retryAfter));
      }
      const language = languageOf(request);
      return reply.status(200).send(failure(error.code, error.messageIn(language), error.dataIn(language)));
    }
    if (error instanceof RequestLimitExceeded) {
      const { retryAfter } = error;
      const msg = error.messageIn(languageOf(request));
      return reply.status(429).send(failure(ResultCode.tooManyAttempts, msg, { retryAfter }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = languageOf(request);
      const issues = validationIssues(error, request, language);
      const first = issues[0];
      const msg = first ? `${first.field}: ${first.message}` : messages.request.invalid[language];
      return reply.status(200).send(failure(ResultCode.validation, msg, { issues }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = protocolMessage(error, languageOf(request));
      return reply.status(status).send(failure(ResultCode.validation, msg));
    }
    request.log.error({ err: error }, 'unexpected error');
    const msg = messages.request.internalError(String(request.id))[languageOf(request)];
    return reply.status(500).send(failure(ResultCode.serverError, msg));
  });
}

const API_PATH = /^\/(v1|auth|route|api)(\/|$)/;
/** A missing hashed asset (a tab opened before a rebuild) is a 404, never index.html under a script's name. */
const ASSET_PATH = /^\/assets\//;

/** Unknown API paths and assets answer the envelope; other GETs get the web app, whose router shows its 404. */
export function registerNotFound(app: FastifyInstance, serveWebApp: boolean) {
  // Unknown paths count against the per-IP limit too, or scanning them would be free.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (
      serveWebApp &&
      request.method === 'GET' &&
      !API_PATH.test(request.url) &&
      !ASSET_PATH.test(request.url)
    )
      return reply.sendFile('index.html');
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const msg = messages.request.noRoute(route)[languageOf(request)];
    return reply.status(404).send(failure(ResultCode.notFound, msg));
  });
}

type ValidationError = FastifyError & {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
  validationContext?: string;
};

/** Each failed check as its field and a message in the caller's language (the schemas' own or Zod's). */
function validationIssues(error: ValidationError, request: FastifyRequest, language: Language) {
  const input = inputOf(request, error.validationContext);
  return error.validation.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const message = issueMessage(
      { ...issue.params, code: issue.keyword, message: issue.message },
      language,
      valueAt(input, path),
    );
    return { field: fieldName(path, issue.params), message };
  });
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const step of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

function fieldName(path: string[], params: unknown): string {
  if (path.length) return path.join('.');
  const missing = (params as { issue?: { path?: unknown[] } } | undefined)?.issue?.path;
  return Array.isArray(missing) && missing.length ? missing.join('.') : 'body';
}

const PROTOCOL_MESSAGES: Record<string, Localised> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.request.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.request.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.request.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.request.emptyJson,
};

/** Fastify's own 4xx texts are English; the ones a client can cause are translated, the rest pass through. */
function protocolMessage(error: FastifyError, language: Language): string {
  return PROTOCOL_MESSAGES[error.code]?.[language] ?? error.message;
}
