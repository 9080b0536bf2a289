import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { failureReason } from './failure.ts';
import { negRulePreviewRequest } from './negation-rule.ts';
import { adRatios, adTotals } from './metrics.ts';
import { schemaText } from './validation-messages.ts';
import { requiredText } from './primitives.ts';
import { amazonId, ASIN_PATTERN, id, page, pageOf, pageSize } from './validation.ts';

/**
 * Harvest: a search term that sells in an automatic, broad or phrase ad group becomes an exact keyword
 * (an ASIN target for an ASIN) in the product's manual ad group, and a negative exact (negative product
 * target) where it was found, in one step that survives a crash.
 *
 * pending -> applying -> applied | failed; pending/failed -> rejected.
 */
export const HARVEST_STATUSES = ['pending', 'applying', 'applied', 'failed', 'rejected'] as const;
export const harvestStatus = z.enum(HARVEST_STATUSES);

/** What the bid was set from: the term's cost per click times the factor, Amazon's suggestion, or a bound. */
export const harvestBidSource = z.enum(['costPerClick', 'suggested', 'minimum', 'maximum']);

/** The term's figures over the look-back window where it was found (7-day attribution). */
export const harvestMetrics = z.object({ ...adTotals, ...adRatios });

const harvestPlace = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  adGroupId: z.string(),
  adGroupName: z.string(),
});

/** Where the keyword goes: an existing manual ad group, or a campaign and ad group Termwise creates. */
export const harvestDestination = z.object({
  campaignId: z.string().nullable(),
  campaignName: z.string(),
  adGroupId: z.string().nullable(),
  adGroupName: z.string(),
  /** true: the campaign (and its ad group and product ad) does not exist yet and is created on confirm. */
  toCreate: z.boolean(),
});

/** Before: the term where it was found over the look-back window; since: the new keyword since it went live. */
export const harvestProof = z.object({
  harvestedOn: z.string(),
  before: harvestMetrics,
  since: harvestMetrics,
  /** Days since the harvest that Amazon has reported (the window of `since`). */
  daysSince: z.number().int(),
});

export const harvestRow = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  currency: z.string(),
  asin: z.string(),
  sku: z.string().nullable(),
  searchTerm: z.string(),
  /** keyword: an exact keyword; asinTarget: a product target on the ASIN. */
  kind: z.enum(['keyword', 'asinTarget']),
  source: harvestPlace,
  destination: harvestDestination,
  metrics: harvestMetrics,
  lookbackDays: z.number().int(),
  bid: z.number(),
  bidSource: harvestBidSource,
  suggestedBid: z.number().nullable(),
  status: harvestStatus,
  failure: failureReason.nullable(),
  keywordId: z.string().nullable(),
  negationId: z.string().nullable(),
  proof: harvestProof.nullable(),
  createdAt: z.string(),
});

export const harvestListRequest = z.object({
  shopId: id.optional(),
  asin: z.string().regex(ASIN_PATTERN, schemaText('asin')).optional(),
  status: harvestStatus.optional(),
  page,
  pageSize,
});
export const harvestListResponse = pageOf(harvestRow);

export const harvestProcessRequest = z.object({
  ids: z.array(id).min(1, schemaText('oneId')).max(200),
  action: z.enum(['confirm', 'reject']),
  /** Confirm only: another ad group of the same shop to put the keyword in (the list's destination otherwise). */
  destination: z.object({ campaignId: amazonId, adGroupId: amazonId }).optional(),
});
export const harvestOutcome = z.object({
  id: z.string(),
  outcome: z.enum(['applied', 'rejected', 'failed', 'skipped', 'not_found']),
  status: harvestStatus.nullable(),
  message: z.string().nullable(),
  failure: failureReason.nullable(),
});
export const harvestProcessResponse = z.object({ results: z.array(harvestOutcome) });

