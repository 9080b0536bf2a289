import type { ItemResult } from './ads-api.ts';
import type { AmazonEndpoints, Region } from './endpoints.ts';
import { REGIONS } from './endpoints.ts';
import { errorFrom, fetchWithRetry, type RetryPolicy } from './http.ts';
import type { GrantCredentials, LwaClient } from './lwa.ts';
import type { SpResource } from './sp-resources.ts';

/** What reaches one seller's Ads account: the grant's id (the token cache key), refresh token and LWA region. */
export type AdsCredentials = GrantCredentials;

/** One profile (shop) of that seller, on its regional host. */
export interface ProfileScope extends AdsCredentials {
  profileId: string;
  region: Region;
}

export interface AmazonProfile {
  profileId: string;
  region: Region;
  countryCode: string;
  currencyCode: string;
  timezone: string;
  accountInfo: { marketplaceStringId: string; id: string; type: string; name: string };
}

const PAGE_SIZE = 1000;

/** Ads API calls with the LWA bearer, the client id and (per profile) the scope header. */
export function createAdsClient(endpoints: AmazonEndpoints, lwa: LwaClient, retry?: RetryPolicy) {
  async function call(
    credentials: AdsCredentials,
    baseUrl: string,
    path: string,
    init: {
      method?: string;
      mediaType?: string;
      body?: unknown;
      profileId?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const url = baseUrl + path;
    const send = async () => {
      const accessToken = await lwa.accessToken(credentials);
      const request: RequestInit = {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'amazon-advertising-api-clientid': endpoints.clientId,
          ...(init.profileId ? { 'amazon-advertising-api-scope': init.profileId } : {}),
          ...(init.mediaType ? { 'content-type': init.mediaType, accept: init.mediaType } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      };
      return { request, response: await fetchWithRetry(url, request, retry) };
    };
    let { request, response } = await send();
    // Amazon may end an access token before the expiry it announced: refresh once and try again.
    if (response.status === 401) {
      await response.body?.cancel();
      lwa.forget(credentials.grantId);
      ({ request, response } = await send());
    }
    // 207 is a partial success the caller reads item by item; 425 is a duplicate report the caller reuses.
    if (!response.ok && response.status !== 425) throw await errorFrom(response, url, request);
    return response;
  }

  const onProfile = (scope: ProfileScope, path: string, init: Parameters<typeof call>[3] = {}) =>
    call(scope, endpoints.ads[scope.region], path, { ...init, profileId: scope.profileId });

  return {
    /** Every profile of the seller, asking each regional host. */
    async listProfiles(credentials: AdsCredentials): Promise<AmazonProfile[]> {
      const perRegion = await Promise.all(
        REGIONS.map(async (region) => {
          // The sandbox serves every region on one origin and narrows by ?region= as a regional host would.
          const query = endpoints.mode === 'sandbox' ? `?region=${region}` : '';
          const response = await call(credentials, endpoints.ads[region], `/v2/profiles${query}`);
          const profiles = (await response.json()) as (Omit<AmazonProfile, 'region' | 'profileId'> & {
            profileId: number | string;
          })[];
          return profiles.map((profile) => ({ ...profile, profileId: String(profile.profileId), region }));
        }),
      );
      return perRegion.flat();
    },

    /** Every entity of a v3 resource, page by page, in all states. */
    async *listEntities<T>(
      scope: ProfileScope,
      resource: SpResource,
      filters: Record<string, unknown> = {},
    ): AsyncGenerator<T[]> {
      let nextToken: string | undefined;
      do {
        const response = await onProfile(scope, `/sp/${resource.path}/list`, {
          method: 'POST',
          mediaType: resource.mediaType,
          body: { ...filters, maxResults: PAGE_SIZE, ...(nextToken ? { nextToken } : {}) },
        });
        const page = (await response.json()) as Record<string, unknown> & { nextToken?: string };
        yield (page[resource.key] as T[] | undefined) ?? [];
        nextToken = page.nextToken;
      } while (nextToken);
    },

    /** Creates items; the 207 answer is read back into one result per item, in request order. */
    async createEntities(scope: ProfileScope, resource: SpResource, items: unknown[]): Promise<ItemResult[]> {
      const response = await onProfile(scope, `/sp/${resource.path}`, {
        method: 'POST',
        mediaType: resource.mediaType,
        body: { [resource.key]: items },
      });
      return readMultiStatus(await response.json(), resource, items.length);
    },

    /** Changes items (state, bid) by id; the 207 answer is read back into one result per item. */
    async updateEntities(scope: ProfileScope, resource: SpResource, items: unknown[]): Promise<ItemResult[]> {
      const response = await onProfile(scope, `/sp/${resource.path}`, {
        method: 'PUT',
        mediaType: resource.mediaType,
        body: { [resource.key]: items },
      });
      return readMultiStatus(await response.json(), resource, items.length);
    },

    /** Archives by id, Amazon's delete for negatives. */
    async archiveEntities(scope: ProfileScope, resource: SpResource, ids: string[]): Promise<ItemResult[]> {
      const response = await onProfile(scope, `/sp/${resource.path}/delete`, {
        method: 'POST',
        mediaType: resource.mediaType,
        body: { [resource.idFilter]: { include: ids } },
      });
      return readMultiStatus(await response.json(), resource, ids.length);
    },

    onProfile,
    call,
  };
}

export type AdsClient = ReturnType<typeof createAdsClient>;

interface MultiStatusError {
  index: number;
  errors?: { errorType?: string; errorValue?: Record<string, { reason?: string; message?: string }> }[];
}

function readMultiStatus(body: unknown, resource: SpResource, count: number): ItemResult[] {
  const result = (
    body as Record<string, { success?: Record<string, unknown>[]; error?: MultiStatusError[] }>
  )[resource.key];
  const items: ItemResult[] = Array.from({ length: count }, () => ({
    ok: false,
    error: 'no answer for this item',
    reason: null,
    duplicate: false,
    alreadyArchived: false,
  }));
  for (const success of result?.success ?? []) {
    items[success.index as number] = { ok: true, amazonId: String(success[resource.successId]) };
  }
  for (const failure of result?.error ?? []) {
    const first = failure.errors?.[0];
    const detail = first?.errorValue ? Object.values(first.errorValue)[0] : undefined;
    const reason = detail?.reason ?? null;
    items[failure.index] = {
      ok: false,
      error: detail?.message ?? first?.errorType ?? 'rejected',
      reason,
      duplicate: first?.errorType === 'duplicateValueError' && reason === 'DUPLICATE_VALUE',
      alreadyArchived:
        first?.errorType === 'entityStateError' && reason === 'ARCHIVED_ENTITY_CANNOT_BE_MODIFIED',
    };
  }
  return items;
}
