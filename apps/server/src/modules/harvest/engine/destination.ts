import type { HarvestDestination } from '@termwise/contracts';
import type { AdGroupLayout } from '../../shop/index.ts';

export type HarvestKind = 'keyword' | 'asinTarget';

const ENABLED = 'ENABLED';

/** What Termwise names the manual campaign and ad group it creates for a product that has none. */
export function newDestinationNames(kind: HarvestKind, sku: string) {
  const what = kind === 'keyword' ? 'Exact' : 'Product targets';
  return { campaignName: `Termwise harvest - ${sku} - ${what}`, adGroupName: what };
}

const advertises = (layout: AdGroupLayout, asin: string) =>
  layout.products.some((product) => product.asin.toLowerCase() === asin.toLowerCase());

/**
 * A manual ad group built for one kind of targeting: exact keywords only (for a keyword), or ASIN targets
 * only (for an ASIN). A mixed ad group would let the new keyword compete with its broad siblings.
 */
function isDestinationFor(layout: AdGroupLayout, kind: HarvestKind): boolean {
  if (
    layout.targetingType !== 'MANUAL' ||
    layout.campaignState !== ENABLED ||
    layout.adGroupState !== ENABLED
  )
    return false;
  if (kind === 'asinTarget') return layout.targetedAsins.length > 0 && layout.keywords.length === 0;
  return (
    layout.keywords.length > 0 &&
    layout.keywords.every((keyword) => keyword.matchType === 'EXACT') &&
    layout.targetedAsins.length === 0
  );
}

/**
 * The product's manual exact (or product-targeting) ad group, found from what it advertises: with several,
 * the one holding the most targetings (the seller's main one), then the smallest id, so the answer is stable.
 * Without one, a campaign and ad group to create, named after the SKU.
 */
export function findDestination(
  layouts: AdGroupLayout[],
  asin: string,
  sku: string,
  kind: HarvestKind,
): HarvestDestination {
  const fits = layouts
    .filter((layout) => advertises(layout, asin) && isDestinationFor(layout, kind))
    .sort(
      (a, b) =>
        b.keywords.length + b.targetedAsins.length - (a.keywords.length + a.targetedAsins.length) ||
        a.adGroupId.localeCompare(b.adGroupId),
    );
  const best = fits[0];
  if (best)
    return {
      campaignId: best.campaignId,
      campaignName: best.campaignName,
      adGroupId: best.adGroupId,
      adGroupName: best.adGroupName,
      toCreate: false,
    };
  return { campaignId: null, adGroupId: null, ...newDestinationNames(kind, sku), toCreate: true };
}

/** Whether the product already targets the term: an exact keyword, or a product target on the ASIN. */
export function isTargetedForProduct(
  layouts: AdGroupLayout[],
  asin: string,
  term: string,
  kind: HarvestKind,
): boolean {
  return layouts.some(
    (layout) =>
      advertises(layout, asin) &&
      (kind === 'asinTarget'
        ? layout.targetedAsins.includes(term)
        : layout.keywords.some((keyword) => keyword.matchType === 'EXACT' && keyword.text === term)),
  );
}
