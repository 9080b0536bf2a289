import { and, eq, ne, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asSearchTermText } from '../../db/search-term-text.ts';
import { adGroup, campaign, keyword, productAd, target } from '../../db/schema/amazon.ts';
import { targetedAsin } from '../amazon/targeting.ts';

/** One ad group as a harvest sees it: its campaign, what it advertises and how it targets. */
export interface AdGroupLayout {
  campaignId: string;
  campaignName: string;
  campaignState: string;
  targetingType: string;
  adGroupId: string;
  adGroupName: string;
  adGroupState: string;
  defaultBid: number | null;
  /** Advertised products (not archived). */
  products: { asin: string; sku: string }[];
  /** Keywords by match type (not archived), as normalised text. */
  keywords: { text: string; matchType: string }[];
  /** ASINs its product targets name (not archived). */
  targetedAsins: string[];
}

const notArchived = (state: AnyColumn) => ne(state, 'ARCHIVED');

/** Every ad group of a shop that is not archived, with its campaign, products, keywords and ASIN targets. */
export async function adGroupLayouts(db: Database, shopId: string): Promise<AdGroupLayout[]> {
  const [groups, products, keywords, targets] = await Promise.all([
    db
      .select({
        campaignId: campaign.campaignId,
        campaignName: campaign.name,
        campaignState: campaign.state,
        targetingType: campaign.targetingType,
        adGroupId: adGroup.adGroupId,
        adGroupName: adGroup.name,
        adGroupState: adGroup.state,
        defaultBid: adGroup.defaultBid,
      })
      .from(adGroup)
      .innerJoin(
        campaign,
        and(eq(campaign.shopId, adGroup.shopId), eq(campaign.campaignId, adGroup.campaignId)),
      )
      .where(and(eq(adGroup.shopId, shopId), notArchived(adGroup.state), notArchived(campaign.state))),
    db
      .select({ adGroupId: productAd.adGroupId, asin: productAd.asin, sku: productAd.sku })
      .from(productAd)
      .where(and(eq(productAd.shopId, shopId), notArchived(productAd.state))),
    db
      .select({
        adGroupId: keyword.adGroupId,
        text: asSearchTermText(keyword.keywordText),
        matchType: keyword.matchType,
      })
      .from(keyword)
      .where(and(eq(keyword.shopId, shopId), notArchived(keyword.state))),
    db
      .select({ adGroupId: target.adGroupId, expression: target.expression })
      .from(target)
      .where(and(eq(target.shopId, shopId), notArchived(target.state))),
  ]);
  const grouped = <T extends { adGroupId: string }>(rows: T[]) => {
    const byGroup = new Map<string, T[]>();
    for (const row of rows) byGroup.set(row.adGroupId, [...(byGroup.get(row.adGroupId) ?? []), row]);
    return byGroup;
  };
  const productsOf = grouped(products);
  const keywordsOf = grouped(keywords);
  const targetsOf = grouped(targets);
  return groups.map((group) => ({
    ...group,
    products: (productsOf.get(group.adGroupId) ?? []).map(({ asin, sku }) => ({ asin, sku })),
    keywords: (keywordsOf.get(group.adGroupId) ?? []).map(({ text, matchType }) => ({ text, matchType })),
    targetedAsins: (targetsOf.get(group.adGroupId) ?? []).flatMap((row) => {
      const asin = targetedAsin(row.expression);
      return asin ? [asin.toLowerCase()] : [];
    }),
  }));
}
