import type { ShopList } from '@termwise/contracts';
import { createConformance } from '@termwise/amazon-sandbox/conformance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createDomainEvents } from '../src/jobs/events.ts';
import { jobKind } from '../src/jobs/job-kind.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { createAdsClient } from '../src/modules/amazon/ads-client.ts';
import { createLwaClient } from '../src/modules/amazon/lwa.ts';
import { createReportClient } from '../src/modules/amazon/reports.ts';
import { createOperationLog } from '../src/modules/operation-log/service.ts';
import { createShopModule, shopSyncJob } from '../src/modules/shop/module.ts';
import { addDays, shopToday } from '../src/shop-calendar.ts';
import { REPORT_TYPE_IDS } from '../src/modules/shop/sync/plan.ts';
import { connectSandboxAccount, startAmazonSandbox, TOKEN_KEY, waitForSyncs } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;
let shopId: string;
const logLines: string[] = [];

beforeAll(async () => {
  sandbox = await startAmazonSandbox();
  server = await startTestServer({
    env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY, LOG_LEVEL: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  admin = (await loginAs(server, DEMO.admin)).token;
  // Account B (Northpeak Outdoor, one shop in DE) keeps the backfill short.
  await connectSandboxAccount(server, admin, 1);
  const listed = await server.call<ShopList>('/v1/shop/list', {}, { token: admin });
  shopId = listed.body.data.accounts[0]!.shops[0]!.shopId;
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const worldShop = () => sandbox.world.accounts[1]!.shops[0]!;

/**
 * Row counts and metric sums of the synced tables: equal snapshots mean nothing was lost or doubled.
 * Negatives are left out: the negation engine reacts to each sync by creating some.
 */
async function snapshot() {
  const result = await server.database.db.execute(sql`select
    (select count(*) from search_term_daily) as search_terms,
    (select coalesce(sum(clicks), 0) || '/' || coalesce(sum(cost), 0) || '/' || coalesce(sum(sales_7d), 0) from search_term_daily) as search_term_sums,
    (select count(*) from targeting_daily) as targeting,
    (select coalesce(sum(impressions), 0) || '/' || coalesce(sum(cost), 0) from targeting_daily) as targeting_sums,
    (select count(*) from advertised_product_daily) as products_daily,
    (select coalesce(sum(units_sold_7d), 0) || '/' || coalesce(sum(cost), 0) from advertised_product_daily) as product_sums,
    (select count(*) from campaign) as campaigns, (select count(*) from ad_group) as ad_groups,
    (select count(*) from keyword) as keywords, (select count(*) from target) as targets,
    (select count(*) from product_ad) as product_ads,
    (select count(*) from product) as products`);
  return result.rows[0] as Record<string, string>;
}

/** The shop module over the test server's database, to run its sync handler by hand. */
function shopModule() {
  return createShopModule({
    config: loadConfig({ DATA_DIR: '/tmp/tw-shop-sync', AMAZON_TOKEN_KEY: TOKEN_KEY }),
    db: server.database.db,
    queue: createJobQueue(server.database.db),
    operationLog: createOperationLog(server.database.db),
    events: createDomainEvents(),
    log: server.app.log,
    nudge: () => undefined,
    sandboxUrl: sandbox.url,
  });
}

describe('shop sync', () => {
  it('resumes a sync that crashed midway without losing or doubling rows', async () => {
    const queue = createJobQueue(server.database.db);
    // Nine short windows (the last 15 days) instead of the 90-day backfill keep the suite quick.
    const today = shopToday(worldShop().marketplace.timezone);
    const windows = [15, 10, 5].flatMap((daysAgo) =>
      REPORT_TYPE_IDS.map((type) => ({
        type,
        startDate: addDays(today, -daysAgo),
        endDate: addDays(today, -daysAgo + 4),
      })),
    );
    await server.database.db.execute(
      sql`update job set checkpoint = ${JSON.stringify({ windows })}::jsonb where kind = ${shopSyncJob.name}`,
    );
    const job = (await queue.leaseNext([shopSyncJob.name]))!;
    expect(job.payload).toEqual({ shopId });
    const crashAfterWindows = 4;
    await expect(
      shopModule().syncHandler({
        job,
        payload: { shopId },
        async reportProgress(progress, checkpoint) {
          await queue.progress(job.id, progress, checkpoint);
          if (((checkpoint?.done as string[] | undefined) ?? []).length >= crashAfterWindows)
            throw new Error('crash');
        },
      }),
    ).rejects.toThrow('crash');
    const crashed = (await queue.find(job.id))!;
    expect((crashed.checkpoint.done as string[]).length).toBe(crashAfterWindows);
    expect(crashed.progress).toBeGreaterThan(40);

    // The runner died with it: its lease runs out and the server's runner picks the job up again.
    await server.database.db.execute(
      sql`update job set lease_until = now() - interval '1 second' where id = ${job.id}`,
    );
    server.app.jobRunner.start();
    await waitForSyncs(server);
    expect((await queue.find(job.id))!).toMatchObject({ state: 'succeeded', progress: 100, attempts: 2 });
    expect(logLines.some((line) => line.includes('"windows":5,"of":9'))).toBe(true);

    const afterResume = await snapshot();
    expect(Number(afterResume.search_terms)).toBeGreaterThan(2_000);

    // A full re-pull of all 90 days must land on exactly the same rows and sums.
    // A kind of its own, so the server's runner leaves it to this test.
    const replayJob = jobKind('shop.sync.replay', shopSyncJob.payload);
    const again = await queue.enqueue({ kind: replayJob, dedupeKey: 'replay', payload: { shopId } });
    await server.database.db.execute(
      sql`update job set checkpoint = ${JSON.stringify({ windows: crashed.checkpoint.windows })}::jsonb where id = ${again.id}`,
    );
    const replay = (await queue.leaseNext(['shop.sync.replay']))!;
    await shopModule().syncHandler({
      job: replay,
      payload: { shopId },
      reportProgress: (progress, checkpoint) => queue.progress(replay.id, progress, checkpoint),
    });
    expect(await snapshot()).toEqual(afterResume);
  }, 120_000);

  it('stores every entity type the Ads API lists, products with catalog titles, and targeting display types', async () => {
    const shop = worldShop();
    const counts = await snapshot();
    expect(Number(counts.campaigns)).toBe(shop.campaigns.all().length);
    expect(Number(counts.ad_groups)).toBe(shop.adGroups.all().length);
    expect(Number(counts.keywords)).toBe(shop.keywords.all().length);
    expect(Number(counts.targets)).toBe(shop.targets.all().length);
    expect(Number(counts.product_ads)).toBe(shop.productAds.all().length);
    const negatives = await server.database.pool.query<{
      negative_keyword_id: string;
      ad_group_id: string | null;
    }>('select negative_keyword_id, ad_group_id from negative_keyword');
    expect(negatives.rowCount).toBeGreaterThanOrEqual(4);
    for (const row of negatives.rows) {
      const store = row.ad_group_id === null ? shop.campaignNegativeKeywords : shop.negativeKeywords;
      expect(store.all().some(({ entity }) => entity.keywordId === row.negative_keyword_id)).toBe(true);
    }
    const products = await server.database.pool.query<{ asin: string; title: string; image_url: string }>(
      'select asin, title, image_url from product',
    );
    expect(products.rows).toHaveLength(shop.products.length);
    for (const row of products.rows) {
      const truth = shop.products.find((product) => product.asin === row.asin)!;
      expect(row.title).toBe(truth.title);
      // Stored under Termwise's own origin, so a sandbox on another port after a restart still serves it.
      expect(row.image_url).toBe(truth.imagePath.replace('/images/', '/v1/shop/sandbox-images/'));
    }
    const image = await fetch(`${server.baseUrl}${products.rows[0]!.image_url}`);
    expect(image.status).toBe(200);
    expect(await image.text()).toContain(products.rows[0]!.asin);
    // Every kind of keyword and target Amazon reports: keywords by match type, targets by their expression.
    const types = await server.database.pool.query<{ match_type: string; kind: string }>(
      `select distinct match_type, case when match_type like 'TARGETING%' then split_part(targeting, '=', 1) else '' end as kind
       from search_term_daily`,
    );
    expect(types.rows.map((row) => `${row.match_type} ${row.kind}`.trim()).sort()).toEqual([
      'BROAD',
      'EXACT',
      'PHRASE',
      'TARGETING_EXPRESSION asin',
      'TARGETING_EXPRESSION asin-expanded',
      'TARGETING_EXPRESSION category',
      'TARGETING_EXPRESSION_PREDEFINED close-match',
      'TARGETING_EXPRESSION_PREDEFINED complements',
      'TARGETING_EXPRESSION_PREDEFINED loose-match',
      'TARGETING_EXPRESSION_PREDEFINED substitutes',
    ]);
  });

  it('syncs again on demand, through throttling, server errors and slow reports, to the same rows', async () => {
    const before = await snapshot();
    sandbox.faults.inject({ path: '/reporting/reports', status: 429, times: 2, retryAfter: 1 });
    sandbox.faults.inject({ path: /^\/sp\//, status: 503, times: 2 });
    sandbox.faults.slowReports(2500);
    const started = await server.call<{ jobId: string }>('/v1/shop/sync', { shopId }, { token: admin });
    expect(started.body.code).toBe('0000');
    await waitForSyncs(server);
    sandbox.faults.reset();
    const job = await server.call<{ state: string; progress: number }>(
      '/v1/negOper/job_progress',
      started.body.data,
      {
        token: admin,
      },
    );
    expect(job.body.data).toMatchObject({ state: 'succeeded', progress: 100 });
    expect(await snapshot()).toEqual(before);

    const listed = await server.call<ShopList>('/v1/shop/list', {}, { token: admin });
    const shop = listed.body.data.accounts[0]!.shops[0]!;
    expect(shop).toMatchObject({ lastSyncError: null, dataTo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(shop.dataFrom! < shop.dataTo!).toBe(true);
    const synced = await server.database.pool.query(
      `select 1 from operation_log where module = 'shop' and action = 'sync' and user_id is null`,
    );
    expect(synced.rowCount).toBeGreaterThanOrEqual(2);
  });

  it('queues the daily sync of a shop whose last sync is over a day old', async () => {
    await shopModule().service.enqueueDueSyncs();
    // Only syncs: the rules and harvest a finished sync queued may still be waiting for the runner.
    const queuedSyncs = `select 1 from job where state = 'queued' and kind = 'shop.sync'`;
    expect((await server.database.pool.query(queuedSyncs)).rowCount).toBe(0);
    await server.database.pool.query(`update shop set last_sync_at = now() - interval '25 hours'`);
    await shopModule().service.enqueueDueSyncs();
    await waitForSyncs(server);
    const shop = await server.database.pool.query<{ fresh: boolean }>(
      `select last_sync_at > now() - interval '1 minute' as fresh from shop`,
    );
    expect(shop.rows[0]!.fresh).toBe(true);
  });

  it('reuses the report Amazon is already building when asked twice (425)', async () => {
    const { endpoints } = shopModule();
    const reports = createReportClient(createAdsClient(endpoints, createLwaClient(endpoints)));
    const [shop] = (
      await server.database.pool.query<{
        grant_id: string;
        profile_id: string;
        region: 'EU';
        timezone: string;
      }>('select grant_id, profile_id, region, timezone from shop')
    ).rows;
    const scope = await shopModule().service.scopeOf({
      grantId: shop!.grant_id,
      profileId: shop!.profile_id,
      region: shop!.region,
    });
    const yesterday = addDays(shopToday(shop!.timezone), -1);
    sandbox.faults.slowReports(3000);
    const asked = await reports.request(scope, 'spTargeting', yesterday, yesterday);
    const again = await reports.request(scope, 'spTargeting', yesterday, yesterday);
    sandbox.faults.reset();
    expect(again).toBe(asked);
  });

  it('records a failed sync on the job and on the shop', async () => {
    sandbox.faults.failReports(3);
    const started = await server.call<{ jobId: string }>('/v1/shop/sync', { shopId }, { token: admin });
    const deadline = Date.now() + 30_000;
    let job: { state: string; error: string | null } | undefined;
    while (Date.now() < deadline) {
      job = (
        await server.call<{ state: string; error: string | null }>(
          '/v1/negOper/job_progress',
          started.body.data,
          {
            token: admin,
          },
        )
      ).body.data;
      if (job.error) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    sandbox.faults.reset();
    expect(job?.error).toMatch(/report .* failed/);
    // The seller reads why in their language: a code, with Amazon's own words as its detail.
    const failure = { code: 'reportFailed', params: { detail: expect.any(String) } };
    expect(job).toMatchObject({ failure });
    const listed = await server.call<ShopList>('/v1/shop/list', {}, { token: admin });
    expect(listed.body.data.accounts[0]!.shops[0]).toMatchObject({
      lastSyncError: expect.stringMatching(/report .* failed/),
      lastSyncFailure: failure,
    });
    await server.call('/v1/shop/pause', { shopId }, { token: admin });
  });

  it('sent Amazon only requests its published models allow, and got only answers they describe', () => {
    const conformance = createConformance();
    const modelled = sandbox.exchanges.filter(
      (exchange) => !exchange.injected && conformance.routeOf(exchange),
    );
    expect(modelled.flatMap((exchange) => conformance.check(exchange))).toEqual([]);
    const used = new Set(modelled.map((exchange) => conformance.routeOf(exchange)));
    for (const route of [
      'GET /v2/profiles',
      'POST /sp/campaigns/list',
      'POST /sp/negativeKeywords/list',
      'POST /reporting/reports',
      'GET /reporting/reports/{reportId}',
    ]) {
      expect(used).toContain(route);
    }
  });
});
