import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LwaGrants } from '../auth/lwa-grants.ts';
import { sendAdsError } from '../http.ts';
import type { Shop } from '../world/shop.ts';
import type { SandboxWorld } from '../world/world.ts';

export interface AdsCaller {
  sellerId: string;
  clientId: string;
}

/**
 * The Ads API's access check: a live LWA access token, the client id it was issued to, and for
 * profile-scoped calls a profile of the authorizing seller. Sends the error and returns undefined on failure.
 */
export function authorizeAds(
  request: FastifyRequest,
  reply: FastifyReply,
  grants: LwaGrants,
): AdsCaller | undefined {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer) {
    sendAdsError(reply, 401, 'UNAUTHORIZED', 'Missing Authorization header with a bearer access token');
    return undefined;
  }
  const check = grants.checkAccessToken(bearer);
  if ('problem' in check) {
    sendAdsError(reply, 401, 'UNAUTHORIZED', check.problem === 'expired' ? 'The access token has expired' : 'Invalid access token');
    return undefined;
  }
  const clientId = request.headers['amazon-advertising-api-clientid'];
  if (!clientId) {
    sendAdsError(reply, 400, 'INVALID_ARGUMENT', 'Missing Amazon-Advertising-API-ClientId header');
    return undefined;
  }
  if (clientId !== check.grant.clientId) {
    sendAdsError(reply, 401, 'UNAUTHORIZED', 'The access token was not issued to this Amazon-Advertising-API-ClientId');
    return undefined;
  }
  return { sellerId: check.grant.sellerId, clientId: check.grant.clientId };
}

/** authorizeAds plus the shop named by the Amazon-Advertising-API-Scope header. */
export function authorizeShop(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { grants: LwaGrants; world: SandboxWorld },
): Shop | undefined {
  const caller = authorizeAds(request, reply, deps.grants);
  if (!caller) return undefined;
  const scope = request.headers['amazon-advertising-api-scope'];
  if (typeof scope !== 'string' || scope === '') {
    sendAdsError(reply, 400, 'INVALID_ARGUMENT', 'Missing Amazon-Advertising-API-Scope header');
    return undefined;
  }
  const shop = deps.world.shop(scope);
  if (!shop || shop.sellerId !== caller.sellerId) {
    sendAdsError(reply, 401, 'UNAUTHORIZED', 'Not authorized to access this advertiser');
    return undefined;
  }
  return shop;
}
