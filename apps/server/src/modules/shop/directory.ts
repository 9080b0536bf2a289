import { notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { maySee, type SessionUser } from '../../http/session-user.ts';
import { createDirectoryRepo } from './directory-repo.ts';
import type { ShopRow } from './repo.ts';
import type { Database } from '../../db/client.ts';

/**
 * What other modules may know of shops: which a user may see, their names and those of their campaigns
 * and ad groups, and their products. Other modules ask here instead of reading the shop tables.
 */
export function createShopDirectory(db: Database) {
  const repo = createDirectoryRepo(db);
  return {
    /** The shop, if the user may see it; otherwise 4004 without saying whether it exists. */
    async visibleShop(user: SessionUser, shopId: string): Promise<ShopRow> {
      const [row] = await repo.shops([shopId]);
      if (!row || !maySee(user, row.organisationId, row.id)) throw notFound(messages.shop.notFound);
      return row;
    },

    async shop(shopId: string): Promise<ShopRow | undefined> {
      return (await repo.shops([shopId]))[0];
    },

    /** The shops of some ids, keyed by id; unknown ids are left out. */
    async shopsById(shopIds: string[]): Promise<Map<string, ShopRow>> {
      return new Map((await repo.shops(shopIds)).map((row) => [row.id, row]));
    },

    shopsOfOrganisation: repo.shopsOfOrganisation,

    /** The shops of the user's organisation they may see: all of them, or the ones they were given. */
    async visibleShops(user: SessionUser): Promise<ShopRow[]> {
      const shops = await repo.shopsOfOrganisation(user.organisationId);
      return shops.filter((shop) => maySee(user, shop.organisationId, shop.id));
    },

    /** Campaign and ad-group names of some shops; an id without a synced name reads as itself. */
    async names(shopIds: string[]) {
      const campaigns = new Map<string, string>();
      const adGroups = new Map<string, string>();
      for (const shopId of new Set(shopIds)) {
        const [campaignRows, adGroupRows] = await Promise.all([
          repo.campaignNames(shopId),
          repo.adGroupNames(shopId),
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

    /** The campaign and ad group ids and the ASINs of some shops: what a rule's scope may name there. */
    async scopeEntitiesOf(shopIds: readonly string[]) {
      const [campaigns, adGroups, products] = await Promise.all([
        Promise.all(shopIds.map((shopId) => repo.campaignNames(shopId))),
        Promise.all(shopIds.map((shopId) => repo.adGroupNames(shopId))),
        repo.products([...shopIds]),
      ]);
      return {
        campaignIds: new Set(campaigns.flat().map((row) => row.id)),
        adGroupIds: new Set(adGroups.flat().map((row) => row.id)),
        asins: new Set(products.map((row) => row.asin.toUpperCase())),
      };
    },

    /** Whether the shop has this campaign or ad group (as the last sync saw it, archived ones included). */
    hasAdEntity: (shopId: string, level: 'campaign' | 'adGroup', id: string) =>
      repo.hasAdEntity(shopId, level, id),

    /** Titles and images of the products of some shops, looked up by shop and ASIN. */
    async products(shopIds: string[]) {
      const rows = await repo.products(shopIds);
      const byKey = new Map(rows.map((row) => [`${row.shopId}|${row.asin.toUpperCase()}`, row]));
      return (shopId: string, asin: string) => byKey.get(`${shopId}|${asin.toUpperCase()}`);
    },
  };
}

export type ShopDirectory = ReturnType<typeof createShopDirectory>;