/**
 * A harvest rule's dry run (a saved rule by `id`, or a draft from the form by `rule`, whose `action` is
 * harvest): what it would propose on each shop of its scope now. Nothing is saved or sent to Amazon.
 */
export const harvestPreviewRequest = negRulePreviewRequest;
export const harvestPreviewRow = harvestRow
  .pick({
    shopId: true,
    shopName: true,
    currency: true,
    asin: true,
    searchTerm: true,
    kind: true,
    source: true,
    destination: true,
    metrics: true,
  })
  .extend({
    /** 1: the run would harvest it on its own; 2: it would wait for a person. */
    flag: z.union([z.literal(1), z.literal(2)]),
  });
export const harvestPreviewResponse = z.object({
  rows: z.array(harvestPreviewRow),
  total: z.number().int(),
  /** Set when an automatic rule's harvests would wait for a person: its trial run, or over the maximum. */
  heldBack: z.enum(['trialRun', 'runMaximum']).nullable(),
});

export const harvestDestinationsRequest = z.object({ id });
/** An ad group the keyword could go to instead; `current` marks where it goes now. */
export const harvestDestinationChoice = harvestPlace.extend({ current: z.boolean() });
export const harvestDestinationsResponse = z.object({ destinations: z.array(harvestDestinationChoice) });

