import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adGroup, campaign, product, shop } from '../../db/schema/amazon.ts';
import type { ShopRow } from './repo.ts';

/** The reads behind the shop directory other modules use: shops, entity names, product details. */
export function createDirectoryRepo(db: Database) {
  return {
    async shops(shopIds: string[]): Promise<ShopRow[]> {
      const unique = [...new Set(shopIds)];
      return unique.length ? db.select().from(shop).where(inArray(shop.id, unique)) : [];
    },

    async shopsOfOrganisation(organisationId: string): Promise<ShopRow[]> {
      return db.select().from(shop).where(eq(shop.organisationId, organisationId)).orderBy(asc(shop.name));
    },

    async campaignNames(shopId: string) {
      return db
        .select({ id: campaign.campaignId, name: campaign.name })
        .from(campaign)
        .where(eq(campaign.shopId, shopId));
    },

    /** One row's lookup by its key: a campaign or ad group the last sync saw, archived ones included. */
    async hasAdEntity(shopId: string, level: 'campaign' | 'adGroup', id: string): Promise<boolean> {
      const [row] =
        level === 'campaign'
          ? await db
              .select({ id: campaign.campaignId })
              .from(campaign)
              .where(and(eq(campaign.shopId, shopId), eq(campaign.campaignId, id)))
              .limit(1)
          : await db
              .select({ id: adGroup.adGroupId })
              .from(adGroup)
              .where(and(eq(adGroup.shopId, shopId), eq(adGroup.adGroupId, id)))
              .limit(1);
      return row !== undefined;
    },

    async adGroupNames(shopId: string) {
      return db
        .select({ id: adGroup.adGroupId, name: adGroup.name })
        .from(adGroup)
        .where(eq(adGroup.shopId, shopId));
    },

    async products(shopIds: string[]) {
      const unique = [...new Set(shopIds)];
      if (!unique.length) return [];
      return db
        .select({
          shopId: product.shopId,
          asin: product.asin,
          title: product.title,
          imageUrl: product.imageUrl,
        })
        .from(product)
        .where(inArray(product.shopId, unique));
    },
  };
}
