import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adGroup, campaign, product, shop } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../auth/session-cache.ts';
import type { ShopRow } from './engine/repo.ts';
import { inVisibleOrganisation } from './tenancy.ts';

/** Shops and the names of their campaigns and ad groups, as the negation screens show them. */
export function createShopDirectory(db: Database) {
  return {
    /** The shop, if the user may see it; otherwise 4004 without saying whether it exists. */
    async visibleShop(user: SessionUser, shopId: string): Promise<ShopRow> {
      const [row] = await db
        .select()
        .from(shop)
        .where(and(eq(shop.id, shopId), inVisibleOrganisation(shop.organisationId, user)));
      if (!row) throw notFound('shop not found');
      return row;
    },

    async shopsOfOrganisation(organisationId: string): Promise<ShopRow[]> {
      return db.select().from(shop).where(eq(shop.organisationId, organisationId)).orderBy(asc(shop.name));
    },

    async names(shopIds: string[]) {
      const campaigns = new Map<string, string>();
      const adGroups = new Map<string, string>();
      for (const shopId of new Set(shopIds)) {
        const [campaignRows, adGroupRows] = await Promise.all([
          db
            .select({ id: campaign.campaignId, name: campaign.name })
            .from(campaign)
            .where(eq(campaign.shopId, shopId)),
          db
            .select({ id: adGroup.adGroupId, name: adGroup.name })
            .from(adGroup)
            .where(eq(adGroup.shopId, shopId)),
        ]);
        campaignRows.forEach((row) => campaigns.set(`${shopId}|${row.id}`, row.name));
        adGroupRows.forEach((row) => adGroups.set(`${shopId}|${row.id}`, row.name));
      }
      return {
        campaign: (shopId: string, id: string) => campaigns.get(`${shopId}|${id}`) ?? id,
        adGroup: (shopId: string, id: string | null) =>
          id === null ? null : (adGroups.get(`${shopId}|${id}`) ?? id),
      };
    },
  };
}

export type ShopDirectory = ReturnType<typeof createShopDirectory>;

/** Titles and images of the products of some shops, keyed `${shopId}|${ASIN}`. */
export async function productsOf(db: Database, shopIds: string[]) {
  const unique = [...new Set(shopIds)];
  const rows = unique.length
    ? await db
        .select({
          shopId: product.shopId,
          asin: product.asin,
          title: product.title,
          imageUrl: product.imageUrl,
        })
        .from(product)
        .where(inArray(product.shopId, unique))
    : [];
  const byKey = new Map(rows.map((row) => [`${row.shopId}|${row.asin.toUpperCase()}`, row]));
  return (shopId: string, asin: string) => byKey.get(`${shopId}|${asin.toUpperCase()}`);
}