/** Harvests waiting for a person in one shop: proposals to decide, and failed ones to confirm again or reject. */
export const harvestPendingShop = z.object({
  shopId: z.string(),
  shopName: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export const harvestPendingResponse = z.object({ shops: z.array(harvestPendingShop) });

export const harvestProofChartRequest = z.object({ id });
/** One day of the search-term report (7-day attribution); a day without rows is all zeros. */
export const harvestProofDay = z.object({
  date: z.string(),
  cost: z.number(),
  sales: z.number(),
  orders: z.number(),
  clicks: z.number(),
});
/**
 * An applied harvest's proof day by day: the term at its source from the look-back window before the harvest to
 * yesterday (the drop after the negative shows), and the new keyword in its ad group from the harvest date on.
 */
export const harvestProofChartResponse = z.object({
  harvestedOn: z.string(),
  currency: z.string(),
  source: z.array(harvestProofDay),
  keyword: z.array(harvestProofDay),
});

/**
 * A shop's harvest settings. The campaign name pattern names the manual campaign Termwise creates for a
 * product without one: `{sku}` or `{asin}` keeps two products apart (the harvest adopts a campaign by exact
 * name), `{targeting}` ("Exact" / "Product targets") keeps a product's keyword and ASIN-target campaigns apart.
 */
export const HARVEST_NAME_PLACEHOLDERS = ['{sku}', '{asin}', '{targeting}'] as const;
export const DEFAULT_CAMPAIGN_NAME_PATTERN = 'Termwise harvest - {sku} - {targeting}';
/** Amazon's longest campaign name, and its longest seller SKU, which a pattern must fit with. */
export const CAMPAIGN_NAME_MAX = 128;
export const SKU_MAX = 40;
export const BID_FACTOR = { default: 1.1, min: 0.5, max: 3 } as const;
/** Amazon's highest keyword bid in any currency (JPY); a higher maximum is a typo. */
const BID_LIMIT = 100_000;

export const HARVEST_TARGETING_NAMES = { keyword: 'Exact', asinTarget: 'Product targets' } as const;

/** The campaign name a pattern gives a product. */
export function campaignNameOf(
  pattern: string,
  product: { sku: string; asin: string; kind: keyof typeof HARVEST_TARGETING_NAMES },
): string {
  return pattern
    .replaceAll('{sku}', product.sku)
    .replaceAll('{asin}', product.asin)
    .replaceAll('{targeting}', HARVEST_TARGETING_NAMES[product.kind]);
}

const namesEachProduct = (pattern: string) =>
  (pattern.includes('{sku}') || pattern.includes('{asin}')) && pattern.includes('{targeting}');
const fitsAmazon = (pattern: string) =>
  campaignNameOf(pattern, { sku: 'x'.repeat(SKU_MAX), asin: 'B0XXXXXXXX', kind: 'asinTarget' }).length <=
  CAMPAIGN_NAME_MAX;

const bid = z.number().positive().max(BID_LIMIT).nullable();

export const harvestSettingsRequest = z.object({ shopId: id });
const harvestSettingsFields = z.object({
  shopId: id,
  campaignNamePattern: requiredText(CAMPAIGN_NAME_MAX)
    .refine(namesEachProduct, schemaText('campaignNamePattern'))
    .refine(fitsAmazon, schemaText('campaignNameLength')),
  bidFactor: z.number().min(BID_FACTOR.min).max(BID_FACTOR.max),
  /** In the shop's currency; null: Amazon's minimum keyword bid. */
  minBid: bid,
  /** In the shop's currency; null: Termwise's ceiling for the currency. */
  maxBid: bid,
});
export const harvestSettingsSaveRequest = harvestSettingsFields.refine(
  (body) => body.minBid === null || body.maxBid === null || body.minBid <= body.maxBid,
  { path: ['minBid'], message: schemaText('minBidAtMostMaxBid') },
);
export const harvestSettings = harvestSettingsFields.extend({
  campaignNamePattern: z.string(),
  currency: z.string(),
  /** Amazon's minimum keyword bid and Termwise's ceiling in the shop's currency: what null stands for. */
  amazonMinBid: z.number(),
  ceiling: z.number(),
  /** False: the defaults, never saved for this shop. */
  saved: z.boolean(),
});

export type HarvestStatus = z.infer<typeof harvestStatus>;
export type HarvestBidSource = z.infer<typeof harvestBidSource>;
export type HarvestMetrics = z.infer<typeof harvestMetrics>;
export type HarvestDestination = z.infer<typeof harvestDestination>;
export type HarvestProof = z.infer<typeof harvestProof>;
export type HarvestRow = z.infer<typeof harvestRow>;
export type HarvestListRequest = z.infer<typeof harvestListRequest>;
export type HarvestProcessRequest = z.infer<typeof harvestProcessRequest>;
export type HarvestOutcome = z.infer<typeof harvestOutcome>;
export type HarvestPreviewRow = z.infer<typeof harvestPreviewRow>;
export type HarvestPreviewResponse = z.infer<typeof harvestPreviewResponse>;
export type HarvestDestinationChoice = z.infer<typeof harvestDestinationChoice>;
export type HarvestPendingShop = z.infer<typeof harvestPendingShop>;
export type HarvestProofDay = z.infer<typeof harvestProofDay>;
export type HarvestProofChart = z.infer<typeof harvestProofChartResponse>;
export type HarvestSettingsSaveRequest = z.infer<typeof harvestSettingsSaveRequest>;
export type HarvestSettings = z.infer<typeof harvestSettings>;

export const HarvestApi = {
  list: { path: '/v1/harvest/list', body: harvestListRequest, response: harvestListResponse },
  process: { path: '/v1/harvest/process', body: harvestProcessRequest, response: harvestProcessResponse },
  preview: { path: '/v1/harvest/preview', body: harvestPreviewRequest, response: harvestPreviewResponse },
  destinations: {
    path: '/v1/harvest/destinations',
    body: harvestDestinationsRequest,
    response: harvestDestinationsResponse,
  },
  pending: { path: '/v1/harvest/pending', response: harvestPendingResponse },
  proofChart: {
    path: '/v1/harvest/proof_chart',
    body: harvestProofChartRequest,
    response: harvestProofChartResponse,
  },
  settings: { path: '/v1/harvest/settings', body: harvestSettingsRequest, response: harvestSettings },
  saveSettings: {
    path: '/v1/harvest/settings/save',
    body: harvestSettingsSaveRequest,
    response: harvestSettings,
  },
} as const satisfies Record<string, Endpoint>;
