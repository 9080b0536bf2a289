// A year of one shop's data, written by SQL inside the bench server's database: `rows` search_term_daily
// rows over the 365 days to yesterday (200 ad groups of 50 ASINs), and `negations` negations of that shop
// spread over the ASINs, statuses and the year. Deterministic; the demo organisation owns the shop.
import type pg from 'pg';
import { ensureReportMonths } from '../../apps/server/src/db/report-months.ts';

export const YEAR_ASINS = 50;
export const yearAsin = (index: number) => `B0BENCH${String(index % YEAR_ASINS).padStart(3, '0')}`;

export async function seedYearOfData(pool: pg.Pool, rows: number, negations: number): Promise<string> {
  const {
    rows: [org],
  } = await pool.query<{ id: string }>(`select id from organisation order by created_at limit 1`);
  const {
    rows: [grant],
  } = await pool.query<{ id: string }>(
    `insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
     values ($1, 'BENCH', 'bench', 'sandbox', 'x') returning id`,
    [org!.id],
  );
  const {
    rows: [shop],
  } = await pool.query<{ id: string }>(
    `insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
       currency_code, timezone, account_type)
     values ($1, $2, 'bench-year', 'Bench year', 'US', 'ATVPDKIKX0DER', 'NA', 'USD', 'UTC', 'seller')
     returning id`,
    [org!.id, grant!.id],
  );
  const shopId = shop!.id;
  await pool.query(
    `insert into product_ad (shop_id, ad_id, campaign_id, ad_group_id, asin, sku, state)
     select $1, (400000 + g)::text, (100000 + g % 40)::text, (200000 + g)::text,
       'B0BENCH' || lpad((g % ${YEAR_ASINS})::text, 3, '0'), 'SKU' || g, 'ENABLED'
     from generate_series(0, 199) g`,
    [shopId],
  );
  // The months exist before the rows come, as a report ingest makes them (docs/decisions.md).
  const {
    rows: [year],
  } = await pool.query<{ first: string; last: string }>(
    `select to_char(current_date - 365, 'YYYY-MM-DD') as first, to_char(current_date - 1, 'YYYY-MM-DD') as last`,
  );
  await ensureReportMonths(pool, 'search_term_daily', year!.first, year!.last);
  // Term t runs every day of the year in ad group t % 200: 365 rows a term. Written a day at a time, as the
  // daily reports arrive, so a day's rows lie together on disk as they do in a synced shop.
  await pool.query(
    `insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type,
       targeting, search_term, impressions, clicks, cost, purchases_1d,
       purchases_7d, sales_1d, sales_7d)
     select $1, current_date - 1 - (n % 365), (100000 + (n / 365) % 200 % 40)::text,
       (200000 + (n / 365) % 200)::text, (300000 + (n / 365) % 2000)::text, 'BROAD', 'keyword',
       'search term ' || (n / 365), 10 + n % 500, n % 7, (n % 1300) / 100.0,
       (n % 11 = 0)::int, (n % 9 = 0)::int, case when n % 11 = 0 then 19.99 else 0 end,
       case when n % 9 = 0 then 24.99 else 0 end
     from generate_series(0, $2::int - 1) n
     order by n % 365 desc, n`,
    [shopId, rows],
  );
  await pool.query(
    `insert into negation (organisation_id, shop_id, unique_sign, asin, search_term, campaign_id,
       ad_group_id, level, match_type, flag, status, trigger_metrics, negated_on, created_at)
     select $1, $2, 'bench:' || n, 'B0BENCH' || lpad((n % 200 % ${YEAR_ASINS})::text, 3, '0'),
       'search term ' || n, (100000 + n % 200 % 40)::text, (200000 + n % 200)::text, 'adGroup',
       'NEGATIVE_EXACT', 1 + n % 2, case n % 4 when 0 then 'pending' when 1 then 'applied'
         when 2 then 'rejected' else 'applied' end,
       jsonb_build_object('startDate', (current_date - 31)::text, 'endDate', (current_date - 2)::text,
         'attributionDays', 7, 'impressions', 500, 'clicks', 12, 'cost', 9.5, 'orders', 0, 'sales', 0,
         'acos', null, 'cvr', 0, 'cpc', 0.79, 'currencyCode', 'USD'),
       (current_date - 1 - n % 365)::text, now() - (n % 365) * interval '1 day'
     from generate_series(0, $3::int - 1) n`,
    [org!.id, shopId, negations],
  );
  await pool.query('analyze');
  return shopId;
}
