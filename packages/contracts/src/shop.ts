import { z } from 'zod';
import type { JobProgress } from './jobs.ts';

/** Shop authorization and sync: `/v1/shop/*`. A shop is one Amazon Ads profile (seller x marketplace). */

const id = z.uuid('must be an id');

export const shopIdBody = z.object({ shopId: id });
export const grantIdBody = z.object({ grantId: id });
/** Login with Amazon runs per region: the seller consents on the region of their Amazon account. */
export const amazonRegion = z.enum(['NA', 'EU', 'FE']);
export const authorizeBody = z.object({ region: amazonRegion.default('NA') });
export type AmazonRegion = z.infer<typeof amazonRegion>;

/** A shop's sync is a background job; its progress reads like any other job's. */
export type ShopSyncJob = JobProgress;

export interface ConnectedShop {
  shopId: string;
  profileId: string;
  name: string;
  countryCode: string;
  marketplaceId: string;
  region: 'NA' | 'EU' | 'FE';
  currencyCode: string;
  timezone: string;
  /** Amazon's account type: seller, vendor, agency. */
  accountType: string;
  /** active = synced daily; paused = no syncs until resumed. */
  status: 'active' | 'paused';
  lastSyncAt: string | null;
  lastSyncError: string | null;
  /** First and last day (shop zone) of stored search-term data. */
  dataFrom: string | null;
  dataTo: string | null;
  /** The latest sync job, while queued or running, or how it ended. */
  job: ShopSyncJob | null;
}

export interface ConnectedAccount {
  grantId: string;
  accountId: string;
  accountName: string;
  mode: 'sandbox' | 'live';
  /** revoked = Amazon refused the refresh token: re-authorize. */
  status: 'active' | 'revoked';
  connectedAt: string;
  shops: ConnectedShop[];
}

export interface ShopList {
  accounts: ConnectedAccount[];
  amazonMode: 'sandbox' | 'live';
}

export interface ConsentUrl {
  url: string;
}
