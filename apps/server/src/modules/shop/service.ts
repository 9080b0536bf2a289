import { Role, type ConnectedAccount, type ConnectedShop, type ShopList } from '@termwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { jobView } from '../../jobs/progress.ts';
import type { JobQueue, JobRow } from '../../jobs/queue.ts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { amazonAuthorizationRefused, notFound } from '../../http/errors.ts';
import { failureOf } from '../../http/failure.ts';
import { messages } from '../../http/messages.ts';
import type { AdsClient, ProfileScope } from '../amazon/ads-client.ts';
import type { AmazonEndpoints, Region } from '../amazon/endpoints.ts';
import { AmazonApiError } from '../amazon/http.ts';
import { consentUrl, newPkcePair, newState, type LwaClient } from '../amazon/lwa.ts';
import type { TokenCipher } from '../amazon/token-cipher.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { PendingAuthorization, ShopRepo, ShopRow } from './repo.ts';
import { shopSyncJob, shopSyncKey } from './sync/sync-job.ts';
import { maySee, visibleOrganisation, visibleShopIds, type SessionUser } from '../../http/session-user.ts';
import { addDays } from '../../shop-calendar.ts';

const CONSENT_LIFETIME_MS = 10 * 60_000;
/** The main shop is the one with the most ad clicks over these last days. */
const MAIN_SHOP_DAYS = 30;
const ADMINS = [Role.admin, Role.super];

/** Why a consent came back unusable; the callback sends the browser back with it. */
export class AuthorizationFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** A failed consent's log fields: the reason as the message, and as a failure the seller reads. */
export const notCompleted = (reason: string) => ({
  message: reason,
  failure: failureOf('authorizationNotCompleted', { reason }),
});

export interface ShopServiceDeps {
  endpoints: AmazonEndpoints;
  repo: ShopRepo;
  cipher: TokenCipher;
  lwa: LwaClient;
  ads: AdsClient;
  queue: JobQueue;
  operationLog: OperationLog;
  log: FastifyBaseLogger;
  /** Called after enqueueing, so the runner starts now rather than at its next poll. */
  nudge(): void;
  /** The organisation's home currency (the currency module's), which the main shop is chosen in. */
  homeCurrencyOf(organisationId: string): Promise<string | null>;
}

/**
 * The seller's main shop: the one with the most ad clicks over the last MAIN_SHOP_DAYS, among the shops in
 * the organisation's home currency when it has one and some shop uses it (a US seller selling in Europe
 * too opens on the US, however busy the UK is). Clicks, because they compare across currencies.
 */
function mainShop(shops: ShopRow[], clicks: Map<string, number>, home: string | null): string | null {
  const inHome = shops.filter((shop) => shop.currencyCode === home);
  const candidates = (inHome.length ? inHome : shops).filter((shop) => clicks.has(shop.id));
  const [main] = candidates.sort((a, b) => clicks.get(b.id)! - clicks.get(a.id)!);
  return main?.id ?? null;
}

