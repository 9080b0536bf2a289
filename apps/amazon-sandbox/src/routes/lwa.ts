import type { FastifyInstance, FastifyReply } from 'fastify';
import { type LwaGrants, type OAuthError, type TokenResponse } from '../auth/lwa-grants.ts';
import { stringField } from '../http.ts';
import type { Region } from '../world/marketplaces.ts';
import type { SandboxWorld, SellerAccount } from '../world/world.ts';

/**
 * Login with Amazon: the consent page a seller sees (GET /ap/oa), its form post, and the token endpoint
 * (POST /auth/o2/token) for the authorization-code and refresh-token grants.
 */

const KNOWN_SCOPES = new Set(['advertising::campaign_management', 'profile', 'profile:user_id', 'postal_code']);

/** The parameters of an authorization request, carried through the consent form as hidden fields. */
interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  responseType: string | undefined;
}

/**
 * Amazon runs Login with Amazon per region, on its own hosts: NA www.amazon.com/ap/oa and
 * api.amazon.com/auth/o2/token, EU eu.account.amazon.com and api.amazon.co.uk, FE apac.account.amazon.com and
 * api.amazon.co.jp. The sandbox has one origin, so each region gets a path prefix; no prefix is NA.
 */
export const LWA_REGION_PREFIXES: [string, Region][] = [
  ['', 'NA'],
  ['/na', 'NA'],
  ['/eu', 'EU'],
  ['/fe', 'FE'],
];

export function lwaRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants }): void {
  for (const [prefix, region] of LWA_REGION_PREFIXES) regionRoutes(app, deps, prefix, region);
}

function regionRoutes(app: FastifyInstance, deps: { world: SandboxWorld; grants: LwaGrants }, prefix: string, region: Region): void {
  const { world, grants } = deps;

  app.get(`${prefix}/ap/oa`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const authorization = readAuthorizationRequest(query);
    const problem = checkAuthorizationRequest(authorization, grants);
    if (problem) return sendProblem(reply, authorization, problem);
    return reply.type('text/html; charset=utf-8').send(consentPage(authorization as AuthorizationRequest, world, prefix));
  });

  app.post(`${prefix}/ap/oa/consent`, async (request, reply) => {
    const authorization = readAuthorizationRequest(request.body);
    const problem = checkAuthorizationRequest(authorization, grants);
    if (problem) return sendProblem(reply, authorization, problem);
    const valid = authorization as AuthorizationRequest;
    const sellerId = stringField(request.body, 'account');
    if (stringField(request.body, 'decision') !== 'allow') {
      return redirectTo(reply, valid, { error: 'access_denied', error_description: 'The user denied the request' });
    }
    if (!sellerId || !world.account(sellerId)) {
      return redirectTo(reply, valid, { error: 'invalid_request', error_description: 'Unknown account' });
    }
    const code = grants.issueCode({
      region,
      clientId: valid.clientId,
      redirectUri: valid.redirectUri,
      scope: valid.scope,
      sellerId,
      codeChallenge: valid.codeChallenge,
    });
    return redirectTo(reply, valid, { code, scope: valid.scope });
  });

  app.post(`${prefix}/auth/o2/token`, async (request, reply) => {
    const body = request.body;
    const grantType = stringField(body, 'grant_type');
    const client = clientCredentials(request.headers.authorization, body);
    let result: TokenResponse | OAuthError;
    if ('error' in client) {
      result = client;
    } else if (grantType === 'authorization_code') {
      const code = stringField(body, 'code');
      const redirectUri = stringField(body, 'redirect_uri');
      result = code
        ? grants.exchangeCode({ region, code, redirectUri, ...client, codeVerifier: stringField(body, 'code_verifier') })
        : invalidRequest('code is required');
    } else if (grantType === 'refresh_token') {
      const refreshToken = stringField(body, 'refresh_token');
      result = refreshToken ? grants.refresh({ region, refreshToken, ...client }) : invalidRequest('refresh_token is required');
    } else {
      result = { status: 400, error: 'unsupported_grant_type', error_description: `Unsupported grant_type: ${grantType ?? ''}` };
    }
    reply.header('cache-control', 'no-store');
    if ('error' in result) {
      const { status, ...error } = result;
      if (status === 401 && !('error' in client) && client.viaBasic) reply.header('www-authenticate', 'Basic realm="Login with Amazon"');
      return reply.code(status).send(error);
    }
    return reply.send(result);
  });
}

/**
 * The client's credentials, from HTTP Basic (RFC 6749 2.3.1: form-encoded id and secret, base64) or from
 * the form body; a client must not use both at once.
 */
function clientCredentials(
  authorization: string | undefined,
  body: unknown,
): { clientId: string; clientSecret: string; viaBasic: boolean } | OAuthError {
  const inBody = { clientId: stringField(body, 'client_id'), clientSecret: stringField(body, 'client_secret') };
  const basic = /^Basic\s+(.+)$/i.exec(authorization ?? '')?.[1];
  if (basic) {
    if (inBody.clientSecret) return invalidRequest('Use one client authentication method, not both');
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { status: 401, error: 'invalid_client', error_description: 'Client authentication failed' };
    const clientId = formDecode(decoded.slice(0, colon));
    if (inBody.clientId && inBody.clientId !== clientId) return invalidRequest('client_id does not match the Authorization header');
    return { clientId, clientSecret: formDecode(decoded.slice(colon + 1)), viaBasic: true };
  }
  if (!inBody.clientId || !inBody.clientSecret) return invalidRequest('client_id and client_secret are required');
  return { clientId: inBody.clientId, clientSecret: inBody.clientSecret, viaBasic: false };
}

