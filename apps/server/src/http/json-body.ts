import type { FastifyInstance } from 'fastify';

/**
 * The web client sends `Content-Type: application/json` on every call (SPEC section 7), also on calls
 * without a body; an empty JSON body therefore reads as no body instead of failing the request.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  // Fastify's own parser (secure-json-parse) refuses __proto__ and constructor.prototype keys outright.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
