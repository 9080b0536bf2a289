import {
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
import { organisationId } from './organisation-column.ts';
import { shopId, shopOwned } from './shop-columns.ts';
import type {
  FailureReason,
  KeywordChange,
  NegationCaution,
  NegationRecommendation,
  TriggerMetrics,
} from '@termwise/contracts';

/** A condition over the look-back window, e.g. clicks >= 20. `value` may be a multiple of a target. */
export interface RuleCondition {
  metric: 'clicks' | 'spend' | 'orders' | 'acos' | 'cvr' | 'cpc' | 'impressions' | 'reachProbability';
  operator: '>=' | '>' | '<=' | '<' | '=';
  value: number;
  /** When set, `value` multiplies this target (e.g. spend >= 2 x cpcTarget). */
  relativeTo?: 'cpcTarget' | 'acosTarget';
  /** A money amount's currency, converted for shops of other currencies; unset: each shop's own. */
  currencyCode?: string;
}

export interface RuleScope {
  shopIds: string[];
  asins: string[];
  campaignIds: string[];
  adGroupIds: string[];
}

export const negationRule = pgTable(
  'negation_rule',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    /** negate: the negation engine runs it; harvest: the harvest scan does, after each sync of a shop. */
    action: text('action', { enum: ['negate', 'harvest'] })
      .notNull()
      .default('negate'),
    enabled: boolean('enabled').notNull().default(true),
    scope: jsonb('scope').$type<RuleScope>().notNull(),
    conditions: jsonb('conditions').$type<RuleCondition[]>().notNull(),
    lookbackDays: integer('lookback_days').notNull(),
    skipRecentDays: integer('skip_recent_days').notNull().default(2),
    attributionDays: integer('attribution_days').notNull().default(7),
    /** Targets the relative conditions multiply: CPC in shop currency, ACOS as a fraction (0.3 = 30 %). */
    cpcTarget: money('cpc_target'),
    /** The CPC target's currency, converted at the organisation's rates; null: each shop's own. */
    cpcTargetCurrency: text('cpc_target_currency'),
    acosTarget: money('acos_target'),
    /** 1 = negate automatically, 2 = propose for confirmation (SPEC flag). */
    flag: integer('flag').notNull(),
    matchType: text('match_type', { enum: ['NEGATIVE_EXACT', 'NEGATIVE_PHRASE'] }).notNull(),
    level: text('level', { enum: ['adGroup', 'campaign'] }).notNull(),
    protectedTerms: text('protected_terms').array().notNull(),
    /** Words the seller marks as core; core terms must clear each condition `coreTermFactor` times over. */
    coreTerms: text('core_terms').array().notNull().default([]),
    coreTermFactor: doublePrecision('core_term_factor').notNull().default(3),
    /** The prior's strength in clicks for a `reachProbability` condition. */
    priorClicks: integer('prior_clicks').notNull().default(20),
    /** The next run of an automatic rule only proposes: set on creation and whenever it is widened. */
    trialRun: boolean('trial_run').notNull().default(true),
    /** Hours between scheduled runs; 0 = only on demand. */
    scheduleHours: integer('schedule_hours').notNull().default(24),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Who created or last changed it, as named then: an automatic negation names them beside the rule. */
    changedByName: text('changed_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.id] })],
);

/**
 * The shops an automatic rule has had its trial run on since it was created or last widened: a shop
 * without a row (a new account, a new shop, a widened scope) gets proposals only, for a person to see.
 */
export const negationRuleTrial = pgTable(
  'negation_rule_trial',
  {
    // The rule's organisation: trials live beside their rule, whose deletion deletes them.
    organisationId: uuid('organisation_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    shopId: shopId(),
    trialledAt: timestamp('trialled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.ruleId, table.shopId] }),
    foreignKey({
      columns: [table.organisationId, table.ruleId],
      foreignColumns: [negationRule.organisationId, negationRule.id],
    }).onDelete('cascade'),
  ],
);

export type NegationStatus =
  'pending' | 'applying' | 'applied' | 'rejected' | 'failed' | 'reverted' | 'adjusted';

/** One negated or proposed search term in one ad group or campaign. */
export const negation = pgTable(
  'negation',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...shopOwned(),
    ruleId: uuid('rule_id'),
    /** The person who proposed it (the board, a search terms drawer), as named then; null: a rule did. */
    proposedBy: uuid('proposed_by'),
    proposedByName: text('proposed_by_name'),
    /** Stable across runs: shop, level, campaign, ad group, match type and normalised term. */
    uniqueSign: text('unique_sign').notNull(),
    asin: text('asin').notNull(),
    searchTerm: text('search_term').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id'),
    level: text('level', { enum: ['adGroup', 'campaign'] }).notNull(),
    /** NEGATIVE_EXACT, NEGATIVE_PHRASE, or ASIN_SAME_AS for a negative product target. */
    matchType: text('match_type').notNull(),
    flag: integer('flag').notNull(),
    status: text('status').$type<NegationStatus>().notNull(),
    recommendation: text('recommendation').$type<NegationRecommendation>().notNull().default('negate'),
    caution: jsonb('caution').$type<NegationCaution>().notNull().default({}),
    triggerMetrics: jsonb('trigger_metrics').$type<TriggerMetrics>().notNull(),
    amazonId: text('amazon_id'),
    failureReason: text('failure_reason'),
    /** Why sending it failed, as a code the seller reads in their language; `failureReason` has details. */
    failure: jsonb('failure').$type<FailureReason>(),
    /** The shop-local date it went live on Amazon. */
    negatedOn: text('negated_on'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    /** A keyword review's bid lowering or pause: the intent before Amazon is called, then what was done. */
    keywordChange: jsonb('keyword_change').$type<KeywordChange>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    // The sign names the shop already: unique per shop is unique per organisation.
    uniqueIndex('negation_unique_sign_key').on(table.shopId, table.uniqueSign),
    index('negation_asin_idx').on(table.shopId, table.asin, table.status),
    // The negative-keywords list reads each ASIN's newest terms (a page of them) straight off this index.
    index('negation_asin_newest_idx').on(
      table.shopId,
      table.asin,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('negation_shop_status_idx').on(table.shopId, table.status),
  ],
);
