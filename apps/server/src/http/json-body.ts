import type { FastifyInstance } from 'fastify';

/**
 * The web client sends `Content-Type: application/json` on every call (SPEC section 7), also on calls
 * without a body; an empty JSON body therefore reads as no body instead of failing the request.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('malformed JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      );
    }
  });
}
