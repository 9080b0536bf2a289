import type { MarketplaceParticipation } from '../amazon/sellers.ts';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  amazonAuthorization,
  amazonGrant,
  searchTermDaily,
  shop,
  shopDayPerformance,
} from '../../db/schema/amazon.ts';

export type GrantRow = typeof amazonGrant.$inferSelect;
export type ShopRow = typeof shop.$inferSelect;
export type NewShop = Omit<typeof shop.$inferInsert, 'id' | 'createdAt'>;
export type PendingAuthorization = typeof amazonAuthorization.$inferSelect;

/** Grants, shops and consents in flight: the rows the shop module owns besides the synced Amazon data. */
export function createShopRepo(db: Database) {
  return {
    async savePendingAuthorization(row: typeof amazonAuthorization.$inferInsert) {
      await db.delete(amazonAuthorization).where(lt(amazonAuthorization.expiresAt, new Date()));
      await db.insert(amazonAuthorization).values(row);
    },

    /** Takes a consent in flight out, so a state works once even if two callbacks race. */
    async takePendingAuthorization(
      state: string,
      kind: PendingAuthorization['kind'] = 'ads',
    ): Promise<PendingAuthorization | undefined> {
      const [row] = await db
        .delete(amazonAuthorization)
        .where(and(eq(amazonAuthorization.state, state), eq(amazonAuthorization.kind, kind)))
        .returning();
      return row;
    },

    async setSellingPartnerToken(grantId: string, tokenCipher: string) {
      const now = new Date();
      await db
        .update(amazonGrant)
        .set({ sellingPartnerTokenCipher: tokenCipher, sellingPartnerAuthorizedAt: now, updatedAt: now })
        .where(eq(amazonGrant.id, grantId));
    },

    /** The marketplaces Amazon says the grant's Seller Central authorization covers. */
    async setSellingPartnerMarketplaces(grantId: string, marketplaces: MarketplaceParticipation[] | null) {
      await db
        .update(amazonGrant)
        .set({ sellingPartnerMarketplaces: marketplaces })
        .where(eq(amazonGrant.id, grantId));
    },

    /** One grant per seller account and mode in an organisation: a new consent replaces the token. */
    async upsertGrant(row: Omit<typeof amazonGrant.$inferInsert, 'id'>): Promise<GrantRow> {
      const [saved] = await db
        .insert(amazonGrant)
        .values(row)
        .onConflictDoUpdate({
          target: [amazonGrant.organisationId, amazonGrant.accountId, amazonGrant.mode],
          set: {
            accountName: row.accountName,
            refreshTokenCipher: row.refreshTokenCipher,
            authRegion: row.authRegion,
            connectedByName: row.connectedByName,
            status: 'active',
            updatedAt: new Date(),
          },
        })
        .returning();
      return saved!;
    },

    async grant(grantId: string): Promise<GrantRow | undefined> {
      const [row] = await db.select().from(amazonGrant).where(eq(amazonGrant.id, grantId));
      return row;
    },

    async grantsOf(organisationId: string | null): Promise<GrantRow[]> {
      const where = organisationId ? eq(amazonGrant.organisationId, organisationId) : undefined;
      return db.select().from(amazonGrant).where(where).orderBy(amazonGrant.createdAt);
    },

    async setGrantStatus(grantId: string, status: GrantRow['status']) {
      await db.update(amazonGrant).set({ status, updatedAt: new Date() }).where(eq(amazonGrant.id, grantId));
    },

    async deleteGrant(grantId: string) {
      await db.delete(amazonGrant).where(eq(amazonGrant.id, grantId));
    },

    /** Inserts new profiles as shops and refreshes the ones already known; answers them all. */
    async upsertShops(rows: NewShop[]): Promise<ShopRow[]> {
      if (!rows.length) return [];
      return db
        .insert(shop)
        .values(rows)
        .onConflictDoUpdate({
          target: [shop.organisationId, shop.profileId],
          set: {
            grantId: sql`excluded.grant_id`,
            name: sql`excluded.name`,
            currencyCode: sql`excluded.currency_code`,
            timezone: sql`excluded.timezone`,
            accountType: sql`excluded.account_type`,
          },
        })
        .returning();
    },

    async shop(shopId: string): Promise<ShopRow | undefined> {
      const [row] = await db.select().from(shop).where(eq(shop.id, shopId));
      return row;
    },

    async shopsOf(organisationId: string | null): Promise<ShopRow[]> {
      const where = organisationId ? eq(shop.organisationId, organisationId) : undefined;
      return db.select().from(shop).where(where).orderBy(shop.countryCode);
    },

    async shopsOfGrant(grantId: string): Promise<ShopRow[]> {
      return db.select().from(shop).where(eq(shop.grantId, grantId));
    },

    async updateShop(
      shopId: string,
      changes: Partial<
        Pick<ShopRow, 'syncStatus' | 'lastSyncAt' | 'lastSyncError' | 'lastSyncFailure' | 'syncJobId'>
      >,
    ) {
      await db.update(shop).set(changes).where(eq(shop.id, shopId));
    },

    /** Removing a shop removes everything synced for it (the fact and entity tables cascade). */
    async deleteShop(shopId: string) {
      await db.delete(shop).where(eq(shop.id, shopId));
    },

    /** Active shops of active grants whose last sync is older than the cut-off (or never happened). */
    async shopsDueForSync(before: Date): Promise<ShopRow[]> {
      return db
        .select(getTableColumns(shop))
        .from(shop)
        .innerJoin(amazonGrant, eq(amazonGrant.id, shop.grantId))
        .where(
          and(
            eq(shop.syncStatus, 'active'),
            eq(amazonGrant.status, 'active'),
            sql`(${shop.lastSyncAt} is null or ${shop.lastSyncAt} < ${before.toISOString()})`,
          ),
        );
    },

    /** First and last day of stored search-term data per shop. */
    /**
     * First and last day of stored search terms per shop. Each shop's ends are read from the primary key
     * (shop, date, ...) one row each; a grouped min/max would read every row of a year of data.
     */
    /** Ad clicks per shop from `sinceDate` on (shops without any are left out). */
    async clicksSince(shopIds: string[], sinceDate: string): Promise<Map<string, number>> {
      if (!shopIds.length) return new Map();
      const rows = await db
        .select({
          shopId: shopDayPerformance.shopId,
          clicks: sql<number>`sum(${shopDayPerformance.clicks})::float8`,
        })
        .from(shopDayPerformance)
        .where(and(inArray(shopDayPerformance.shopId, shopIds), gte(shopDayPerformance.date, sinceDate)))
        .groupBy(shopDayPerformance.shopId);
      return new Map(rows.map((row) => [row.shopId, row.clicks]));
    },

    async dataRanges(shopIds: string[]): Promise<Map<string, { from: string; to: string }>> {
      const rows = await Promise.all(
        shopIds.map(async (shopId) => {
          const ofShop = eq(searchTermDaily.shopId, shopId);
          const [[first], [last]] = await Promise.all([
            db
              .select({ date: searchTermDaily.date })
              .from(searchTermDaily)
              .where(ofShop)
              .orderBy(asc(searchTermDaily.date))
              .limit(1),
            db
              .select({ date: searchTermDaily.date })
              .from(searchTermDaily)
              .where(ofShop)
              .orderBy(desc(searchTermDaily.date))
              .limit(1),
          ]);
          return first && last ? ([shopId, { from: first.date, to: last.date }] as const) : null;
        }),
      );
      return new Map(rows.filter((row) => row !== null));
    },
  };
}

export type ShopRepo = ReturnType<typeof createShopRepo>;
