// Rule evaluation and the negation lists at a year of data: one shop with 1,000,000 search_term_daily rows
// over 365 days (100,000 with --quick) and 10,000 negations, on the embedded database and on PostgreSQL.
// Evaluation is the demo rules looking back a whole year (load and sum every row, decide every term),
// timed inside the server process; list and check are timed over HTTP, one request at a time.
import { randomBytes } from 'node:crypto';
import { SEEDED_RULE_NAMES } from '@termwise/contracts';
import pg from 'pg';
import { call } from './support/api-call.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { startServer, type BenchServer } from './support/server-process.ts';
import { yearAsin } from './support/year-of-data.ts';

export const title = 'Rule evaluation, negation list and check at a year of data';

const NEGATIONS = 10_000;

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const rows = ctx.quick ? 100_000 : 1_000_000;
  const figures = await measure(ctx, 'embedded', undefined, rows, 5_000);
  if (!ctx.postgresUrl) {
    figures.push(
      figure('rule evaluation, PostgreSQL', null, 'ms', atMost(2_000), 'PostgreSQL not reachable'),
    );
    return figures;
  }
  const name = `tw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(ctx.postgresUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(ctx.postgresUrl);
    url.pathname = `/${name}`;
    figures.push(...(await measure(ctx, 'PostgreSQL', url.href, rows, 2_000)));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return figures;
}

async function measure(
  ctx: BenchContext,
  database: string,
  databaseUrl: string | undefined,
  rows: number,
  evaluationTargetMs: number,
): Promise<Figure[]> {
  const server = await startServer(ctx, { databaseUrl });
  try {
    ctx.log(`${database}: writing ${rows.toLocaleString('en-US')} rows and ${NEGATIONS} negations`);
    const shopId = await server.seedYear(rows, NEGATIONS);
    ctx.log(`${database}: evaluating the rules over the year`);
    const evaluation = await server.evaluateYear(shopId);
    const token = await server.login();
    const backtest = await backtestYear(server, token);
    const samples = ctx.quick ? 20 : 60;
    const list = await p95(samples, (index) =>
      call(server, token, '/v1/negLog/list', {
        shopId,
        page: 1 + (index % 5),
        pageSize: 20,
        ...(index % 3 === 1 ? { status: 'applied' } : {}),
        ...(index % 3 === 2 ? { asin: yearAsin(index) } : {}),
      }),
    );
    const check = await p95(samples, (index) =>
      call(server, token, '/v1/negLog/check', {
        shopId,
        asin: yearAsin(index),
        flag: 1 + (index % 2),
        endDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      }),
    );
    const data = `${rows.toLocaleString('en-US')} rows, ${NEGATIONS.toLocaleString('en-US')} negations`;
    return [
      figure(
        `rule evaluation, ${database}`,
        evaluation.ms,
        'ms',
        atMost(evaluationTargetMs),
        `${evaluation.rules} rules over ${evaluation.facts.toLocaleString('en-US')} rows, ${evaluation.proposed} proposals`,
      ),
      figure(
        `rule evaluation, ${database}: server peak RSS`,
        Math.round(evaluation.peakMb),
        'MB',
        atMost(400),
        `while it evaluated ${data}`,
      ),
      figure(
        `backtest, 90 days, ${database}`,
        backtest.ms,
        'ms',
        atMost(database === 'PostgreSQL' ? 5_000 : 15_000),
        `${backtest.label} over the ${data.split(',')[0]} shop and the demo shops, ${backtest.terms} terms`,
      ),
      figure(
        `backtest, 90 days, ${database}: server peak RSS`,
        Math.round(backtest.peakMb),
        'MB',
        atMost(400),
        `while it replayed the rule`,
      ),
      figure(`/v1/negLog/list p95, ${database}`, list, 'ms', atMost(100), `${data}, ${samples} requests`),
      figure(`/v1/negLog/check p95, ${database}`, check, 'ms', atMost(100), `${data}, ${samples} requests`),
    ];
  } finally {
    await server.stop();
  }
}

/** The seeded ACOS rule (which negates terms in this data; the fixed-count one finds none) replayed over 90 days on every shop of the organisation, over HTTP. */
async function backtestYear(server: BenchServer, token: string) {
  const rules = await call<{ rows: { id: string; name: string }[] }>(server, token, '/v1/negRule/list', {});
  const rule = rules.rows.find((one) => one.name === SEEDED_RULE_NAMES.acosOverTarget)!;
  const started = performance.now();
  const { result, peakMb } = await server.peakRssDuring(() =>
    call<{ total: number }>(server, token, '/v1/negRule/backtest', { id: rule.id, days: 90 }),
  );
  return {
    ms: Math.round(performance.now() - started),
    peakMb,
    terms: result.total,
    label: 'ACOS over 2 x target',
  };
}

/** The 95th percentile of `count` requests made one after another, in ms. */
async function p95(count: number, request: (index: number) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await request(index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.ceil(count * 0.95) - 1]!);
}
