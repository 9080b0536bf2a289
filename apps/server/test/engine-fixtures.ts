import { afterAll, beforeAll } from 'vitest';
import type { Baselines, EngineRule, ShopFacts } from '../src/modules/negation/engine/evaluate.ts';
import type { OwnKeyword } from '../src/modules/negation/engine/safeguards.ts';
import type { SearchTermTotals } from '../src/modules/shop/synced-ads.ts';
import { loadTermHistory } from '../src/modules/shop/term-history.ts';
import { termTotals, type TermTotalsQuery } from '../src/modules/shop/term-totals.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Facts and rules for the engine tests: a shop with ad groups ag1 (B0AAAAAAA1) and ag2 (B0AAAAAAA2). The
 * facts are written to a real database (PGlite, or PostgreSQL under TEST_POSTGRES_URL) and summed by the
 * engine's own SQL, one fresh shop per `shop()`.
 */
export const TODAY = '2026-06-30';

/** One spSearchTerm DAILY row as the report stores it: a day's totals of a term in an ad group. */
export type DailyFact = SearchTermTotals & { date: string };

let server: TestServer | undefined;

/** Call at the top of a test file: one database for the file. */
export function useEngineDatabase() {
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server?.close());
}

async function storeFacts(facts: readonly DailyFact[]): Promise<string> {
  const { pool } = server!.database;
  const {
    rows: [shopRow],
  } = await pool.query<{ id: string }>(
    `with org as (select id from organisation order by created_at limit 1),
       grantRow as (
         insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
         select id, gen_random_uuid()::text, 'engine', 'sandbox', 'x' from org returning id, organisation_id)
     insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
       currency_code, timezone, account_type)
     select organisation_id, id, gen_random_uuid()::text, 'Engine test', 'US', 'ATVPDKIKX0DER', 'NA', 'USD',
       'UTC', 'seller' from grantRow returning id`,
  );
  const shopId = shopRow!.id;
  if (facts.length) {
    await pool.query(
      `insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type,
         targeting, search_term, impressions, clicks, cost, purchases_1d,
         purchases_7d, sales_1d, sales_7d)
       select $1, f.date, f."campaignId", f."adGroupId", 't' || f.n, 'BROAD', 'keyword',
         f."searchTerm", f.impressions, f.clicks, f.cost, f."purchases1d", f."purchases7d", f."sales1d",
         f."sales7d"
       from jsonb_to_recordset($2::jsonb) as f(n int, date date, "campaignId" text, "adGroupId" text,
         "searchTerm" text, impressions bigint, clicks bigint, cost numeric, "purchases1d" bigint,
         "purchases7d" bigint, "sales1d" numeric, "sales7d" numeric)`,
      [shopId, JSON.stringify(facts.map((fact, n) => ({ ...fact, n })))],
    );
  }
  return shopId;
}

export function rule(overrides: Partial<EngineRule> = {}): EngineRule {
  return {
    scope: { shopIds: [], asins: [], campaignIds: [], adGroupIds: [] },
    conditions: [
      { metric: 'clicks', operator: '>=', value: 15 },
      { metric: 'orders', operator: '=', value: 0 },
    ],
    lookbackDays: 30,
    skipRecentDays: 0,
    attributionDays: 7,
    cpcTarget: null,
    acosTarget: null,
    matchType: 'NEGATIVE_EXACT',
    level: 'adGroup',
    protectedTerms: [],
    coreTerms: [],
    coreTermFactor: 3,
    priorClicks: 20,
    flag: 2,
    trialRun: false,
    ...overrides,
  };
}

/** `days` daily rows of one term in one ad group, ending yesterday unless `lastDate` says otherwise. */
export function days(
  searchTerm: string,
  count: number,
  perDay: Partial<DailyFact> = {},
  { adGroupId = 'ag1', campaignId = 'c1', lastDate = '2026-06-29' } = {},
): DailyFact[] {
  const last = new Date(`${lastDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(last);
    day.setUTCDate(day.getUTCDate() - index);
    return {
      date: day.toISOString().slice(0, 10),
      campaignId,
      adGroupId,
      searchTerm,
      impressions: 100,
      clicks: 1,
      cost: 0.5,
      purchases1d: 0,
      purchases7d: 0,
      sales1d: 0,
      sales7d: 0,
      ...perDay,
    };
  });
}

export function shop(
  facts: DailyFact[],
  negated: string[] = [],
  keywords: OwnKeyword[] = [],
  baselines: Baselines = { byAsin: new Map(), shop: { clicks: 0, orders: 0, sales: 0 } },
): ShopFacts {
  let stored: Promise<string> | undefined;
  return {
    shopId: 'shop-1',
    currencyCode: 'USD',
    today: TODAY,
    termTotals: async (query) => {
      stored ??= storeFacts(facts);
      return termTotals(server!.database.db, await stored, query);
    },
    asinOfAdGroup: new Map([
      ['ag1', 'B0AAAAAAA1'],
      ['ag2', 'B0AAAAAAA2'],
    ]),
    negated: new Set(negated),
    keywords,
    baselines: async () => baselines,
  };
}

export const terms = (rows: { searchTerm: string }[]) => rows.map((row) => row.searchTerm).sort();

/** The facts stored as a fresh shop, read both ways: by the live run's SQL and as a replay's history. */
export async function storedShop(facts: readonly DailyFact[]) {
  const shopId = await storeFacts(facts);
  const { db } = server!.database;
  return {
    totals: (query: TermTotalsQuery) => termTotals(db, shopId, query),
    history: (window: { startDate: string; endDate: string }, attributionDays = 7) =>
      loadTermHistory(db, shopId, window, attributionDays),
  };
}
