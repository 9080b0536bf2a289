import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organisationId } from './organisation-column.ts';

/**
 * One Brand Analytics search-terms report of a marketplace and period, loaded for an organisation (Amazon
 * serves it to the seller who authorized it). An import loads into a `loading` row that no reader sees;
 * the finished load becomes `ready` and the period's previous report `replaced` in one transaction, so a
 * reader sees a whole period or the one before it, never half of one.
 */
export const abaReport = pgTable(
  'aba_report',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    marketplaceId: text('marketplace_id').notNull(),
    reportPeriod: text('report_period', { enum: ['DAY', 'WEEK', 'MONTH', 'QUARTER'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    status: text('status', { enum: ['loading', 'ready', 'replaced', 'failed'] })
      .notNull()
      .default('loading'),
    source: text('source', { enum: ['api', 'csv'] }).notNull(),
    /** Departments kept while loading; empty: every department. */
    departments: text('departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every department the report names, those a filter left out too: what a seller picks a filter from. */
    foundDepartments: text('found_departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Search terms stored (each with its up to three clicked ASINs). */
    terms: integer('terms').notNull().default(0),
    error: text('error'),
    /** The import job loading it (its progress); null for a CSV upload. */
    jobId: uuid('job_id'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('aba_report_ready_key')
      .on(table.organisationId, table.marketplaceId, table.reportPeriod, table.startDate)
      .where(sql`status = 'ready'`),
  ],
);

/**
 * One search term of a report with its top three clicked ASINs (Amazon's up to three rows, side by side).
 * Partitioned by report (migration 0039, db/aba-report-partitions.ts): a replaced report goes as one table.
 */
export const abaSearchTerm = pgTable(
  'aba_search_term',
  {
    /** The report's organisation: terms live beside their report, whose deletion deletes them. */
    organisationId: uuid('organisation_id').notNull(),
    reportId: uuid('report_id').notNull(),
    searchTerm: text('search_term').notNull(),
    department: text('department').notNull(),
    searchFrequencyRank: integer('search_frequency_rank').notNull(),
    wordCount: smallint('word_count').notNull(),
    asin1: text('asin1'),
    title1: text('title1'),
    clickShare1: real('click_share1'),
    conversionShare1: real('conversion_share1'),
    asin2: text('asin2'),
    title2: text('title2'),
    clickShare2: real('click_share2'),
    conversionShare2: real('conversion_share2'),
    asin3: text('asin3'),
    title3: text('title3'),
    clickShare3: real('click_share3'),
    conversionShare3: real('conversion_share3'),
    /** Sums over the top three: how concentrated the clicks and the conversions are. */
    clickShareTop3: real('click_share_top3').notNull(),
    conversionShareTop3: real('conversion_share_top3').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.reportId, table.searchTerm] }),
    foreignKey({
      columns: [table.organisationId, table.reportId],
      foreignColumns: [abaReport.organisationId, abaReport.id],
    }).onDelete('cascade'),
    index('aba_search_term_rank_idx').on(table.organisationId, table.reportId, table.searchFrequencyRank),
  ],
);

/**
 * The main image of a product among the ABA clicked ASINs, from SP-API Catalog Items: Amazon's document
 * names the product but shows no picture. '' when the catalog has none; filled in the background after
 * each import, for the top terms' products not known yet.
 */
export const abaProductImage = pgTable('aba_product_image', {
  asin: text('asin').primaryKey(),
  imageUrl: text('image_url').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
