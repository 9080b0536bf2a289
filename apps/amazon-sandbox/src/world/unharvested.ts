import type { Shop } from './shop.ts';

/**
 * The demo's last product has never had a manual keyword campaign: only its auto and product-targeting
 * campaigns advertise it, so harvesting one of its converting search terms has to create the campaign, ad group
 * and product ad first. Removed while the world is built, as if the seller had never made them.
 */
export function withoutKeywordCampaign(shop: Shop): void {
  const product = shop.products.at(-1);
  if (!product) return;
  const campaignIds = new Set(
    shop.productAds
      .all()
      .map(({ entity }) => entity)
      .filter((ad) => ad.asin === product.asin && shop.keywords.all().some(({ entity }) => entity.adGroupId === ad.adGroupId))
      .map((ad) => ad.campaignId),
  );
  const inCampaigns = ({ campaignId }: { campaignId: string }) => campaignIds.has(campaignId);
  shop.campaigns.removeWhere(inCampaigns);
  shop.adGroups.removeWhere(inCampaigns);
  shop.keywords.removeWhere(inCampaigns);
  shop.productAds.removeWhere(inCampaigns);
  const kept = shop.paths.filter((path) => !inCampaigns(path.campaign));
  shop.paths.splice(0, shop.paths.length, ...kept);
}
