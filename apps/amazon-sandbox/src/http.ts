import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Browsers post the consent form and OAuth clients post the token request form-encoded. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** Ads API v3 requests carry vendor media types such as application/vnd.spCampaign.v3+json. */
export function acceptVendorJson(app: FastifyInstance): void {
  app.addContentTypeParser(/^application\/vnd\.[\w.-]+\+json/, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}

/**
 * Sponsored Products' recommendation operations and the one media type (version) the sandbox serves of each.
 * Their models give errors their own shape, `{code, details}`, in that media type.
 */
export const RECOMMENDATION_MEDIA_TYPES: Record<string, string> = {
  '/sp/targets/bid/recommendations': 'application/vnd.spthemebasedbidrecommendation.v4+json',
  '/sp/targets/keywords/recommendations': 'application/vnd.spkeywordsrecommendation.v4+json',
};

/**
 * Amazon's error body, in the shape of the API the request went to (each model has its own):
 * Sponsored Products v3 `{code, message}` with its code enum (recommendations `{code, details}`), reporting v3 `{code: "<HTTP status>", detail}`,
 * Profiles `{code, details}`, Selling Partner API `{errors: [{code, message}]}` (429: `QuotaExceeded`).
 */
export function sendAdsError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const path = reply.request.url;
  const recommendation = RECOMMENDATION_MEDIA_TYPES[path.split('?')[0] ?? path];
  if (recommendation) return reply.code(status).type(recommendation).send({ code, details: message });
  const body = path.startsWith('/sp/')
    ? { code, message }
    : path.startsWith('/reporting/')
      ? { code: String(status), detail: message }
      : isSellingPartnerApi(path)
        ? { errors: [{ code: status === 429 ? 'QuotaExceeded' : code, message }] }
        : { code, details: message };
  return reply.code(status).type('application/json').send(body);
}

/**
 * Selling Partner API paths, served or not: `/<api>[/<section>]/<version>/…` (`/catalog/2022-04-01/`,
 * `/reports/2021-06-30/`, `/sellers/v1/`, `/fba/inbound/v0/`). LWA token in x-amz-access-token, `{errors}`
 * bodies. The Ads API's paths (`/v2/`, `/sp/`, `/reporting/`) never have this shape.
 */
export function isSellingPartnerApi(path: string): boolean {
  return /^\/[a-z]+(\/[a-z]+)?\/(v\d+|\d{4}-\d{2}-\d{2})(\/|$)/i.test(path);
}

/**
 * JSON bodies, and none at all when a request says JSON but sends nothing (a DELETE from a generated
 * client): Amazon accepts it, where the framework's own parser answers 400 before the route.
 */
export function acceptEmptyJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}

/** Where clients reach the sandbox: the configured public URL, else the address this request came to. */
export function publicUrlOf(request: FastifyRequest, configured: string | undefined): string {
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

export function stringField(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Media types compare case-insensitively; parameters such as charset are ignored. */
export function hasMediaType(request: FastifyRequest, mediaType: string): boolean {
  const sent = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return sent === mediaType.toLowerCase();
}
