import { asc, eq, inArray } from 'drizzle-orm';
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
