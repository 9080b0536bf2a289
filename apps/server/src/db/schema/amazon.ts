import type { FailureReason } from '@termwise/contracts';
import {
  bigint,
  date,
  index,
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
import { asSearchTermText } from '../search-term-text.ts';

/** One Login-with-Amazon consent: the encrypted refresh token that reaches that seller's profiles. */
export const amazonGrant = pgTable(
  'amazon_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    /** The Amazon seller account behind the consent, as Amazon names it. */
    accountId: text('account_id').notNull(),
    accountName: text('account_name').notNull(),
    mode: text('mode', { enum: ['sandbox', 'live'] }).notNull(),
    /** Login with Amazon's region the seller consented in: its token endpoint refreshes this grant. */
    authRegion: text('auth_region', { enum: ['NA', 'EU', 'FE'] })
      .notNull()
      .default('NA'),
    /** AES-256-GCM: iv.tag.ciphertext, base64url. Never decrypted outside the Amazon client. */
    refreshTokenCipher: text('refresh_token_cipher').notNull(),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    /**
     * The same seller's Selling Partner API authorization (Seller Central), for Brand Analytics and catalog
     * data: its refresh token, encrypted like the Ads one; null until the seller authorizes.
     */
    sellingPartnerTokenCipher: text('selling_partner_token_cipher'),
    sellingPartnerAuthorizedAt: timestamp('selling_partner_authorized_at', { withTimezone: true }),
    /** The marketplaces the Seller Central authorization covers (getMarketplaceParticipations); null: unknown. */
    sellingPartnerMarketplaces: jsonb('selling_partner_marketplaces').$type<
      { marketplaceId: string; countryCode: string; name: string }[]
    >(),
    /**
     * Who last authorized it, as named then (null: the demo, connected by the system). The grant belongs to
     * the organisation: it keeps working when that member leaves.
     */
    connectedByName: text('connected_by_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('amazon_grant_account_key').on(table.organisationId, table.accountId, table.mode)],
);

/**
 * A consent in flight: the `state` sent to Login with Amazon and the PKCE verifier that only this server
 * knows, bound to who started it. Used once, within 10 minutes.
 */
export const amazonAuthorization = pgTable('amazon_authorization', {
  state: text('state').primaryKey(),
  organisationId: organisationId(),
  /** null when the system connects the demo organisation by itself. */
  userId: uuid('user_id'),
  userName: text('user_name'),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** The region whose consent page was opened: the code is exchanged at that region's token endpoint. */
  authRegion: text('auth_region', { enum: ['NA', 'EU', 'FE'] })
    .notNull()
    .default('NA'),
  /** Set when re-authorizing: the consent must come from this grant's seller account. */
  grantId: uuid('grant_id'),
  /** `ads`: Login with Amazon for the Ads API; `sellingPartner`: Seller Central's, for the grant's seller. */
  kind: text('kind', { enum: ['ads', 'sellingPartner'] })
    .notNull()
    .default('ads'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** An Ads API profile: one seller account in one marketplace. */
export const shop = pgTable(
  'shop',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationId(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => amazonGrant.id, { onDelete: 'cascade' }),
    profileId: text('profile_id').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    region: text('region', { enum: ['NA', 'EU', 'FE'] }).notNull(),
    currencyCode: text('currency_code').notNull(),
    timezone: text('timezone').notNull(),
    accountType: text('account_type').notNull(),
    syncStatus: text('sync_status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncError: text('last_sync_error'),
    lastSyncFailure: jsonb('last_sync_failure').$type<FailureReason>(),
    /** The latest sync job, whose progress the shop list shows. */
    syncJobId: uuid('sync_job_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shop_profile_key').on(table.organisationId, table.profileId)],
);

const shopId = () =>
  uuid('shop_id')
    .notNull()
    .references(() => shop.id, { onDelete: 'cascade' });

/**
 * The report tables' shop, without a foreign key: PostgreSQL checks a foreign key once per inserted row,
 * a fifth of a large report's ingest. The ingest locks its shop once per window instead, and deleting a
 * shop deletes its report rows (trigger `shop_reports_deleted`, migration 0012).
 */
const reportShopId = () => uuid('shop_id').notNull();

export const product = pgTable(
  'product',
  {
    shopId: shopId(),
    asin: text('asin').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    price: money('price'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.asin] })],
);

export const campaign = pgTable(
  'campaign',
  {
    shopId: shopId(),
    campaignId: text('campaign_id').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    targetingType: text('targeting_type').notNull(),
    dailyBudget: money('daily_budget'),
    startDate: date('start_date'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.campaignId] })],
);

export const adGroup = pgTable(
  'ad_group',
  {
    shopId: shopId(),
    adGroupId: text('ad_group_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    defaultBid: money('default_bid'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.adGroupId] })],
);

export const keyword = pgTable(
  'keyword',
  {
    shopId: shopId(),
    keywordId: text('keyword_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    keywordText: text('keyword_text').notNull(),
    matchType: text('match_type').notNull(),
    state: text('state').notNull(),
    bid: money('bid'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.keywordId] }),
    // The rankings list looks a shop's keywords up by the text they match as search terms.
    index('keyword_search_term_text_idx').on(table.shopId, asSearchTermText(table.keywordText)),
  ],
);

/** Product and auto targets; `expression` is Amazon's JSON, `displayType`/`displayValue` its SPEC form. */
export const target = pgTable(
  'target',
  {
    shopId: shopId(),
    targetId: text('target_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    expressionType: text('expression_type').notNull(),
    expression: text('expression').notNull(),
    displayType: text('display_type').notNull(),
    displayValue: text('display_value').notNull(),
    state: text('state').notNull(),
    bid: money('bid'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.targetId] })],
);

export const productAd = pgTable(
  'product_ad',
  {
    shopId: shopId(),
    adId: text('ad_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    asin: text('asin').notNull(),
    sku: text('sku').notNull(),
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.adId] }),
    index('product_ad_group_idx').on(table.shopId, table.adGroupId),
  ],
);

