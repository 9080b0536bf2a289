import type { SellingPartnerCatalog } from '../amazon/catalog.ts';
import type { TokenCipher } from '../amazon/token-cipher.ts';
import type { SellingPartnerReports, SellingPartnerScope } from '../amazon/sp-reports.ts';
import type { ShopRepo } from './repo.ts';
import type { ShopDirectory } from './directory.ts';

/** A marketplace of an organisation's shops, and whether a Seller Central authorization reaches its ABA reports. */
export interface AbaMarketplace {
  marketplaceId: string;
  countryCode: string;
  /** The marketplace's time zone: its periods end at midnight there. */
  timezone: string;
  authorized: boolean;
}

/**
 * What the brand-analytics module needs of the Amazon connection: the organisation's marketplaces, and
 * the SP-API reports and catalog clients with the credentials of a seller account authorized there.
 */
export function createBrandAnalyticsSource(deps: {
  repo: ShopRepo;
  directory: ShopDirectory;
  cipher: TokenCipher;
  reports: SellingPartnerReports;
  catalog: SellingPartnerCatalog;
}) {
  async function marketplaceShops(organisationId: string, visibleShopIds: readonly string[] | null = null) {
    const shops = (await deps.directory.shopsOfOrganisation(organisationId)).filter(
      (shop) => visibleShopIds === null || visibleShopIds.includes(shop.id),
    );
    const grants = new Map((await deps.repo.grantsOf(organisationId)).map((grant) => [grant.id, grant]));
    return shops.map((shop) => ({ shop, grant: grants.get(shop.grantId) }));
  }

  return {
    reports: deps.reports,
    catalog: deps.catalog,

    /** The marketplaces of the organisation's shops; with `visibleShopIds`, of those shops only. */
    async marketplaces(
      organisationId: string,
      visibleShopIds: readonly string[] | null = null,
    ): Promise<AbaMarketplace[]> {
      const byId = new Map<string, AbaMarketplace>();
      for (const { shop, grant } of await marketplaceShops(organisationId, visibleShopIds)) {
        const authorized = Boolean(grant?.sellingPartnerTokenCipher && grant.status === 'active');
        const known = byId.get(shop.marketplaceId);
        if (known) known.authorized ||= authorized;
        else
          byId.set(shop.marketplaceId, {
            marketplaceId: shop.marketplaceId,
            countryCode: shop.countryCode,
            timezone: shop.timezone,
            authorized,
          });
      }
      return [...byId.values()].sort((a, b) => a.countryCode.localeCompare(b.countryCode));
    },

    /** Organisations with an active Seller Central authorization: the daily newest-week round's list. */
    async sellerCentralOrganisations(): Promise<string[]> {
      const grants = await deps.repo.grantsOf(null);
      const authorized = grants.filter(
        (grant) => grant.sellingPartnerTokenCipher && grant.status === 'active',
      );
      return [...new Set(authorized.map((grant) => grant.organisationId))];
    },

    /** Credentials for the marketplace's reports, or undefined when no account there is SP-API authorized. */
    async scopeFor(organisationId: string, marketplaceId: string): Promise<SellingPartnerScope | undefined> {
      for (const { shop, grant } of await marketplaceShops(organisationId)) {
        if (
          shop.marketplaceId !== marketplaceId ||
          !grant?.sellingPartnerTokenCipher ||
          grant.status !== 'active'
        )
          continue;
        return {
          grantId: grant.id,
          refreshToken: deps.cipher.decrypt(grant.sellingPartnerTokenCipher),
          region: shop.region,
        };
      }
      return undefined;
    },
  };
}

export type BrandAnalyticsSource = ReturnType<typeof createBrandAnalyticsSource>;
