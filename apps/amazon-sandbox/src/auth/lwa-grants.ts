import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxJournal } from '../state/journal.ts';
import type { Region } from '../world/marketplaces.ts';

/**
 * Login with Amazon's authorization-code grant with PKCE: codes, access tokens ("Atza|...") and refresh
 * tokens ("Atzr|..."). Tokens are random, not seeded: nothing in the world depends on them. Issued tokens
 * go to the journal, so a restarted sandbox still honours them; codes live minutes and stay in memory.
 */

export interface LwaClient {
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_CLIENT: LwaClient = {
  clientId: 'amzn1.application-oa2-client.sandbox',
  clientSecret: 'sandbox-secret',
};

const CODE_LIFETIME_MS = 5 * 60_000;

/** The scope of grants made on Seller Central's authorization page (SP-API), not on LWA's consent page. */
export const SELLING_PARTNER_SCOPE = 'sellingpartnerapi';
export const ACCESS_TOKEN_LIFETIME_S = 3600;

interface AuthorizationCode {
  region: Region;
  clientId: string;
  redirectUri: string;
  scope: string;
  sellerId: string;
  codeChallenge: string | undefined;
  issuedAt: Date;
  used: boolean;
}

/** Login with Amazon runs per region (NA, EU, FE); a code or token is good only where it was issued. */
interface Grant {
  region: Region;
  clientId: string;
  sellerId: string;
  scope: string;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** An OAuth error answer, with the HTTP status LWA uses for it. */
export interface OAuthError {
  status: 400 | 401;
  error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
  error_description: string;
}

export type AccessCheck = { grant: Grant } | { problem: 'unknown' | 'expired' };

export class LwaGrants {
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly accessTokens = new Map<string, Grant & { expiresAt: number }>();
  private readonly refreshTokens = new Map<string, Grant>();

  constructor(
    private readonly clients: LwaClient[],
    private readonly now: () => Date,
    private readonly journal: SandboxJournal,
  ) {
    for (const entry of journal.entries()) {
      if (entry.kind === 'write' || entry.kind === 'backdate') continue;
      const grant = { region: entry.region ?? 'NA', clientId: entry.clientId, sellerId: entry.sellerId, scope: entry.scope };
      if (entry.kind === 'refreshToken') this.refreshTokens.set(entry.token, grant);
      else if ((entry.expiresAt ?? 0) > now().getTime()) this.accessTokens.set(entry.token, { ...grant, expiresAt: entry.expiresAt! });
    }
  }

  isClient(clientId: string): boolean {
    return this.clients.some((client) => client.clientId === clientId);
  }

  issueCode(grant: Grant & { redirectUri: string; codeChallenge: string | undefined }): string {
    const code = `AN${randomBytes(15).toString('base64url')}`;
    this.codes.set(code, { ...grant, issuedAt: this.now(), used: false });
    return code;
  }

  exchangeCode(params: {
    region: Region;
    code: string;
    /** Required for Login with Amazon's codes; SP-API's spapi_oauth_code is exchanged without it. */
    redirectUri: string | undefined;
    clientId: string;
    clientSecret: string;
    codeVerifier: string | undefined;
  }): TokenResponse | OAuthError {
    const clientError = this.authenticate(params.clientId, params.clientSecret);
    if (clientError) return clientError;
    const code = this.codes.get(params.code);
    if (!code || code.clientId !== params.clientId) return invalidGrant('The authorization code is invalid');
    if (code.region !== params.region) return invalidGrant(`The authorization code was issued in ${code.region}, not ${params.region}`);
    if (code.used) return invalidGrant('The authorization code has already been used');
    if (this.now().getTime() - code.issuedAt.getTime() > CODE_LIFETIME_MS) {
      return invalidGrant('The authorization code has expired');
    }
    const redirectOptional = code.scope === SELLING_PARTNER_SCOPE && params.redirectUri === undefined;
    if (!redirectOptional && code.redirectUri !== params.redirectUri) {
      return invalidGrant('redirect_uri does not match the authorization request');
    }
    if (code.codeChallenge !== undefined && !verifierMatches(params.codeVerifier, code.codeChallenge)) {
      return invalidGrant('The code_verifier does not match the code_challenge');
    }
    code.used = true;
    const grant = { region: code.region, clientId: code.clientId, sellerId: code.sellerId, scope: code.scope };
    const refreshToken = `Atzr|${randomBytes(48).toString('base64url')}`;
    this.refreshTokens.set(refreshToken, grant);
    this.journal.record({ kind: 'refreshToken', token: refreshToken, ...grant });
    return { ...this.issueAccessToken(grant), refresh_token: refreshToken };
  }

  refresh(params: { region: Region; refreshToken: string; clientId: string; clientSecret: string }): TokenResponse | OAuthError {
    const clientError = this.authenticate(params.clientId, params.clientSecret);
    if (clientError) return clientError;
    const grant = this.refreshTokens.get(params.refreshToken);
    if (!grant || grant.clientId !== params.clientId) return invalidGrant('The refresh token is invalid');
    if (grant.region !== params.region) return invalidGrant(`The refresh token was issued in ${grant.region}, not ${params.region}`);
    // LWA keeps the refresh token: the same one comes back.
    return { ...this.issueAccessToken(grant), refresh_token: params.refreshToken };
  }

  /** The seller a Seller Central authorization's access token speaks for; undefined for any other token. */
  sellingPartnerOf(token: unknown): string | undefined {
    const check = typeof token === 'string' ? this.checkAccessToken(token) : undefined;
    if (!check || 'problem' in check || check.grant.scope !== SELLING_PARTNER_SCOPE) return undefined;
    return check.grant.sellerId;
  }

  checkAccessToken(token: string): AccessCheck {
    const grant = this.accessTokens.get(token);
    if (!grant) return { problem: 'unknown' };
    if (grant.expiresAt <= this.now().getTime()) return { problem: 'expired' };
    return { grant };
  }

  private issueAccessToken(grant: Grant): Omit<TokenResponse, 'refresh_token'> {
    const accessToken = `Atza|${randomBytes(48).toString('base64url')}`;
    const expiresAt = this.now().getTime() + ACCESS_TOKEN_LIFETIME_S * 1000;
    this.accessTokens.set(accessToken, { ...grant, expiresAt });
    this.journal.record({ kind: 'accessToken', token: accessToken, ...grant, expiresAt });
    return { access_token: accessToken, token_type: 'bearer', expires_in: ACCESS_TOKEN_LIFETIME_S };
  }

  private authenticate(clientId: string, clientSecret: string): OAuthError | undefined {
    const client = this.clients.find((candidate) => candidate.clientId === clientId);
    if (client && safeEqual(client.clientSecret, clientSecret)) return undefined;
    return { status: 401, error: 'invalid_client', error_description: 'Client authentication failed' };
  }
}

function invalidGrant(description: string): OAuthError {
  return { status: 400, error: 'invalid_grant', error_description: description };
}

/** PKCE S256: the challenge is base64url(sha256(verifier)). */
function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false;
  return safeEqual(createHash('sha256').update(verifier).digest('base64url'), challenge);
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
