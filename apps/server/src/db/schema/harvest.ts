import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  FailureReason,
  HarvestBidSource,
  HarvestDestination,
  HarvestMetrics,
  HarvestStatus,
} from '@termwise/contracts';
import { shop } from './amazon.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { organisationId } from './organisation-column.ts';
import { shopOwned } from './shop-columns.ts';

/** Where a harvested term was found, with the names shown then. */
export interface HarvestSource {
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
}

/**
 * A search term that sells, proposed as an exact keyword (or ASIN target) for its product's manual ad group
 * and a negative where it was found. The Amazon ids are written as each step succeeds, so a resume after a
 * crash knows what is done; the negation module owns the negative (negation_id).
 */
export const harvest = pgTable(
  'harvest',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...shopOwned(),
    asin: text('asin').notNull(),
    sku: text('sku'),
    /** Normalised: lowercase, single spaces (an ASIN in lowercase). */
    searchTerm: text('search_term').notNull(),
    kind: text('kind', { enum: ['keyword', 'asinTarget'] }).notNull(),
    source: jsonb('source').$type<HarvestSource>().notNull(),
    destination: jsonb('destination').$type<HarvestDestination>().notNull(),
    metrics: jsonb('metrics').$type<HarvestMetrics>().notNull(),
    lookbackDays: integer('lookback_days').notNull(),
    /** The harvest rule that found it (the negation module's); null: found by the defaults, no rule. */
    ruleId: uuid('rule_id'),
    bid: money('bid').notNull(),
    bidSource: text('bid_source').$type<HarvestBidSource>().notNull(),
    suggestedBid: money('suggested_bid'),
    status: text('status').$type<HarvestStatus>().notNull(),
    /** Created (or adopted) on Amazon, step by step. */
    campaignId: text('campaign_id'),
    adGroupId: text('ad_group_id'),
    adId: text('ad_id'),
    keywordId: text('keyword_id'),
    /**
     * Set before the new keyword is paused because Amazon refused the source's negative (the two must not bid
     * against each other); cleared once it is enabled again after the negative is made.
     */
    keywordPaused: boolean('keyword_paused').notNull().default(false),
    negationId: uuid('negation_id'),
    failureReason: text('failure_reason'),
    failure: jsonb('failure').$type<FailureReason>(),
    /** The shop-local date the keyword went live. */
    harvestedOn: text('harvested_on'),
    handledBy: uuid('handled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    uniqueIndex('harvest_term_key').on(table.shopId, table.asin, table.searchTerm),
    index('harvest_shop_status_idx').on(table.shopId, table.status, table.createdAt),
  ],
);

/**
 * A shop's harvest settings (one row, once an admin saved them; defaults until then): the name of the
 * campaign created for a product that has none, and how the starting bid is set.
 */
export const harvestSetting = pgTable('harvest_setting', {
  shopId: uuid('shop_id')
    .primaryKey()
    .references(() => shop.id, { onDelete: 'cascade' }),
  organisationId: organisationId(),
  campaignNamePattern: text('campaign_name_pattern').notNull(),
  bidFactor: numeric('bid_factor', { precision: 6, scale: 3, mode: 'number' }).notNull(),
  /** In the shop's currency; null: Amazon's minimum keyword bid. */
  minBid: money('min_bid'),
  /** In the shop's currency; null: Termwise's ceiling for the currency. */
  maxBid: money('max_bid'),
  updatedBy: uuid('updated_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