export function createShopService(deps: ShopServiceDeps) {
  const { repo, cipher, queue, operationLog } = deps;

  /** A shop the caller may see: its own organisation's, or any for R_SUPER. Others are "not found". */
  async function visibleShop(user: SessionUser, shopId: string): Promise<ShopRow> {
    const shop = await repo.shop(shopId);
    if (!shop || !maySee(user, shop.organisationId, shop.id)) throw notFound(messages.shop.notFound);
    return shop;
  }

  /** `restateFrom`: pull the reports again from that day on, whatever is stored already. */
  async function enqueueSync(shop: ShopRow, restateFrom?: string): Promise<string> {
    const { id } = await queue.enqueue({
      kind: shopSyncJob,
      dedupeKey: shopSyncKey(shop.id),
      payload: { shopId: shop.id, ...(restateFrom ? { restateFrom } : {}) },
      organisationId: shop.organisationId,
    });
    await repo.updateShop(shop.id, { syncJobId: id });
    deps.nudge();
    return id;
  }

  const record = (
    user: SessionUser | { organisationId: string },
    action: string,
    shopId: string | null,
    objectId: string,
    extra: { before?: unknown; after?: unknown } = {},
  ) =>
    operationLog.record(user, {
      module: 'shop',
      action,
      objectType: shopId ? 'shop' : 'amazonAccount',
      objectId,
      shopId,
      result: 'success',
      ...extra,
    });

  async function startConsent(
    user: SessionUser | { organisationId: string },
    redirectUri: string,
    grantId: string | null,
    authRegion: Region,
  ) {
    const state = newState();
    const pkce = newPkcePair();
    await repo.savePendingAuthorization({
      state,
      organisationId: user.organisationId,
      userId: 'userId' in user ? user.userId : null,
      userName: 'userName' in user ? user.userName : null,
      codeVerifier: pkce.verifier,
      redirectUri,
      grantId,
      authRegion,
      expiresAt: new Date(Date.now() + CONSENT_LIFETIME_MS),
    });
    return consentUrl(deps.endpoints, { region: authRegion, state, challenge: pkce.challenge, redirectUri });
  }

  async function connectAccount(
    pending: PendingAuthorization,
    code: string,
  ): Promise<{ shops: number; grantId: string }> {
    if (pending.expiresAt < new Date()) throw new AuthorizationFailed('expired');
    const tokens = await deps.lwa
      .exchangeCode({
        region: pending.authRegion,
        code,
        redirectUri: pending.redirectUri,
        codeVerifier: pending.codeVerifier,
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'Amazon refused the authorization code');
        throw new AuthorizationFailed('invalid_grant');
      });
    // The grant row needs the seller account, which only the profiles name: ask with the fresh token.
    const probe = {
      grantId: `pending:${pending.state}`,
      refreshToken: tokens.refreshToken,
      authRegion: pending.authRegion,
    };
    deps.lwa.remember(probe.grantId, tokens.accessToken, tokens.expiresIn);
    const profiles = await deps.ads.listProfiles(probe);
    deps.lwa.forget(probe.grantId);
    const account = profiles[0]?.accountInfo;
    if (!account) throw new AuthorizationFailed('no_profiles');
    if (pending.grantId) {
      const previous = await repo.grant(pending.grantId);
      if (previous && previous.accountId !== account.id) throw new AuthorizationFailed('other_account');
    }
    const grant = await repo.upsertGrant({
      organisationId: pending.organisationId,
      accountId: account.id,
      accountName: account.name,
      mode: deps.endpoints.mode,
      refreshTokenCipher: cipher.encrypt(tokens.refreshToken),
      authRegion: pending.authRegion,
      connectedByName: pending.userName,
    });
    deps.lwa.forget(grant.id);
    const shops = await repo.upsertShops(
      profiles.map((profile) => ({
        organisationId: pending.organisationId,
        grantId: grant.id,
        profileId: profile.profileId,
        name: `${profile.accountInfo.name} ${profile.countryCode}`,
        countryCode: profile.countryCode,
        marketplaceId: profile.accountInfo.marketplaceStringId,
        region: profile.region,
        currencyCode: profile.currencyCode,
        timezone: profile.timezone,
        accountType: profile.accountInfo.type,
      })),
    );
    for (const shop of shops) if (shop.syncStatus === 'active') await enqueueSync(shop);
    // The callback is a browser redirect without the user's token: the consent's starter is named in `after`.
    await record(
      { organisationId: pending.organisationId },
      pending.grantId ? 'reauthorized' : 'authorized',
      null,
      grant.id,
      {
        after: {
          byUserId: pending.userId,
          accountId: account.id,
          accountName: account.name,
          shops: shops.map((shop) => shop.countryCode),
        },
      },
    );
    return { shops: shops.length, grantId: grant.id };
  }

  return {
    async list(user: SessionUser): Promise<ShopList> {
      const [allGrants, allShops] = await Promise.all([
        repo.grantsOf(visibleOrganisation(user)),
        repo.shopsOf(visibleOrganisation(user)),
      ]);
      // A member given some shops sees those shops and the Amazon accounts they belong to.
      const shops = allShops.filter((shop) => maySee(user, shop.organisationId, shop.id));
      const grants = allGrants.filter(
        (grant) => visibleShopIds(user) === null || shops.some((shop) => shop.grantId === grant.id),
      );
      const shopIds = shops.map((shop) => shop.id);
      const [ranges, clicks, home] = await Promise.all([
        repo.dataRanges(shopIds),
        repo.clicksSince(shopIds, addDays(new Date().toISOString().slice(0, 10), -MAIN_SHOP_DAYS)),
        deps.homeCurrencyOf(user.organisationId),
      ]);
      const jobs = new Map<string, JobRow | undefined>();
      for (const shop of shops) if (shop.syncJobId) jobs.set(shop.id, await queue.find(shop.syncJobId));
      const accounts: ConnectedAccount[] = grants.map((grant) => ({
        grantId: grant.id,
        accountId: grant.accountId,
        accountName: grant.accountName,
        mode: grant.mode,
        status: grant.status,
        connectedAt: grant.createdAt.toISOString(),
        sellingPartnerAuthorizedAt: grant.sellingPartnerAuthorizedAt?.toISOString() ?? null,
        sellingPartnerMarketplaces: grant.sellingPartnerMarketplaces,
        connectedByName: grant.connectedByName,
        shops: shops
          .filter((shop) => shop.grantId === grant.id)
          .map((shop) => shopView(shop, ranges.get(shop.id), jobs.get(shop.id))),
      }));
      return { accounts, amazonMode: deps.endpoints.mode, mainShopId: mainShop(shops, clicks, home) };
    },

    /** The consent URL for a new Amazon account; the callback comes back to `redirectUri`. */
    async authorize(user: SessionUser, redirectUri: string, authRegion: Region) {
      assertAnyRole(user, ADMINS);
      const url = await startConsent(user, redirectUri, null, authRegion);
      await record(user, 'authorize', null, 'consent');
      return { url };
    },

    /** A new consent for a connected account, e.g. after Amazon revoked its token. */
    async reauthorize(user: SessionUser, grantId: string, redirectUri: string) {
      assertAnyRole(user, ADMINS);
      const grant = await repo.grant(grantId);
      if (!grant || !maySee(user, grant.organisationId)) throw notFound(messages.shop.accountNotFound);
      const url = await startConsent(
        { ...user, organisationId: grant.organisationId },
        redirectUri,
        grant.id,
        grant.authRegion,
      );
      await record(user, 'reauthorize', null, grant.id);
      return { url };
    },

    /** The consent came back with a code: exchange it, store the grant, add its shops, sync them. */
    async completeAuthorization(state: string, code: string): Promise<{ shops: number; grantId: string }> {
      const pending = await repo.takePendingAuthorization(state);
      if (!pending) throw new AuthorizationFailed('unknown_state');
      try {
        return await connectAccount(pending, code);
      } catch (error) {
        await operationLog.record(
          { organisationId: pending.organisationId },
          {
            module: 'shop',
            action: pending.grantId ? 'reauthorized' : 'authorized',
            objectType: 'amazonAccount',
            objectId: pending.grantId ?? 'consent',
            after: { byUserId: pending.userId },
            result: 'failure',
            ...notCompleted(error instanceof AuthorizationFailed ? error.reason : 'amazon_unavailable'),
          },
        );
        throw error;
      }
    },

    async sync(user: SessionUser, shopId: string) {
      assertAnyRole(user, ADMINS);
      const shop = await visibleShop(user, shopId);
      // A sync of an account Amazon refuses could only fail: say so now, not after a queued job fails.
      if ((await repo.grant(shop.grantId))?.status !== 'active')
        throw amazonAuthorizationRefused(shop.grantId);
      const jobId = await enqueueSync(shop);
      await record(user, 'sync', shop.id, shop.id, { after: { jobId } });
      return { jobId };
    },

    /** Pulls a shop's reports again from `from` on, by the system (the demo history's dated-back negations). */
    async restate(shopId: string, from: string) {
      const shop = await repo.shop(shopId);
      if (shop?.syncStatus === 'active') await enqueueSync(shop, from);
    },

    async setPaused(user: SessionUser, shopId: string, paused: boolean) {
      assertAnyRole(user, ADMINS);
      const shop = await visibleShop(user, shopId);
      const syncStatus = paused ? ('paused' as const) : ('active' as const);
      await repo.updateShop(shop.id, { syncStatus });
      if (paused) await queue.cancel(shopSyncKey(shop.id));
      await record(user, paused ? 'pause' : 'resume', shop.id, shop.id, {
        before: { status: shop.syncStatus },
        after: { status: syncStatus },
      });
      return { shopId: shop.id, status: syncStatus };
    },

    /** Removes a shop and all its synced data; the account goes too once it has no shop left. */
    async remove(user: SessionUser, shopId: string) {
      assertAnyRole(user, ADMINS);
      const shop = await visibleShop(user, shopId);
      await queue.cancel(shopSyncKey(shop.id));
      await repo.deleteShop(shop.id);
      if ((await repo.shopsOfGrant(shop.grantId)).length === 0) await repo.deleteGrant(shop.grantId);
      await record(user, 'remove', shop.id, shop.id, {
        before: { profileId: shop.profileId, countryCode: shop.countryCode, name: shop.name },
      });
      return { shopId: shop.id };
    },

    /** What the Amazon client needs to act for a shop; decrypting the token happens only here. */
    async scopeOf(shop: Pick<ShopRow, 'grantId' | 'profileId' | 'region'>): Promise<ProfileScope> {
      const grant = await repo.grant(shop.grantId);
      if (!grant || grant.status !== 'active')
        throw new AmazonApiError(
          401,
          'the Amazon account of this shop needs to be re-authorized',
          'invalid_grant',
        );
      return {
        grantId: grant.id,
        refreshToken: cipher.decrypt(grant.refreshTokenCipher),
        authRegion: grant.authRegion,
        profileId: shop.profileId,
        region: shop.region,
      };
    },

    /** Marks the account's token as refused by Amazon, so the list asks for a re-authorization. */
    async markRevoked(grantId: string) {
      await repo.setGrantStatus(grantId, 'revoked');
      deps.lwa.forget(grantId);
    },

    /** The daily sync: every active shop whose last sync is over a day old. */
    async enqueueDueSyncs() {
      for (const shop of await repo.shopsDueForSync(new Date(Date.now() - 24 * 3600_000)))
        await enqueueSync(shop);
    },

    startConsent,
  };
}

export type ShopService = ReturnType<typeof createShopService>;

function shopView(
  shop: ShopRow,
  range: { from: string; to: string } | undefined,
  job: JobRow | undefined,
): ConnectedShop {
  return {
    shopId: shop.id,
    profileId: shop.profileId,
    name: shop.name,
    countryCode: shop.countryCode,
    marketplaceId: shop.marketplaceId,
    region: shop.region,
    currencyCode: shop.currencyCode,
    timezone: shop.timezone,
    accountType: shop.accountType,
    status: shop.syncStatus,
    lastSyncAt: shop.lastSyncAt?.toISOString() ?? null,
    lastSyncError: shop.lastSyncError,
    lastSyncFailure: shop.lastSyncFailure,
    dataFrom: range?.from ?? null,
    dataTo: range?.to ?? null,
    job: job ? jobView(job) : null,
  };
}
