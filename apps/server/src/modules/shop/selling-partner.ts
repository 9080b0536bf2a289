import { Role } from '@termwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import type { AmazonEndpoints } from '../amazon/endpoints.ts';
import { newState, sellerCentralConsentUrl, type LwaClient } from '../amazon/lwa.ts';
import type { SellersClient } from '../amazon/sellers.ts';
import type { TokenCipher } from '../amazon/token-cipher.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { GrantRow, ShopRepo } from './repo.ts';
import { AuthorizationFailed, notCompleted } from './service.ts';

const CONSENT_LIFETIME_MS = 10 * 60_000;
const ADMINS = [Role.admin, Role.super];

/**
 * Selling Partner API authorization of a connected seller account (Seller Central's website workflow), for
 * Brand Analytics: a consent URI with a one-time `state`; Amazon returns `selling_partner_id` and
 * `spapi_oauth_code`, which is exchanged for a refresh token stored encrypted on the account's grant.
 */
export function createSellingPartnerAuthorization(deps: {
  endpoints: AmazonEndpoints;
  repo: ShopRepo;
  cipher: TokenCipher;
  lwa: LwaClient;
  sellers: SellersClient;
  operationLog: OperationLog;
  log: FastifyBaseLogger;
}) {
  const { repo } = deps;
  const record = (organisationId: string, grantId: string, result: 'success' | 'failure', extra: object) =>
    deps.operationLog.record(
      { organisationId },
      {
        module: 'shop',
        action: 'authorizedSellingPartner',
        objectType: 'amazonAccount',
        objectId: grantId,
        result,
        ...extra,
      },
    );

  /** What Amazon says the authorization covers; null (unknown) when it does not answer: the grant still stands. */
  async function marketplacesOf(grant: GrantRow, refreshToken: string) {
    const scope = { grantId: grant.id, refreshToken, region: grant.authRegion };
    return deps.sellers.marketplaceParticipations(scope).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'Amazon did not list the marketplaces of an SP-API authorization');
      return null;
    });
  }

  async function consentUrl(grant: GrantRow, userId: string | null, redirectUri: string) {
    const applicationId = deps.endpoints.spApplicationId;
    if (!applicationId) throw conflict(messages.shop.noSellingPartnerApplication);
    const state = newState();
    await repo.savePendingAuthorization({
      state,
      kind: 'sellingPartner',
      organisationId: grant.organisationId,
      userId,
      // Seller Central's workflow has no PKCE: the one-time state and the client secret stand for it.
      codeVerifier: '',
      redirectUri,
      grantId: grant.id,
      authRegion: grant.authRegion,
      expiresAt: new Date(Date.now() + CONSENT_LIFETIME_MS),
    });
    return sellerCentralConsentUrl(deps.endpoints, {
      applicationId,
      region: grant.authRegion,
      state,
      redirectUri,
    });
  }

  return {
    /** The Seller Central consent URI for a connected account, in the region it was connected in. */
    async start(user: SessionUser, grantId: string, redirectUri: string) {
      assertAnyRole(user, ADMINS);
      const grant = await repo.grant(grantId);
      if (!grant || !maySee(user, grant.organisationId)) throw notFound(messages.shop.accountNotFound);
      return { url: await consentUrl(grant, user.userId, redirectUri) };
    },

    /** The same consent started by the system for the demo organisation's own account: no user asks. */
    async startAsSystem(grantId: string, redirectUri: string) {
      const grant = await repo.grant(grantId);
      if (!grant) throw notFound(messages.shop.accountNotFound);
      return { url: await consentUrl(grant, null, redirectUri) };
    },

    /** Amazon's redirect: the consent must be ours, recent, and from the account's own seller. */
    async complete(state: string, sellingPartnerId: string, code: string) {
      const pending = await repo.takePendingAuthorization(state, 'sellingPartner');
      if (!pending?.grantId) throw new AuthorizationFailed('unknown_state');
      const fail = async (reason: string) => {
        await record(pending.organisationId, pending.grantId!, 'failure', {
          ...notCompleted(reason),
          after: { byUserId: pending.userId },
        });
        return new AuthorizationFailed(reason);
      };
      if (pending.expiresAt < new Date()) throw await fail('expired');
      const grant = await repo.grant(pending.grantId);
      if (!grant) throw await fail('unknown_state');
      if (grant.accountId !== sellingPartnerId) throw await fail('other_account');
      const tokens = await deps.lwa.exchangeSellingPartnerCode(code).catch(async (error: unknown) => {
        deps.log.warn({ err: error }, 'Amazon refused the SP-API authorization code');
        throw await fail('invalid_grant');
      });
      await repo.setSellingPartnerToken(grant.id, deps.cipher.encrypt(tokens.refreshToken));
      await repo.setSellingPartnerMarketplaces(grant.id, await marketplacesOf(grant, tokens.refreshToken));
      await record(grant.organisationId, grant.id, 'success', {
        after: { byUserId: pending.userId, sellingPartnerId },
      });
    },
  };
}

export type SellingPartnerAuthorization = ReturnType<typeof createSellingPartnerAuthorization>;
