import {
  BID_FACTOR,
  DEFAULT_CAMPAIGN_NAME_PATTERN,
  Role,
  type HarvestSettings,
  type HarvestSettingsSaveRequest,
} from '@termwise/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { harvestSetting } from '../../db/schema/harvest.ts';
import { assertAnyRole } from '../../http/auth-guard.ts';
import { fieldInvalid, notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import { keywordBidBounds } from '../amazon/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';

const ADMINS = [Role.super, Role.admin];

/** What the scan needs of a shop's settings. */
export interface ShopHarvestSettings {
  campaignNamePattern: string;
  bidFactor: number;
  minBid: number | null;
  maxBid: number | null;
}

export const DEFAULT_SETTINGS: ShopHarvestSettings = {
  campaignNamePattern: DEFAULT_CAMPAIGN_NAME_PATTERN,
  bidFactor: BID_FACTOR.default,
  minBid: null,
  maxBid: null,
};

/**
 * Per-shop harvest settings: the name of the campaign a harvest creates, and the factor and bounds of the
 * starting bid. Every member who sees the shop reads them; admins change them, and each change is logged.
 */
export function createHarvestSettings(deps: {
  db: Database;
  shops: ShopDirectory;
  operationLog: OperationLog;
  now: () => Date;
}) {
  const { db, shops, operationLog, now } = deps;

  async function stored(shopId: string): Promise<ShopHarvestSettings | undefined> {
    const [row] = await db.select().from(harvestSetting).where(eq(harvestSetting.shopId, shopId));
    if (!row) return undefined;
    const { campaignNamePattern, bidFactor, minBid, maxBid } = row;
    return { campaignNamePattern, bidFactor: Number(bidFactor), minBid, maxBid };
  }

  async function visibleShop(user: SessionUser, shopId: string): Promise<ShopRow> {
    const target = await shops.shop(shopId);
    if (!target || !maySee(user, target.organisationId, target.id)) throw notFound(messages.shop.notFound);
    return target;
  }

  function shape(target: ShopRow, settings: ShopHarvestSettings, saved: boolean): HarvestSettings {
    const bounds = keywordBidBounds(target.currencyCode);
    return {
      shopId: target.id,
      ...settings,
      currency: target.currencyCode,
      amazonMinBid: bounds.min,
      ceiling: bounds.max,
      saved,
    };
  }

  /** The schema checks the shape; Amazon's minimum depends on the shop's currency, so it is checked here. */
  function assertOverAmazonMinimum(target: ShopRow, request: HarvestSettingsSaveRequest) {
    const { min } = keywordBidBounds(target.currencyCode);
    for (const field of ['minBid', 'maxBid'] as const) {
      const value = request[field];
      if (value !== null && value < min)
        throw fieldInvalid(field, messages.harvest.underAmazonMinimum(min, target.currencyCode));
    }
  }

  return {
    /** The settings the scan uses for a shop: saved ones, or the defaults. */
    async forShop(shopId: string): Promise<ShopHarvestSettings> {
      return (await stored(shopId)) ?? DEFAULT_SETTINGS;
    },

    async read(user: SessionUser, shopId: string): Promise<HarvestSettings> {
      const target = await visibleShop(user, shopId);
      const saved = await stored(shopId);
      return shape(target, saved ?? DEFAULT_SETTINGS, saved !== undefined);
    },

    async save(user: SessionUser, request: HarvestSettingsSaveRequest): Promise<HarvestSettings> {
      const target = await visibleShop(user, request.shopId);
      assertAnyRole(user, ADMINS);
      assertOverAmazonMinimum(target, request);
      const before = await stored(target.id);
      const settings: ShopHarvestSettings = {
        campaignNamePattern: request.campaignNamePattern,
        bidFactor: request.bidFactor,
        minBid: request.minBid,
        maxBid: request.maxBid,
      };
      const values = { ...settings, updatedBy: user.userId, updatedAt: now() };
      await db
        .insert(harvestSetting)
        .values({ shopId: target.id, organisationId: target.organisationId, ...values })
        .onConflictDoUpdate({ target: harvestSetting.shopId, set: values });
      await operationLog.record(user, {
        module: 'harvest',
        action: 'settings',
        objectType: 'harvest_setting',
        objectId: target.id,
        shopId: target.id,
        before: before ?? DEFAULT_SETTINGS,
        after: settings,
        result: 'success',
      });
      return shape(target, settings, true);
    },
  };
}

export type HarvestSettingsStore = ReturnType<typeof createHarvestSettings>;
