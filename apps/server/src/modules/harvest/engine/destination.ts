import { campaignNameOf, HARVEST_TARGETING_NAMES, type HarvestDestination } from '@termwise/contracts';
import type { AdGroupLayout } from '../../shop/index.ts';

export type HarvestKind = 'keyword' | 'asinTarget';

const ENABLED = 'ENABLED';

/**
 * What Termwise names the manual campaign and ad group it creates for a product that has none: the campaign
 * by the shop's pattern, the ad group after its targeting (one per campaign, so no two clash).
 */
export function newDestinationNames(
  kind: HarvestKind,
  product: { sku: string; asin: string },
  pattern: string,
) {
  return {
    campaignName: campaignNameOf(pattern, { ...product, kind }),
    adGroupName: HARVEST_TARGETING_NAMES[kind],
  };
}

const advertises = (layout: AdGroupLayout, asin: string) =>
  layout.products.some((product) => product.asin.toLowerCase() === asin.toLowerCase());

/**
 * An ad group that could take the new keyword (or target): enabled, in an enabled MANUAL campaign, and
 * already holding that kind of targeting. Amazon does not mix keywords and product targets in one ad group,
 * and the synced structure names only ASIN targets, so an empty ad group, or one of category targets, is
 * left out rather than guessed.
 */
function canTake(layout: AdGroupLayout, kind: HarvestKind): boolean {
  if (
    layout.targetingType !== 'MANUAL' ||
    layout.campaignState !== ENABLED ||
    layout.adGroupState !== ENABLED
  )
    return false;
  const [own, other] =
    kind === 'asinTarget' ? [layout.targetedAsins, layout.keywords] : [layout.keywords, layout.targetedAsins];
  return own.length > 0 && other.length === 0;
}

/**
 * A manual ad group built for one kind of targeting: exact keywords only (for a keyword), or ASIN targets
 * only (for an ASIN). A mixed ad group would let the new keyword compete with its broad siblings.
 */
function isDestinationFor(layout: AdGroupLayout, kind: HarvestKind): boolean {
  if (!canTake(layout, kind)) return false;
  return kind === 'asinTarget' || layout.keywords.every((keyword) => keyword.matchType === 'EXACT');
}

/**
 * Every ad group a person may pick instead of the proposed one: those of the shop that advertise the product
 * and could take the targeting. Looser than the proposal (a phrase ad group is allowed): the seller knows
 * their account's layout better than the rule does.
 */
export function destinationChoices(layouts: AdGroupLayout[], asin: string, kind: HarvestKind) {
  return layouts
    .filter((layout) => advertises(layout, asin) && canTake(layout, kind))
    .sort(
      (a, b) =>
        a.campaignName.localeCompare(b.campaignName) ||
        a.adGroupName.localeCompare(b.adGroupName) ||
        a.adGroupId.localeCompare(b.adGroupId),
    );
}

/**
 * The product's manual exact (or product-targeting) ad group, found from what it advertises: with several,
 * the one holding the most targetings (the seller's main one), then the smallest id, so the answer is stable.
 * Without one, a campaign and ad group to create, named by the shop's campaign name pattern.
 */
export function findDestination(
  layouts: AdGroupLayout[],
  asin: string,
  sku: string,
  kind: HarvestKind,
  campaignNamePattern: string,
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
  return {
    campaignId: null,
    adGroupId: null,
    ...newDestinationNames(kind, { sku, asin }, campaignNamePattern),
    toCreate: true,
  };
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
