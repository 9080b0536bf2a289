import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Checks the sandbox's answers (and the requests that led to them) against Amazon's published OpenAPI
 * models, vendored in ./amazon-models (see its README). One recorded request/answer pair is an Exchange.
 */

export interface Exchange {
  method: string;
  path: string;
  /** The query string's parameters as the server parsed them (a repeated one is a list). */
  query: Record<string, string | string[] | undefined>;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: unknown;
  status: number;
  responseHeaders: Record<string, unknown>;
  /** The answer's text; undefined when it was streamed (report files, images). */
  responseBody: string | undefined;
  /** Answered by the fault injector: a deliberate deviation, never checked. */
  injected: boolean;
}

/** OpenAPI 3 and Swagger 2 (the SP-API models) alike; the fields of either are optional here. */
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
  consumes?: string[];
  produces?: string[];
}
interface Parameter {
  $ref?: string;
  in: string;
  name: string;
  required?: boolean;
  /** OpenAPI 3: the value's schema, and whether a list comes as repeated parameters (the default) or one csv. */
  schema?: { type?: string };
  explode?: boolean;
  /** Swagger 2: the value's schema is the parameter itself; a list is one csv unless `multi`. */
  type?: string;
  collectionFormat?: string;
}
interface Response {
  $ref?: string;
  content?: Record<string, unknown>;
  schema?: unknown;
  headers?: Record<string, { required?: boolean }>;
}
interface Model {
  swagger?: string;
  info: { title: string };
  consumes?: string[];
  produces?: string[];
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
}

/** Where a body's schema sits for each media type a request or answer may have. */
interface BodySpec {
  mediaTypes: string[];
  pointer: (mediaType: string) => string;
}

/** A model and the prefix its paths have on Amazon's hosts (Profiles is documented at /v2/profiles). */
const MODELS: { file: string; prefix: string }[] = [
  { file: 'sponsored-products-v3.json', prefix: '' },
  { file: 'reporting-v3.json', prefix: '' },
  { file: 'profiles.json', prefix: '/v2' },
  { file: 'reports-2021-06-30.json', prefix: '' },
  { file: 'catalog-items-2022-04-01.json', prefix: '' },
  { file: 'sellers-v1.json', prefix: '' },
];

/**
 * Where Amazon's documentation and its model disagree, the sandbox follows the documentation:
 * - Profiles: the model marks Amazon-Advertising-API-Scope required on GET /v2/profiles, but the
 *   documentation lists profiles with the access token and client id alone (the scope is a profile id,
 *   which a client learns from this very call).
 */
const DOCUMENTED_OPTIONAL_HEADERS: Record<string, string[]> = {
  'GET /v2/profiles': ['amazon-advertising-api-scope'],
};

/**
 * Query parameters no model defines that the sandbox reads, each a stand-in for something Amazon does
 * differently (README, "What the sandbox does not do"):
 * - `region` on GET /v2/profiles: Amazon answers each region's profiles on that region's host; the sandbox
 *   serves every region on one origin, and Termwise's client sends `region` only in sandbox mode.
 */
const SANDBOX_QUERY_PARAMETERS: Record<string, string[]> = {
  'GET /v2/profiles': ['region'],
};

/**
 * Routes the sandbox serves that no vendored model describes, each with where its contract comes from.
 * Their answers are covered by the sandbox's own tests.
 */
