import { createHash, randomBytes } from 'node:crypto';
import type { AmazonEndpoints, Region } from './endpoints.ts';
import { AmazonApiError, errorFrom, fetchWithRetry, isAuthorizationRefused } from './http.ts';

export const ADS_SCOPE = 'advertising::campaign_management';

/** Refresh a cached access token this long before Amazon says it expires. */
const EXPIRY_MARGIN_MS = 120_000;

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function newPkcePair(): PkcePair {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function newState(): string {
  return randomBytes(24).toString('base64url');
}

/** The Login with Amazon consent URL a seller's browser opens, in the region the seller picked. */
export function consentUrl(
  endpoints: AmazonEndpoints,
  input: { region: Region; state: string; challenge: string; redirectUri: string },
) {
  const query = new URLSearchParams({
    client_id: endpoints.clientId,
    scope: ADS_SCOPE,
    response_type: 'code',
    redirect_uri: input.redirectUri,
    state: input.state,
    code_challenge: input.challenge,
    code_challenge_method: 'S256',
  });
  return `${endpoints.lwa[input.region].authorizeUrl}?${query}`;
}

/**
 * Seller Central's website authorization URI for the SP-API application, in the seller's region. Amazon
 * sends the browser back to `redirectUri` with `state`, `selling_partner_id` and `spapi_oauth_code`.
 */
export function sellerCentralConsentUrl(
  endpoints: AmazonEndpoints,
  input: { applicationId: string; region: Region; state: string; redirectUri: string },
): string {
  const query = new URLSearchParams({
    application_id: input.applicationId,
    state: input.state,
    redirect_uri: input.redirectUri,
  });
  // A draft application (as the sandbox's) is authorized with version=beta.
  if (endpoints.mode === 'sandbox') query.set('version', 'beta');
  return `${endpoints.sellerCentral[input.region]}/apps/authorize/consent?${query}`;
}

/** One seller's consent: the token cache key, its refresh token, and the LWA region that issued it. */
export interface GrantCredentials {
  grantId: string;
  refreshToken: string;
  authRegion: Region;
}

interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
}

/**
 * The LWA token endpoint: code exchange at authorization, then refresh grants whose access tokens are
 * cached per grant until shortly before they expire. Concurrent callers share one refresh.
 */
export function createLwaClient(
  endpoints: AmazonEndpoints,
  /** Amazon refused a grant's refresh token: the account must be authorized again. */
  onRefused: (grantId: string) => Promise<void> = async () => {},
) {
  const cache = new Map<string, Promise<{ token: string; expiresAt: number }>>();

  /** Tokens are exchanged and refreshed at the token endpoint of the region that issued them. */
  async function tokenRequest(region: Region, fields: Record<string, string>): Promise<TokenAnswer> {
    return tokenRequestAt(endpoints.lwa[region].tokenUrl, fields);
  }

  async function tokenRequestAt(tokenUrl: string, fields: Record<string, string>): Promise<TokenAnswer> {
    const init: RequestInit = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...fields,
        client_id: endpoints.clientId,
        client_secret: endpoints.clientSecret,
      }),
    };
    const response = await fetchWithRetry(tokenUrl, init);
    if (!response.ok) throw await errorFrom(response, tokenUrl, init);
    return (await response.json()) as TokenAnswer;
  }

  async function cachedToken(
    key: string,
    tokenUrl: string,
    refreshToken: string,
    refused: () => Promise<void>,
  ): Promise<string> {
    const cached = cache.get(key);
    if (cached) {
      const entry = await cached.catch(() => undefined);
      if (entry && entry.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return entry.token;
      if (cache.get(key) !== cached) return cachedToken(key, tokenUrl, refreshToken, refused);
    }
    const pending = tokenRequestAt(tokenUrl, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    }).then((answer) => ({ token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 }));
    cache.set(key, pending);
    pending.catch(async (error: unknown) => {
      cache.delete(key);
      if (isAuthorizationRefused(error)) await refused();
    });
    return (await pending).token;
  }

  return {
    async exchangeCode(input: { region: Region; code: string; redirectUri: string; codeVerifier: string }) {
      const answer = await tokenRequest(input.region, {
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      });
      if (!answer.refresh_token)
        throw new AmazonApiError(502, 'LWA answered the code exchange without a refresh token');
      return {
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token,
        expiresIn: answer.expires_in,
      };
    },

    /** SP-API's spapi_oauth_code for a refresh token: no PKCE, exchanged at SP-API's token endpoint. */
    async exchangeSellingPartnerCode(code: string): Promise<{ refreshToken: string }> {
      const answer = await tokenRequestAt(endpoints.sellingPartnerTokenUrl, {
        grant_type: 'authorization_code',
        code,
      });
      if (!answer.refresh_token)
        throw new AmazonApiError(502, 'LWA answered the code exchange without a refresh token');
      return { refreshToken: answer.refresh_token };
    },

    /** A live access token for the grant, refreshed only when the cached one is about to expire. */
    accessToken(credentials: GrantCredentials): Promise<string> {
      const { grantId, refreshToken, authRegion } = credentials;
      return cachedToken(grantId, endpoints.lwa[authRegion].tokenUrl, refreshToken, () => onRefused(grantId));
    },

    /** The same for the grant's Seller Central authorization, refreshed at SP-API's token endpoint. */
    sellingPartnerAccessToken(grantId: string, refreshToken: string): Promise<string> {
      return cachedToken(
        `sellingPartner:${grantId}`,
        endpoints.sellingPartnerTokenUrl,
        refreshToken,
        async () => {},
      );
    },

    /** Seeds the cache with the access token a code exchange already gave. */
    remember(grantId: string, accessToken: string, expiresIn: number) {
      cache.set(grantId, Promise.resolve({ token: accessToken, expiresAt: Date.now() + expiresIn * 1000 }));
    },

    forget(grantId: string) {
      cache.delete(grantId);
    },
  };
}

export type LwaClient = ReturnType<typeof createLwaClient>;
