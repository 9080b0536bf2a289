import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failureReason } from './failure.ts';
import { jobProgress, type JobProgress } from './jobs.ts';
import { id } from './validation.ts';

/** Shop authorization and sync: `/v1/shop/*`. A shop is one Amazon Ads profile (seller x marketplace). */

export const shopIdBody = z.object({ shopId: id });
export const grantIdBody = z.object({ grantId: id });
/** Login with Amazon runs per region: the seller consents on the region of their Amazon account. */
export const amazonRegion = z.enum(['NA', 'EU', 'FE']);
export const authorizeBody = z.object({ region: amazonRegion.default('NA') });
export type AmazonRegion = z.infer<typeof amazonRegion>;

export const connectedShop = z.object({
  shopId: z.string(),
  profileId: z.string(),
  name: z.string(),
  countryCode: z.string(),
  marketplaceId: z.string(),
  region: z.enum(['NA', 'EU', 'FE']),
  currencyCode: z.string(),
  timezone: z.string(),
  /** Amazon's account type: seller, vendor, agency. */
  accountType: z.string(),
  /** active = synced daily; paused = no syncs until resumed. */
  status: z.enum(['active', 'paused']),
  lastSyncAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  /** Why the last sync failed, for the seller in their language; `lastSyncError` keeps the details. */
  lastSyncFailure: failureReason.nullable(),
  /** First and last day (shop zone) of stored search-term data. */
  dataFrom: z.string().nullable(),
  dataTo: z.string().nullable(),
  /** The latest sync job, while queued or running, or how it ended. */
  job: jobProgress.nullable(),
});

const amazonMode = z.enum(['sandbox', 'live']);

export const connectedAccount = z.object({
  grantId: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  mode: amazonMode,
  /** revoked = Amazon refused the refresh token: re-authorize. */
  status: z.enum(['active', 'revoked']),
  connectedAt: z.string(),
  /** When the seller authorized the Selling Partner API (Brand Analytics) on Seller Central; null: not yet. */
  sellingPartnerAuthorizedAt: z.string().nullable(),
  /**
   * The marketplaces that authorization covers, as Amazon's getMarketplaceParticipations lists them; null
   * before it or when Amazon did not answer.
   */
  sellingPartnerMarketplaces: z
    .array(z.object({ marketplaceId: z.string(), countryCode: z.string(), name: z.string() }))
    .nullable(),
  /** Who last authorized the account (null: the demo's, connected by the system). */
  connectedByName: z.string().nullable(),
  shops: z.array(connectedShop),
});

export const shopList = z.object({
  accounts: z.array(connectedAccount),
  amazonMode,
  /**
   * The seller's main shop, which screens open on: the one with the most ad clicks over the last 30 days
   * (clicks compare across currencies, spend does not); null before any shop has data.
   */
  mainShopId: z.string().nullable(),
});
export const consentUrl = z.object({ url: z.string() });
export const jobRef = z.object({ jobId: z.string() });
const shopRef = z.object({ shopId: z.string() });

export type ConnectedShop = z.infer<typeof connectedShop>;
export type ConnectedAccount = z.infer<typeof connectedAccount>;
export type ShopList = z.infer<typeof shopList>;
export type ConsentUrl = z.infer<typeof consentUrl>;
/** A shop's sync is a background job; its progress reads like any other job's. */
export type ShopSyncJob = JobProgress;

export const ShopApi = {
  list: { path: '/v1/shop/list', response: shopList },
  /** The consent URL for a new Amazon account; Amazon sends the browser back to the callback. */
  authorize: { path: '/v1/shop/authorize', body: authorizeBody, response: consentUrl },
  reauthorize: { path: '/v1/shop/reauthorize', body: grantIdBody, response: consentUrl },
  /** Seller Central's consent URL for a connected account's SP-API authorization (Brand Analytics). */
  authorizeSellingPartner: { path: '/v1/shop/sp_authorize', body: grantIdBody, response: consentUrl },
  sync: { path: '/v1/shop/sync', body: shopIdBody, response: jobRef },
  pause: {
    path: '/v1/shop/pause',
    body: shopIdBody,
    response: shopRef.extend({ status: connectedShop.shape.status }),
  },
  resume: {
    path: '/v1/shop/resume',
    body: shopIdBody,
    response: shopRef.extend({ status: connectedShop.shape.status }),
  },
  /** Removes the shop and every row synced for it. */
  remove: { path: '/v1/shop/remove', body: shopIdBody, response: shopRef },
} as const satisfies Record<string, Endpoint>;
