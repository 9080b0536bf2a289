// The keyword structure screens at scale on the embedded database: the duplicates list of a shop with
// 100,000 live keywords (analysed as after a sync), and the rankings list of 1,000 tracked keywords with
// 365 days of ranks each. Data generated in SQL; each list called one call after another, p95 of the
// answers' times as the client sees them.
import { refreshStaleStatistics } from '../apps/server/src/db/statistics.ts';
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createKeywordAnalysis } from '../apps/server/src/modules/keyword/analyse.ts';
import { createShopDirectory } from '../apps/server/src/modules/shop/directory.ts';
import { createShopStructure } from '../apps/server/src/modules/shop/structure.ts';
import { seedDemoAccountsIfEmpty } from '../apps/server/src/seed/demo-accounts.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';

export const title = 'Duplicates and rankings lists at scale (embedded database)';

const AD_GROUPS = 2_000;
const ASINS = 200;
const RANK_DAYS = 365;

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

async function createShop(database: DatabaseHandle, organisationId: string): Promise<string> {
  const [grant] = (
    await database.db.execute<{ id: string }>(sql`
      insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
      values (${organisationId}, 'bench', 'Bench', 'sandbox', 'x.x.x') returning id`)
  ).rows;
  const [shop] = (
    await database.db.execute<{ id: string }>(sql`
      insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
        currency_code, timezone, account_type)
      values (${organisationId}, ${grant!.id}, 'bench-kw', 'Bench US', 'US', 'M', 'NA', 'USD',
        'America/Los_Angeles', 'seller') returning id`)
  ).rows;
  return shop!.id;
}

/** 100 campaigns of 20 ad groups, one ASIN per ad group, `keywords` keywords spread over them. */
async function generateStructure(database: DatabaseHandle, shopId: string, keywords: number) {
  await database.db.execute(sql`
    insert into campaign (shop_id, campaign_id, name, state, targeting_type)
    select ${shopId}::uuid, 'c' || n, 'Campaign ' || n, 'ENABLED', 'MANUAL' from generate_series(0, 99) as n`);
  await database.db.execute(sql`
    insert into ad_group (shop_id, ad_group_id, campaign_id, name, state)
    select ${shopId}::uuid, 'a' || n, 'c' || (n / 20), 'Ad group ' || n, 'ENABLED'
    from generate_series(0, ${AD_GROUPS - 1}) as n`);
  await database.db.execute(sql`
    insert into product_ad (shop_id, ad_id, campaign_id, ad_group_id, asin, sku, state)
    select ${shopId}::uuid, 'p' || n, 'c' || (n / 20), 'a' || n, 'B0BENCH' || lpad((n % ${ASINS})::text, 3, '0'),
      'SKU' || n, 'ENABLED'
    from generate_series(0, ${AD_GROUPS - 1}) as n`);
  // About three keywords in ten repeat a text. The repeat lands ASINS ad groups later: another ad group of
  // the same ASIN, so each repeat is a duplicate (a whole multiple of AD_GROUPS would land in the same group).
  const repeatEvery = Math.round((keywords * 0.7) / AD_GROUPS) * AD_GROUPS + ASINS;
  await database.db.execute(sql`
    insert into keyword (shop_id, keyword_id, campaign_id, ad_group_id, keyword_text, match_type, state, bid)
    select ${shopId}::uuid, 'k' || n, 'c' || ((n % ${AD_GROUPS}) / 20), 'a' || (n % ${AD_GROUPS}),
      'bench keyword ' || (n % ${repeatEvery}), 'EXACT', 'ENABLED', 0.8
    from generate_series(0, ${keywords - 1}) as n`);
}

async function generateRanks(
  database: DatabaseHandle,
  organisationId: string,
  shopId: string,
  tracked: number,
) {
  await database.db.execute(sql`
    insert into tracked_keyword (organisation_id, shop_id, asin, keyword)
    select ${organisationId}::uuid, ${shopId}::uuid, 'B0BENCH' || lpad((n % ${ASINS})::text, 3, '0'),
      'bench keyword ' || n
    from generate_series(0, ${tracked - 1}) as n`);
  await database.db.execute(sql`
    insert into keyword_rank (shop_id, asin, keyword, date, organic_rank, sponsored_rank, source)
    select ${shopId}::uuid, t.asin, t.keyword, (current_date - 1 - d)::date, 1 + (d * 7 + length(t.keyword)) % 120,
      case when d % 5 = 0 then null else 1 + d % 12 end, 'feed'
    from tracked_keyword t cross join generate_series(0, ${RANK_DAYS - 1}) as d where t.shop_id = ${shopId}::uuid`);
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const keywords = ctx.quick ? 20_000 : 100_000;
  const tracked = ctx.quick ? 200 : 1_000;
  const calls = ctx.quick ? 10 : 30;
  const config = loadConfig({
    DATA_DIR: ctx.tempDir('keyword'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const database = await openDatabase(config);
  // A fresh database: the demo organisation is created now.
  const organisationId = (await seedDemoAccountsIfEmpty(database.db))!;
  const app = await buildApp({ config, database });
  try {
    const shopId = await createShop(database, organisationId);
    ctx.log(`generating ${keywords.toLocaleString('en-US')} keywords and analysing them`);
    await generateStructure(database, shopId, keywords);
    const analysed = performance.now();
    const analysis = createKeywordAnalysis({
      db: database.db,
      shops: createShopDirectory(database.db),
      structure: createShopStructure(database.db),
      now: () => new Date(),
    });
    await analysis.analyseShop(shopId);
    const analysisSeconds = (performance.now() - analysed) / 1000;
    ctx.log(`generating ${tracked.toLocaleString('en-US')} tracked keywords x ${RANK_DAYS} days of ranks`);
    await generateRanks(database, organisationId, shopId, tracked);
    // As the server's minutely statistics task would have by the time a seller opens the page.
    await refreshStaleStatistics(database.db);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${baseUrl}/v1/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000002', password: 'demo_123456' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const p95Of = async (path: string, body: unknown) => {
      const call = async () => {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
          body: JSON.stringify(body),
        });
        const envelope = (await response.json()) as { code: string; data: { total?: number } };
        if (envelope.code !== '0000') throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
        return performance.now() - started;
      };
      await call();
      const samples: number[] = [];
      for (let index = 0; index < calls; index += 1) samples.push(await call());
      return p95(samples);
    };
    ctx.log(`duplicates and rankings lists x${calls}`);
    const duplicates = await p95Of('/v1/keyword/group_list', { shopId, kind: 'duplicate', pageSize: 20 });
    const rankings = await p95Of('/v1/rank/list', { shopId, pageSize: 20 });
    const [groups] = (
      await database.db.execute<{ count: number }>(sql`select count(*)::int as count from keyword_group`)
    ).rows;
    return [
      figure(
        `keyword analysis, embedded, ${keywords.toLocaleString('en-US')} keywords -> ${groups!.count.toLocaleString('en-US')} groups (context)`,
        analysisSeconds,
        's',
      ),
      figure(
        `duplicates list p95, embedded, shop with ${keywords.toLocaleString('en-US')} keywords`,
        duplicates,
        'ms',
        atMost(300),
      ),
      figure(
        `rankings list p95, embedded, ${tracked.toLocaleString('en-US')} tracked keywords x ${RANK_DAYS} days`,
        rankings,
        'ms',
        atMost(300),
      ),
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