export const UNMODELLED_ROUTES: Record<string, string> = {
  'GET /ap/oa': 'Login with Amazon consent page (LWA documentation; no OpenAPI model)',
  'POST /ap/oa/consent': "the sandbox consent page's own form",
  'POST /auth/o2/token': 'Login with Amazon token endpoint (LWA documentation, RFC 6749; no OpenAPI model)',
  'GET /v2/profiles/{profileId}': 'documented in the Ads API reference, absent from the published Profiles model',
  'GET /reporting/downloads/{file}': "the report's pre-signed S3 URL (Amazon S3, not the Ads API)",
  'GET /sellercentral/apps/authorize/consent': "Seller Central's website authorization page (SP-API documentation)",
  'POST /sellercentral/apps/authorize/confirm': "the sandbox Seller Central page's own form",
  'GET /sp-reports/documents/{file}': "an SP-API report document's pre-signed URL (Amazon S3)",
  'GET /images/{file}': "product images (Amazon's media host)",
  'POST /__sandbox/faults': 'the sandbox fault injector (test control, not Amazon)',
  'GET /rank-feed/v1/ranks': "a rank tracker's keyword positions (Helium 10 / SellerSprite stand-in, not Amazon)",
};

const MODEL_DIR = new URL('./amazon-models/', import.meta.url);

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
  /** The operation's parameters and its path's, resolved. */
  parameters: Parameter[];
  model: Model;
  schemaId: string;
  pointer: string;
}

function loadRoutes(ajv: Ajv): Route[] {
  return MODELS.flatMap(({ file, prefix }) => {
    const model = JSON.parse(readFileSync(new URL(file, MODEL_DIR), 'utf8')) as Model;
    const schemaId = `amazon-models/${file}`;
    ajv.addSchema(model as object, schemaId);
    return Object.entries(model.paths).flatMap(([path, methods]) =>
      Object.entries(methods).filter(([method]) => method !== 'parameters').map(([method, operation]) => ({
        method: method.toUpperCase(),
        template: prefix + path,
        pattern: new RegExp(`^${(prefix + path).replace(/\{[^}]+\}/g, '[^/]+')}$`),
        operation: operation as Operation,
        parameters: [...(methods.parameters ?? []), ...((operation as Operation).parameters ?? [])].map((parameter) =>
          resolve<Parameter>(model, parameter),
        ),
        model,
        schemaId,
        pointer: `/paths/${escapePointer(path)}/${method}`,
      })),
    );
  });
}

export interface Conformance {
  /** Problems with one exchange, as sentences; empty when it conforms. `checkRequest: false` for deliberately bad requests. */
  check(exchange: Exchange, options?: { checkRequest?: boolean }): string[];
  /** The model route (`METHOD /template`) an exchange belongs to, or undefined when no model describes it. */
  routeOf(exchange: Pick<Exchange, 'method' | 'path'>): string | undefined;
  /** Every route the vendored models describe. */
  modelledRoutes(): string[];
}

