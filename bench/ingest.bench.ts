// Report ingest through the production client: a generated spSearchTerm report (gzipped JSON, 1,000,000
// rows; 100,000 with --quick) downloaded from a local report host and stored, on the embedded database
// and on PostgreSQL. Also the exactness check: counts and sums equal the generated report's, and again
// after a rerun of the same window (idempotent). That check runs only here, not in CI: it takes minutes.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { atLeast, atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { ingestInChild, type IngestResult } from './support/ingest-in-child.ts';
import { generateSearchTermReport, startReportHost, type GeneratedReport } from './support/report-host.ts';

export const title = 'Report ingest (spSearchTerm, gzipped JSON, production client)';

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const rows = ctx.quick ? 100_000 : 1_000_000;
  const dir = ctx.tempDir('ingest');
  ctx.log(`generating a ${rows.toLocaleString('en-US')}-row report`);
  const report = await generateSearchTermReport(join(dir, 'report.json.gz'), rows, '2026-01-31');
  const host = await startReportHost(report.path);
  try {
    ctx.log('ingest into the embedded database');
    const embedded = await ingestInChild(ctx, host.url, undefined);
    const figures = figuresOf('embedded', embedded, report, 50_000);
    if (!ctx.postgresUrl) {
      figures.push(
        figure('ingest, PostgreSQL: rows/s', null, 'rows/s', atLeast(100_000), 'PostgreSQL not reachable'),
      );
      return figures;
    }
    ctx.log('ingest into PostgreSQL');
    const name = `tw_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(ctx.postgresUrl);
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(ctx.postgresUrl);
      url.pathname = `/${name}`;
      figures.push(...figuresOf('PostgreSQL', await ingestInChild(ctx, host.url, url.href), report, 100_000));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    return figures;
  } finally {
    await host.close();
  }
}

function figuresOf(database: string, result: IngestResult, report: GeneratedReport, rateTarget: number) {
  const expected = { rows: report.rows, clicks: report.clicks, costCents: report.costCents };
  const exact = JSON.stringify(result.first) === JSON.stringify(expected);
  const idempotent = JSON.stringify(result.rerun) === JSON.stringify(expected);
  return [
    figure(
      `ingest, ${database}: rows/s`,
      Math.round(report.rows / result.seconds),
      'rows/s',
      atLeast(rateTarget),
      `${result.seconds.toFixed(1)} s; rerun ${result.rerunSeconds.toFixed(1)} s`,
    ),
    figure(
      `ingest, ${database}: server RSS idle`,
      Math.round(result.idleMb),
      'MB',
      atMost(database === 'embedded' ? 250 : 400),
    ),
    figure(
      `ingest, ${database}: server peak RSS during ingest`,
      Math.round(result.peakMb),
      'MB',
      atMost(400),
    ),
    figure(
      `ingest, ${database}: rows and sums exact, rerun idempotent`,
      exact && idempotent ? 1 : 0,
      'yes',
      atLeast(1),
      exact && idempotent
        ? undefined
        : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(result.first)} then ${JSON.stringify(result.rerun)}`,
    ),
  ];
}
