import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { shopOwned } from './shop-columns.ts';

/** Window sums stored per occurrence: `{ "30": { impressions, clicks, cost, orders, sales }, ... }`. */
export type WindowSums = Record<
  string,
  { impressions: number; clicks: number; cost: number; orders: number; sales: number }
>;

/**
 * A keyword structure finding of a shop, as its last analysis (after each sync) saw it. The id hashes
 * shop, kind and what the group is about, so a group keeps its id from one analysis to the next.
 */
export const keywordGroup = pgTable(
  'keyword_group',
  {
    id: text('id').notNull(),
    ...shopOwned(),
    kind: text('kind', { enum: ['duplicate', 'overlap', 'conflict', 'leak'] }).notNull(),
    text: text('text').notNull(),
    matchType: text('match_type').notNull(),
    asins: text('asins').array().notNull(),
    occurrences: integer('occurrences').notNull(),
    analysedAt: timestamp('analysed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    index('keyword_group_shop_idx').on(table.shopId, table.kind),
  ],
);

/** A group's windows and members go with the group, on the group's shop. */
const groupColumns = () => ({ shopId: uuid('shop_id').notNull(), groupId: text('group_id').notNull() });
const ofGroup = (table: { shopId: AnyPgColumn; groupId: AnyPgColumn }) =>
  foreignKey({
    columns: [table.shopId, table.groupId],
    foreignColumns: [keywordGroup.shopId, keywordGroup.id],
  }).onDelete('cascade');

/** Totals of a group's occurrences over each window, for filtering and sorting on the server. */
export const keywordGroupWindow = pgTable(
  'keyword_group_window',
  {
    ...groupColumns(),
    windowDays: integer('window_days').notNull(),
    cost: doublePrecision('cost').notNull(),
    orders: doublePrecision('orders').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.groupId, table.windowDays] }), ofGroup(table)],
);

export const keywordGroupMember = pgTable(
  'keyword_group_member',
  {
    ...groupColumns(),
    occurrenceId: text('occurrence_id').notNull(),
    role: text('role', { enum: ['keyword', 'target', 'negative', 'searchTerm'] }).notNull(),
    keywordId: text('keyword_id'),
    targetId: text('target_id'),
    campaignId: text('campaign_id').notNull(),
    campaignName: text('campaign_name').notNull(),
    adGroupId: text('ad_group_id'),
    adGroupName: text('ad_group_name'),
    asins: text('asins').array().notNull(),
    text: text('text').notNull(),
    matchType: text('match_type').notNull(),
    state: text('state').notNull(),
    bid: money('bid'),
    metrics: jsonb('metrics').$type<WindowSums>().notNull(),
    /** Occurrences the kind fixes: a leak's exact keyword and a conflict's positive keyword are kept. */
    fixed: boolean('fixed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.groupId, table.occurrenceId] }), ofGroup(table)],
);

/**
 * A pause or exact negative sent from the duplicates page for one occurrence. Written `applying` before
 * the Amazon call (the intent), so a crash leaves a row that the next attempt checks on Amazon first.
 */
export const keywordAction = pgTable(
  'keyword_action',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...shopOwned(),
    groupId: text('group_id').notNull(),
    occurrenceId: text('occurrence_id').notNull(),
    kind: text('kind', { enum: ['pause', 'negateExact'] }).notNull(),
    keywordId: text('keyword_id'),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id'),
    text: text('text').notNull(),
    asin: text('asin').notNull(),
    status: text('status', { enum: ['applying', 'applied', 'failed', 'reverted'] }).notNull(),
    /** The state the keyword had before a pause, restored by a revert. */
    previousState: text('previous_state'),
    /** The negation module's row behind an exact negative. */
    negationId: uuid('negation_id'),
    message: text('message'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    index('keyword_action_group_idx').on(table.shopId, table.groupId),
    uniqueIndex('keyword_action_live_key')
      .on(table.shopId, table.kind, table.occurrenceId)
      .where(sql`status in ('applying', 'applied')`),
  ],
);
