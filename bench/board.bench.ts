// The board call over a year of search-term rows: 1,000,000 rows in three shops (two currencies) on the
// embedded database, generated in SQL; then /v1/board/overview for the last 30 days of all shops, called
// one after another, p95 of the answers' times as the client sees them; and the first call after the
// rows were written, which groups the range's search terms that later calls reuse. Between the two the
// embedded database's statistics are gathered, as the server's minutely statistics task does after writes.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { refreshStaleStatistics } from '../apps/server/src/db/statistics.ts';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/seed/demo-accounts.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';

export const title = 'Board call over a year of search-term rows (embedded database)';

const DAYS = 365;
const SHOPS = [
  { name: 'Bench US', currency: 'USD', country: 'US' },
  { name: 'Bench UK', currency: 'GBP', country: 'UK' },
  { name: 'Bench DE', currency: 'EUR', country: 'DE' },
];

const isoDay = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const rows = ctx.quick ? 100_000 : 1_000_000;
  const calls = ctx.quick ? 10 : 30;
  const config = loadConfig({
    DATA_DIR: ctx.tempDir('board'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase(config);
  const organisationId = await seedDemoAccountsIfEmpty(database.db);
  const app = await buildApp({ config, database });
  try {
    ctx.log(`generating ${rows.toLocaleString('en-US')} search-term rows`);
    const generated = performance.now();
    const [grant] = (
      await database.db.execute<{ id: string }>(sql`
        insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
        values (${organisationId}, 'bench', 'Bench', 'sandbox', 'x.x.x') returning id`)
    ).rows;
    const perShop = Math.ceil(rows / SHOPS.length);
    const perDay = Math.ceil(perShop / DAYS);
    for (const [index, shop] of SHOPS.entries()) {
      const [row] = (
        await database.db.execute<{ id: string }>(sql`
          insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
            currency_code, timezone, account_type)
          values (${organisationId}, ${grant!.id}, ${`bench-${index}`}, ${shop.name}, ${shop.country}, 'M', 'NA',
            ${shop.currency}, 'America/Los_Angeles', 'seller') returning id`)
      ).rows;
      // Per day `perDay` rows: 40 campaigns, 200 ad groups, 3,000 terms, a fifth of them without orders.
      await database.db.execute(sql`
        insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
          search_term, impressions, clicks, cost, purchases_1d, purchases_7d, sales_1d, sales_7d)
        select ${row!.id}::uuid, (current_date - 1 - (n / ${perDay}))::date, 'c' || (n % 40), 'a' || (n % 200),
          't' || (n % 200), 'BROAD', 'kw', 'term ' || ((n * 7) % 3000),
          100 + n % 50, 1 + n % 9, (1 + n % 9) * 0.37, (n % 5 > 0)::int, (n % 5 > 0)::int * (1 + n % 2), 0, (n % 5 > 0)::int * 19.9
        from generate_series(0, ${perShop - 1}) as n`);
    }
    const generatedSeconds = (performance.now() - generated) / 1000;
    const analyzing = performance.now();
    await refreshStaleStatistics(database.db);
    const analyzedSeconds = (performance.now() - analyzing) / 1000;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${baseUrl}/v1/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000002', password: 'demo_123456' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const body = JSON.stringify({ startDate: isoDay(30), endDate: isoDay(1) });
    const call = async () => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/v1/board/overview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
        body,
      });
      const envelope = (await response.json()) as { code: string };
      if (envelope.code !== '0000') throw new Error(`board call failed: ${JSON.stringify(envelope)}`);
      return performance.now() - started;
    };
    ctx.log(`board call x${calls} (30 days, all shops)`);
    // The first call after new rows groups the range's search terms; later ones reuse that until a write.
    const first = await call();
    const samples: number[] = [];
    for (let index = 0; index < calls; index += 1) samples.push(await call());
    const label = `${rows.toLocaleString('en-US')} rows`;
    return [
      figure(`board, embedded, ${label}: generating the rows (context)`, generatedSeconds, 's'),
      figure(`board, embedded, ${label}: the statistics task after them (context)`, analyzedSeconds, 's'),
      figure(`board call p95, embedded, ${label}, last 30 days, 3 shops`, p95(samples), 'ms', atMost(300)),
      figure(`board call just after new rows (context), embedded, ${label}, last 30 days`, first, 'ms'),
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
