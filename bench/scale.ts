// `npm run bench -- --scale`: one shop's costs as the others' data grows. A fresh PostgreSQL database holds
// 200 shops; search_term_daily is filled to 1M, 10M and 50M rows (SCALE_STAGES, comma-separated, for smaller
// runs) over 13 months, and at each size the same shop, whose own data never changes, is measured: report
// ingest, board and negative-keyword list p95, rule run, backtest, bytes per row and dropping a month. Not a
// `.bench.ts` file, so the normal run and --quick leave it out: at 50M rows it takes 45 minutes or more.
import { SEEDED_RULE_NAMES } from '@termwise/contracts';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { dropReportMonth, ensureReportMonths, reportMonths } from '../apps/server/src/db/report-months.ts';
import { call } from './support/api-call.ts';
import { atLeast, atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { ingestInChild } from './support/ingest-in-child.ts';
import { generateSearchTermReport, startReportHost } from './support/report-host.ts';
import { startServer, type BenchServer } from './support/server-process.ts';
import { yearAsin } from './support/year-of-data.ts';

export const title = 'One shop as search_term_daily grows over 200 shops (PostgreSQL; SCALE_STAGES)';

const SHOPS = 200;
const ORGANISATIONS = 4;
/**
 * The measured shop's negations and rows. The board's savings compare every live negation with every row of
 * the negated terms in the server, so a shop of 250,000 rows and 10,000 negations takes minutes a call;
 * these sizes keep a call near a second and the shop the same at every size.
 */
const NEGATIONS = 2_000;
const SHOP_ROWS = Number(process.env.SCALE_SHOP_ROWS ?? 20_000);
const REPORT_ROWS = 200_000;
/** Calls timed for a p95. */
const CALLS = 60;
/**
 * Untimed calls before them, which bring the shop's pages into PostgreSQL's cache: the p95 compares the layout
 * at each size, not which call first read the shop from disk. With 30 calls and no warm-up, the board's p95 at
 * 50M was 416 ms in one run and 471 in the next.
 */
const WARM_UP_CALLS = 10;

interface ShopFigures {
  ingest: number;
  board: number;
  list: number;
  rule: number;
  backtest: number;
}

function scaleStages(): number[] {
  const stages = (process.env.SCALE_STAGES ?? '1000000,10000000,50000000').split(',').map(Number);
  if (stages.some((rows, index) => !Number.isInteger(rows) || rows <= 0 || rows <= (stages[index - 1] ?? 0)))
    throw new Error(`SCALE_STAGES must be increasing row counts, got ${process.env.SCALE_STAGES}`);
  return stages;
}

const label = (rows: number) =>
  rows >= 1_000_000 && rows % 1_000_000 === 0 ? `${rows / 1_000_000}M` : rows.toLocaleString('en-US');

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const stages = scaleStages();
  if (!ctx.postgresUrl)
    return [figure('scale: PostgreSQL', null, 'rows', undefined, 'PostgreSQL not reachable')];
  const name = `tw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(ctx.postgresUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ctx.postgresUrl);
  url.pathname = `/${name}`;
  const server = await startServer(ctx, { databaseUrl: url.href });
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  try {
    ctx.log(`the measured shop: ${SHOP_ROWS.toLocaleString('en-US')} rows, ${NEGATIONS} negations`);
    const shopId = await server.seedYear(SHOP_ROWS, NEGATIONS);
    const others = await createOtherShops(pool);
    const report = await generateSearchTermReport(
      join(ctx.tempDir('scale'), 'report.json.gz'),
      REPORT_ROWS,
      '2026-01-31',
    );
    const host = await startReportHost(report.path);
    const figures: Figure[] = [];
    let first: ShopFigures | undefined;
    let perShop = 0;
    try {
      for (const [index, rows] of stages.entries()) {
        const stage = `scale ${label(rows)}`;
        const filling = performance.now();
        perShop = await fill(ctx, pool, others, rows, perShop);
        await pool.query('analyze search_term_daily');
        const fillSeconds = (performance.now() - filling) / 1000;
        // A shop of the others takes the report, so the ingest writes among the grown data, not beside it.
        const ingested = await ingestInChild(ctx, host.url, url.href, others[index % others.length]);
        await pool.query('analyze search_term_daily');
        // Logged in at each size: filling 50M rows outlasts an access token.
        const token = await server.login();
        const now: ShopFigures = {
          ingest: Math.round(REPORT_ROWS / ingested.seconds),
          board: await boardP95(server, token, shopId),
          list: await listP95(server, token, shopId),
          rule: (await server.evaluateYear(shopId)).ms,
          backtest: await backtest(server, token),
        };
        first ??= now;
        const bytes = await bytesPerRow(pool, 'search_term_daily');
        const dropped = await timeDropOldestMonth(pool);
        const last = index === stages.length - 1 && index > 0;
        const within = (value: number) => (last ? atMost(Math.round(value * 1.5)) : undefined);
        const tableNote = `${bytes.rows.toLocaleString('en-US')} rows in the table`;
        figures.push(
          figure(
            `${stage}: filling to this size (context)`,
            Math.round(fillSeconds),
            's',
            undefined,
            'INSERT ... SELECT generate_series a shop at a time, not the production path',
          ),
          figure(
            `${stage}: ingest rows/s`,
            now.ingest,
            'rows/s',
            atLeast(100_000),
            `${REPORT_ROWS.toLocaleString('en-US')}-row report into a shop of the others; rerun ${ingested.rerunSeconds.toFixed(1)} s`,
          ),
          figure(
            `${stage}: board p95`,
            now.board,
            'ms',
            within(first.board),
            `one shop, last 30 days, ${CALLS} calls after ${WARM_UP_CALLS}`,
          ),
          figure(
            `${stage}: negative-keyword list p95`,
            now.list,
            'ms',
            within(first.list),
            `one shop, ${NEGATIONS.toLocaleString('en-US')} negations, ${CALLS} calls after ${WARM_UP_CALLS}`,
          ),
          figure(
            `${stage}: rule run`,
            now.rule,
            'ms',
            within(first.rule),
            `the demo rules over one shop's year, ${SHOP_ROWS.toLocaleString('en-US')} rows`,
          ),
          figure(
            `${stage}: backtest`,
            now.backtest,
            'ms',
            within(first.backtest),
            "ACOS over 2 x target, 90 days, the shop's organisation",
          ),
          figure(
            `${stage}: bytes per row`,
            Math.round(bytes.total / bytes.rows),
            'B',
            undefined,
            `${(bytes.total / 1_073_741_824).toFixed(2)} GB with indexes; ${tableNote}`,
          ),
          figure(
            `${stage}: drop a month`,
            dropped.ms,
            'ms',
            atMost(1_000),
            `dropReportMonth, as retention does: ${dropped.rows.toLocaleString('en-US')} search-term rows of ${dropped.month}`,
          ),
        );
        ctx.log(
          figures
            .slice(-8)
            .map((one) => `${one.name}: ${one.value}`)
            .join('; '),
        );
      }
    } finally {
      await host.close();
    }
    return figures;
  } finally {
    await pool.end();
    await server.stop();
    // SCALE_KEEP_DATABASE=1 leaves the filled database for a look at its plans (EXPLAIN) afterwards.
    if (process.env.SCALE_KEEP_DATABASE) ctx.log(`kept the database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The 199 shops besides the measured one, in organisations of their own so that its organisation's views stay the same. */
async function createOtherShops(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `with org as (
       insert into organisation (name) select 'Scale ' || o from generate_series(1, $1::int) o returning id, name),
     grant_ as (
       insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
       select id, 'SCALE-' || name, name, 'sandbox', 'x' from org returning id, organisation_id)
     insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
       currency_code, timezone, account_type)
     select g.organisation_id, g.id, 'scale-' || s, 'Scale shop ' || s, 'US', 'ATVPDKIKX0DER', 'NA', 'USD', 'UTC',
       'seller'
     from generate_series(1, $2::int) s
     join (select *, row_number() over () - 1 as n from grant_) g on g.n = s % $1::int
     returning id`,
    [ORGANISATIONS, SHOPS - 1],
  );
  return rows.map((row) => row.id);
}

/**
 * Fills search_term_daily to about `rows` with the other shops' rows, a shop at a time (as reports arrive,
 * so each statement writes one stretch of the shop-first indexes): the shop's row j goes to day j % days of
 * the 13 months to yesterday (the oldest a whole calendar month) and to term j / days, so a shop's days grow
 * together. `perShop` is how many rows each of them has so far; answers the new count.
 */
async function fill(ctx: BenchContext, pool: pg.Pool, shops: string[], rows: number, perShop: number) {
  const { rows: counted } = await pool.query<{ count: string }>('select count(*) from search_term_daily');
  const more = Math.max(0, Math.ceil((rows - Number(counted[0]!.count)) / shops.length));
  ctx.log(
    `filling search_term_daily to ${rows.toLocaleString('en-US')} rows: ${more.toLocaleString('en-US')} more in each of ${shops.length} shops`,
  );
  // The months exist before the rows come, as a report ingest makes them; the oldest is made again after a
  // stage dropped it.
  const {
    rows: [span],
  } = await pool.query<{ first: string; last: string }>(
    `select to_char(date_trunc('month', current_date) - interval '12 months', 'YYYY-MM-DD') as first,
       to_char(current_date - 1, 'YYYY-MM-DD') as last`,
  );
  await ensureReportMonths(pool, 'search_term_daily', span!.first, span!.last);
  for (const [index, shopId] of shops.entries()) {
    await pool.query(
      `with span as (
         select (date_trunc('month', current_date) - interval '12 months')::date as start,
           current_date - (date_trunc('month', current_date) - interval '12 months')::date as days)
       insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type,
         targeting, search_term, impressions, clicks, cost, purchases_1d,
         purchases_7d, sales_1d, sales_7d)
       select $1::uuid, start + (j % days)::int, 'fc' || (j / days) % 40, 'fa' || (j / days) % 200,
         'ft' || (j / days) % 2000, 'BROAD', 'keyword', 'filler term ' || (j / days),
         10 + j % 500, j % 7, (j % 1300) / 100.0, (j % 11 = 0)::int, (j % 9 = 0)::int,
         case when j % 11 = 0 then 19.99 else 0 end, case when j % 9 = 0 then 24.99 else 0 end
       from span, generate_series($2::int, $3::int) j
       order by j % days, j`,
      [shopId, perShop, perShop + more - 1],
    );
    if (index % 20 === 19) ctx.log(`  ${index + 1} shops`);
  }
  return perShop + more;
}

/** The board as the web asks for it with one shop selected: the last 30 days. */
async function boardP95(server: BenchServer, token: string, shopId: string) {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return p95(() =>
    call(server, token, '/v1/board/overview', { shopIds: [shopId], startDate: day(30), endDate: day(1) }),
  );
}

/** The negative-keywords page of one shop: its pages, a status filter and an ASIN filter. */
async function listP95(server: BenchServer, token: string, shopId: string) {
  return p95((index) =>
    call(server, token, '/v1/negLog/list', {
      shopId,
      page: 1 + (index % 5),
      pageSize: 20,
      ...(index % 3 === 1 ? { status: 'applied' } : {}),
      ...(index % 3 === 2 ? { asin: yearAsin(index) } : {}),
    }),
  );
}

/** The seeded ACOS rule replayed over 90 days on every shop of the measured shop's organisation. */
async function backtest(server: BenchServer, token: string) {
  const rules = await call<{ rows: { id: string; name: string }[] }>(server, token, '/v1/negRule/list', {});
  const rule = rules.rows.find((one) => one.name === SEEDED_RULE_NAMES.acosOverTarget)!;
  const started = performance.now();
  await call(server, token, '/v1/negRule/backtest', { id: rule.id, days: 90 });
  return Math.round(performance.now() - started);
}

/** A table's size with its indexes and TOAST, summed over its partitions when it has them, and its rows. */
async function bytesPerRow(pool: pg.Pool, table: string) {
  const {
    rows: [size],
  } = await pool.query<{ total: string; rows: string }>(
    `select coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree($1::regclass)),
         pg_total_relation_size($1::regclass)) as total,
       (select count(*) from ${table}) as rows`,
    [table],
  );
  return { total: Number(size!.total), rows: Number(size!.rows) };
}

/**
 * Drops the table's oldest month as retention does (dropReportMonth: its partitions, its rollup days). It holds
 * the others' filler rows and three days of the measured shop's year; the next stage's fill makes the month
 * again and tops the table up to its size.
 */
async function timeDropOldestMonth(pool: pg.Pool) {
  const [month] = await reportMonths(pool);
  const {
    rows: [counted],
  } = await pool.query<{ count: string }>(
    `select count(*) from "search_term_daily_${month!.replace('-', '_')}"`,
  );
  const started = performance.now();
  await dropReportMonth(pool, month!);
  return { month: month!, rows: Number(counted!.count), ms: Math.round(performance.now() - started) };
}

/** The 95th percentile of CALLS requests made one after another, after WARM_UP_CALLS untimed, in ms. */
async function p95(request: (index: number) => Promise<unknown>): Promise<number> {
  for (let index = 0; index < WARM_UP_CALLS; index++) await request(index);
  const times: number[] = [];
  for (let index = 0; index < CALLS; index++) {
    const started = performance.now();
    await request(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.ceil(CALLS * 0.95) - 1]!);
}