/** Negative keywords at ad-group level (adGroupId set) or campaign level (adGroupId null). */
export const negativeKeyword = pgTable(
  'negative_keyword',
  {
    shopId: shopId(),
    negativeKeywordId: text('negative_keyword_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id'),
    keywordText: text('keyword_text').notNull(),
    matchType: text('match_type').notNull(),
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.negativeKeywordId] })],
);

export const negativeTarget = pgTable(
  'negative_target',
  {
    shopId: shopId(),
    negativeTargetId: text('negative_target_id').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id'),
    asin: text('asin').notNull(),
    state: text('state').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.negativeTargetId] })],
);

/** spSearchTerm DAILY rows; `date` is the shop's local date. Natural key: shop, date, ad group, target, term. */
export const searchTermDaily = pgTable(
  'search_term_daily',
  {
    shopId: reportShopId(),
    date: date('date').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    /** keywordId for keywords, targetId for product and auto targets (Amazon reports both as keywordId). */
    targetingId: text('targeting_id').notNull(),
    matchType: text('match_type').notNull(),
    targeting: text('targeting').notNull(),
    searchTerm: text('search_term').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    cost: money('cost').notNull(),
    purchases1d: bigint('purchases_1d', { mode: 'number' }).notNull(),
    purchases7d: bigint('purchases_7d', { mode: 'number' }).notNull(),
    sales1d: money('sales_1d').notNull(),
    sales7d: money('sales_7d').notNull(),
    updatedAt: updatedAt(),
  },
  // Only the indexes the reads need: a window of the shop by the primary key (an ad group's too), a term's
  // days by the term index. Each index costs every stored report row (migration 0038). Likewise only the
  // columns read: a targeting's SPEC display form is kept on its keyword or target, not on each day (0040).
  (table) => [
    primaryKey({ columns: [table.shopId, table.date, table.adGroupId, table.targetingId, table.searchTerm] }),
    index('search_term_daily_term_idx').on(table.shopId, table.searchTerm, table.date),
  ],
);

/**
 * Each shop's search-term totals per shop-local day (orders and sales with 7-day attribution), so the
 * board and the daily report read a row a day instead of every search term. Kept in step with
 * `search_term_daily` by that table's statement triggers (migration 0018): any write, whoever makes it, adds
 * or subtracts the rows it changed in the same transaction; a day goes when its last row does.
 */
export const shopDayPerformance = pgTable(
  'shop_day_performance',
  {
    shopId: shopId(),
    date: date('date').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    cost: money('cost').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    sales: money('sales').notNull(),
    searchTermRows: bigint('search_term_rows', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.date] })],
);

/**
 * Moves on with every write to a shop's search-term rows (the same triggers; a report ingest moves it itself
 * before it commits): cached figures key on it.
 */
export const shopDataVersion = pgTable('shop_data_version', {
  shopId: shopId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const targetingDaily = pgTable(
  'targeting_daily',
  {
    shopId: reportShopId(),
    date: date('date').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    targetingId: text('targeting_id').notNull(),
    targeting: text('targeting').notNull(),
    matchType: text('match_type').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    cost: money('cost').notNull(),
    purchases7d: bigint('purchases_7d', { mode: 'number' }).notNull(),
    sales7d: money('sales_7d').notNull(),
    topOfSearchImpressionShare: money('top_of_search_impression_share'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.date, table.adGroupId, table.targetingId] })],
);

export const advertisedProductDaily = pgTable(
  'advertised_product_daily',
  {
    shopId: reportShopId(),
    date: date('date').notNull(),
    campaignId: text('campaign_id').notNull(),
    adGroupId: text('ad_group_id').notNull(),
    adId: text('ad_id').notNull(),
    asin: text('asin').notNull(),
    sku: text('sku').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull(),
    cost: money('cost').notNull(),
    purchases7d: bigint('purchases_7d', { mode: 'number' }).notNull(),
    sales7d: money('sales_7d').notNull(),
    unitsSold7d: bigint('units_sold_7d', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.date, table.adId] }),
    index('advertised_product_daily_asin_idx').on(table.shopId, table.asin, table.date),
  ],
);
