import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { shopId, shopOwned } from './shop-columns.ts';

/** A keyword whose search-result position the seller follows for one of a shop's ASINs. */
export const trackedKeyword = pgTable(
  'tracked_keyword',
  {
    id: uuid('id').notNull().defaultRandom(),
    ...shopOwned(),
    asin: text('asin').notNull(),
    /** Lowercase with single spaces, as Amazon reports search terms. */
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.id] }),
    uniqueIndex('tracked_keyword_unique').on(table.shopId, table.asin, table.keyword),
  ],
);

/**
 * A day's organic and sponsored position of an ASIN for a keyword (null: not found that day). Kept per
 * shop, ASIN and keyword whether tracked or not, so untracking and tracking again loses nothing.
 */
export const keywordRank = pgTable(
  'keyword_rank',
  {
    shopId: shopId(),
    asin: text('asin').notNull(),
    keyword: text('keyword').notNull(),
    date: date('date').notNull(),
    organicRank: integer('organic_rank'),
    sponsoredRank: integer('sponsored_rank'),
    source: text('source', { enum: ['feed', 'csv'] }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.asin, table.keyword, table.date] }),
    index('keyword_rank_date_idx').on(table.shopId, table.date),
  ],
);