export function createConformance(): Conformance {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own numeric formats: no constraint a JSON value needs checking for here.
  for (const format of ['int32', 'int64', 'float', 'double']) ajv.addFormat(format, true);
  const routes = loadRoutes(ajv);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (route: Route, pointer: string) => {
    const ref = `${route.schemaId}#${pointer}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  };
  // Query values are text: a number or boolean parameter is checked as the text a server would convert.
  const queryAjv = new Ajv({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(queryAjv);
  const queryValidators = new Map<string, ValidateFunction>();
  const queryValidator = (route: Route, parameter: Parameter) => {
    const key = `${route.method} ${route.template} ${parameter.name}`;
    let validate = queryValidators.get(key);
    if (!validate) {
      validate = queryAjv.compile({ type: 'object', properties: { value: parameterSchema(route, parameter) } });
      queryValidators.set(key, validate);
    }
    return validate;
  };
  const find = (exchange: Pick<Exchange, 'method' | 'path'>) =>
    routes.find((route) => route.method === exchange.method && route.pattern.test(exchange.path));

  return {
    routeOf: (exchange) => {
      const route = find(exchange);
      return route && `${route.method} ${route.template}`;
    },
    modelledRoutes: () => routes.map((route) => `${route.method} ${route.template}`),
    check(exchange, options = {}) {
      const route = find(exchange);
      if (!route) return [`${exchange.method} ${exchange.path} is in no vendored model`];
      const name = `${exchange.method} ${exchange.path} (${route.model.info.title}) ${exchange.status}`;
      const problems: string[] = [];
      if (options.checkRequest !== false) {
        problems.push(...requestProblems(route, exchange, validatorAt), ...queryProblems(route, exchange, queryValidator));
      }
      problems.push(...responseProblems(route, exchange, validatorAt));
      return problems.map((problem) => `${name}: ${problem}`);
    },
  };
}

function requestProblems(route: Route, exchange: Exchange, validatorAt: (route: Route, pointer: string) => ValidateFunction): string[] {
  const problems: string[] = [];
  const optional = DOCUMENTED_OPTIONAL_HEADERS[`${route.method} ${route.template}`] ?? [];
  for (const parameter of route.parameters) {
    const header = parameter.name.toLowerCase();
    if (parameter.in !== 'header' || !parameter.required || optional.includes(header)) continue;
    if (exchange.requestHeaders[header] === undefined) problems.push(`request lacks the required header ${parameter.name}`);
  }
  const body = requestBodyOf(route);
  // A throttled call is refused before its body is read, as Amazon's limiter does.
  if (!body || exchange.status === 429) return problems;
  const mediaType = declaredMediaType(body.mediaTypes, exchange.requestHeaders['content-type']);
  if (!mediaType) {
    return [...problems, `request Content-Type ${String(exchange.requestHeaders['content-type'])} is not one of ${body.mediaTypes.join(', ')}`];
  }
  const validate = validatorAt(route, body.pointer(mediaType));
  if (!validate(exchange.requestBody)) problems.push(`request body: ${ajvErrors(validate)}`);
  return problems;
}

/** Every query parameter is one the model defines, with a value its schema allows; the required ones are there. */
function queryProblems(route: Route, exchange: Exchange, validatorOf: (route: Route, parameter: Parameter) => ValidateFunction): string[] {
  const problems: string[] = [];
  const declared = new Map(route.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter]));
  const extensions = SANDBOX_QUERY_PARAMETERS[`${route.method} ${route.template}`] ?? [];
  for (const [name, value] of Object.entries(exchange.query)) {
    const parameter = declared.get(name);
    if (!parameter) {
      if (!extensions.includes(name)) problems.push(`query parameter ${name} is not in the model`);
      continue;
    }
    const validate = validatorOf(route, parameter);
    if (!validate({ value: queryValue(route, parameter, value) })) problems.push(`query parameter ${name}: ${ajvErrors(validate)}`);
  }
  for (const parameter of declared.values()) {
    if (parameter.required && exchange.query[parameter.name] === undefined) problems.push(`request lacks the required query parameter ${parameter.name}`);
  }
  return problems;
}

/** A query parameter's schema: OpenAPI 3 gives it apart, Swagger 2 spreads it over the parameter. */
function parameterSchema(route: Route, parameter: Parameter): object {
  if (route.model.swagger === undefined) return parameter.schema ?? {};
  const { name: _name, in: _in, required: _required, collectionFormat: _format, ...schema } = parameter;
  return schema;
}

/** The value a query string gives a parameter: a list is split as the model's serialisation says. */
function queryValue(route: Route, parameter: Parameter, value: string | string[] | undefined): unknown {
  const type = route.model.swagger === undefined ? parameter.schema?.type : parameter.type;
  if (type !== 'array') return value;
  const csv = route.model.swagger === undefined ? parameter.explode === false : parameter.collectionFormat !== 'multi';
  return [value ?? []].flat().flatMap((part) => (csv ? part.split(',') : [part]));
}

function requestBodyOf(route: Route): BodySpec | undefined {
  const { operation, model, pointer } = route;
  if (operation.requestBody) {
    return {
      mediaTypes: Object.keys(operation.requestBody.content),
      pointer: (mediaType) => `${pointer}/requestBody/content/${escapePointer(mediaType)}/schema`,
    };
  }
  const index = (operation.parameters ?? []).findIndex((parameter) => parameter.in === 'body');
  if (index < 0) return undefined;
  return { mediaTypes: operation.consumes ?? model.consumes ?? [], pointer: () => `${pointer}/parameters/${index}/schema` };
}

function responseBodyOf(route: Route, response: Response, responsePointer: string): BodySpec | undefined {
  if (response.content) {
    return {
      mediaTypes: Object.keys(response.content),
      pointer: (mediaType) => `${responsePointer}/content/${escapePointer(mediaType)}/schema`,
    };
  }
  if (!response.schema) return undefined;
  return { mediaTypes: route.operation.produces ?? route.model.produces ?? [], pointer: () => `${responsePointer}/schema` };
}

function responseProblems(route: Route, exchange: Exchange, validatorAt: (route: Route, pointer: string) => ValidateFunction): string[] {
  const status = String(exchange.status);
  const declared = route.operation.responses[status] ?? route.operation.responses.default;
  if (!declared) return [`status ${status} is not among the documented ${Object.keys(route.operation.responses).join(', ')}`];
  const problems: string[] = [];
  const response = resolve<Response>(route.model, declared);
  const responsePointer = declared.$ref
    ? declared.$ref.slice(1)
    : `${route.pointer}/responses/${route.operation.responses[status] ? status : 'default'}`;
  // The Selling Partner API's models list the headers every answer carries (x-amzn-RateLimit-Limit,
  // x-amzn-RequestId) without marking them required; its documentation says each answer has them.
  const sellingPartnerApi = route.model.swagger !== undefined;
  for (const [header, spec] of Object.entries(response.headers ?? {})) {
    const expected = spec.required || sellingPartnerApi;
    if (expected && exchange.responseHeaders[header.toLowerCase()] === undefined) problems.push(`answer lacks the header ${header}`);
  }
  // Amazon's rate-limiting documentation: every 429 says when to come back.
  if (status === '429' && exchange.responseHeaders['retry-after'] === undefined) problems.push('429 without Retry-After');
  const body = responseBodyOf(route, response, responsePointer);
  if (!body) return problems;
  const mediaType = declaredMediaType(body.mediaTypes, exchange.responseHeaders['content-type']);
  if (!mediaType) {
    return [...problems, `answer Content-Type ${String(exchange.responseHeaders['content-type'])} is not one of ${body.mediaTypes.join(', ')}`];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(exchange.responseBody ?? '');
  } catch {
    return [...problems, 'answer body is not JSON'];
  }
  const validate = validatorAt(route, body.pointer(mediaType));
  if (!validate(parsed)) problems.push(`answer body: ${ajvErrors(validate)}`);
  return problems;
}

/** Records every request the sandbox answers. Call before the app listens. */
export function recordExchanges(app: FastifyInstance): Exchange[] {
  const exchanges: Exchange[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    exchanges.push({
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      query: { ...(request.query as Exchange['query']) },
      requestHeaders: { ...request.headers },
      requestBody: request.body,
      status: reply.statusCode,
      responseHeaders: Object.fromEntries(Object.entries(reply.getHeaders()).map(([key, value]) => [key.toLowerCase(), value])),
      responseBody: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined,
      injected: reply.getHeader('x-sandbox-fault') !== undefined,
    });
    return payload;
  });
  return exchanges;
}

/** Follows a local $ref (`#/components/parameters/X`, `#/definitions/X`, ...). */
function resolve<T>(model: Model, value: T & { $ref?: string }): T {
  if (!value.$ref) return value;
  return value.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], model) as T;
}

/** The model's media type a Content-Type header names (media types compare case-insensitively, parameters aside). */
function declaredMediaType(mediaTypes: string[], header: unknown): string | undefined {
  const sent = typeof header === 'string' ? header.split(';')[0]?.trim().toLowerCase() : undefined;
  return mediaTypes.find((mediaType) => mediaType.toLowerCase() === sent);
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function ajvErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'allowedValues' in error.params ? ` ${JSON.stringify(error.params.allowedValues)}` : ''}`)
    .join('; ');
}