function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function readAuthorizationRequest(source: unknown): Partial<AuthorizationRequest> {
  return {
    clientId: stringField(source, 'client_id'),
    redirectUri: stringField(source, 'redirect_uri'),
    responseType: stringField(source, 'response_type'),
    scope: stringField(source, 'scope'),
    state: stringField(source, 'state'),
    codeChallenge: stringField(source, 'code_challenge'),
    codeChallengeMethod: stringField(source, 'code_challenge_method'),
  };
}

type Problem =
  | { kind: 'page'; message: string }
  | { kind: 'redirect'; error: string; description: string };

/** Bad client or redirect URI: an error page (never redirect to an unverified URI). Anything else: back to the client. */
function checkAuthorizationRequest(request: Partial<AuthorizationRequest>, grants: LwaGrants): Problem | undefined {
  if (!request.clientId || !grants.isClient(request.clientId)) return { kind: 'page', message: 'Unknown client_id' };
  if (!request.redirectUri || !URL.canParse(request.redirectUri)) return { kind: 'page', message: 'Invalid redirect_uri' };
  if (request.responseType !== 'code') {
    return { kind: 'redirect', error: 'unsupported_response_type', description: 'response_type must be code' };
  }
  const scopes = request.scope?.split(' ') ?? [];
  if (scopes.length === 0 || scopes.some((scope) => !KNOWN_SCOPES.has(scope))) {
    return { kind: 'redirect', error: 'invalid_scope', description: `Invalid scope: ${request.scope ?? ''}` };
  }
  if (request.codeChallenge !== undefined && request.codeChallengeMethod !== 'S256') {
    return { kind: 'redirect', error: 'invalid_request', description: 'code_challenge_method must be S256' };
  }
  return undefined;
}

function sendProblem(reply: FastifyReply, request: Partial<AuthorizationRequest>, problem: Problem): FastifyReply {
  if (problem.kind === 'page') {
    return reply.code(400).type('text/html; charset=utf-8').send(page('Login with Amazon', `<p class="error">${escape(problem.message)}</p>`));
  }
  return redirectTo(reply, request as AuthorizationRequest, { error: problem.error, error_description: problem.description });
}

function redirectTo(reply: FastifyReply, request: AuthorizationRequest, params: Record<string, string>): FastifyReply {
  const target = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  if (request.state !== undefined) target.searchParams.set('state', request.state);
  return reply.redirect(target.toString(), 302);
}

function invalidRequest(description: string): OAuthError {
  return { status: 400, error: 'invalid_request', error_description: description };
}

/** A consent page: who asks for what, the request's parameters as hidden fields, an account to pick, two buttons. */
export function consentForm(form: {
  title: string;
  heading: string;
  intro: string;
  action: string;
  fields: Record<string, string | undefined>;
  accounts: SellerAccount[];
  allow: { label: string; value: string };
}): string {
  const hidden = Object.entries(form.fields)
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('');
  const options = form.accounts
    .map((account) => {
      const marketplaces = account.shops.map((shop) => shop.marketplace.countryCode).join(', ');
      return `<option value="${escape(account.sellerId)}">${escape(account.name)} (${marketplaces})</option>`;
    })
    .join('');
  return page(
    form.title,
    `<h1>${escape(form.heading)}</h1>
<p>${escape(form.intro)}</p>
<form method="post" action="${form.action}">
${hidden}
<label for="account">Sandbox seller account</label>
<select id="account" name="account">${options}</select>
<div class="actions">
<button type="submit" name="decision" value="${form.allow.value}">${form.allow.label}</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
</div>
</form>`,
  );
}

function consentPage(request: AuthorizationRequest, world: SandboxWorld, prefix: string): string {
  return consentForm({
    title: 'Login with Amazon',
    heading: 'Termwise Sandbox wants access to your Amazon Advertising account',
    intro: `It will be able to manage your campaigns and read your advertising reports (${request.scope}).`,
    action: `${prefix}/ap/oa/consent`,
    fields: {
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: request.scope,
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: request.codeChallengeMethod,
    },
    accounts: world.accounts,
    allow: { label: 'Allow', value: 'allow' },
  });
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:Arial,sans-serif;background:#f3f3f3;margin:0;padding:40px 16px;color:#111}
main{max-width:460px;margin:auto;background:#fff;border:1px solid #ddd;border-radius:8px;padding:24px}
h1{font-size:20px}label{display:block;margin:16px 0 6px;font-weight:bold}select{width:100%;padding:6px}
.actions{margin-top:20px;display:flex;gap:8px}
button{padding:8px 16px;border-radius:4px;border:1px solid #a88734;background:#f0c14b;cursor:pointer}
button.secondary{background:#eee;border-color:#aaa}.error{color:#c40000}.badge{font-size:12px;color:#555}
</style></head>
<body><main><div class="badge">amazon sandbox</div>${body}</main></body></html>`;
}

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
