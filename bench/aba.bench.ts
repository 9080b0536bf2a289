// Brand Analytics import through the production path: the sandbox's Reports API 2021-06-30 serves a
// GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT of about 3,000,000 rows (1,050,000 terms; 35,000 with --quick),
// made into a gzipped file while the report is IN_PROGRESS; a child process (its RSS is the server's)
// downloads it to a file, streams it into the database with COPY and publishes it, then times the ABA
// table with a text filter.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createSandbox } from '../apps/amazon-sandbox/src/index.ts';
import { atLeast, atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { forkAsServer, nextMessage } from './support/server-child.ts';

export const title = 'Brand Analytics import (SP-API report from the sandbox, streamed, COPY)';

export interface AbaChildResult {
  rows: number;
  terms: number;
  seconds: number;
  /** When Amazon's report was done, and when its document was on disk, from the job's start. */
  reportReadyS: number;
  downloadedS: number;
  peakMb: number;
  filterP95Ms: number;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const terms = ctx.quick ? 35_000 : 1_050_000;
  const sandbox = await createSandbox({
    seed: 1,
    reportDelayMs: 100,
    throttle: false,
    abaTermsPerMarketplace: terms,
  });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    ctx.log(`embedded database: importing ${terms.toLocaleString('en-US')} terms`);
    const figures = figuresOf('embedded', await importInChild(ctx, url, undefined), 50_000);
    if (!ctx.postgresUrl) {
      figures.push(
        figure(
          'ABA import, PostgreSQL: rows/s',
          null,
          'rows/s',
          atLeast(100_000),
          'PostgreSQL not reachable',
        ),
      );
      return figures;
    }
    const name = `tw_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(ctx.postgresUrl);
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const database = new URL(ctx.postgresUrl);
      database.pathname = `/${name}`;
      ctx.log('PostgreSQL: importing');
      figures.push(...figuresOf('PostgreSQL', await importInChild(ctx, url, database.href), 100_000));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    return figures;
  } finally {
    await sandbox.app.close();
  }
}

function figuresOf(database: string, result: AbaChildResult, rateTarget: number): Figure[] {
  // Amazon's processing (here the sandbox writing the document while the report is IN_PROGRESS, as Amazon
  // does) is not the import's: the clock runs from the report's DONE to the week published.
  const importSeconds = result.seconds - result.reportReadyS;
  const detail = `${result.rows.toLocaleString('en-US')} rows (${result.terms.toLocaleString('en-US')} terms) in ${importSeconds.toFixed(1)} s: download ${(result.downloadedS - result.reportReadyS).toFixed(1)} s, then parse, COPY and publish; Amazon's report took ${result.reportReadyS.toFixed(1)} s before`;
  return [
    figure(
      `ABA import, ${database}: rows/s`,
      Math.round(result.rows / importSeconds),
      'rows/s',
      atLeast(rateTarget),
      detail,
    ),
    figure(`ABA import, ${database}: peak RSS`, Math.round(result.peakMb), 'MB', atMost(400)),
    figure(
      `ABA table with a text filter, ${database}: p95`,
      Math.round(result.filterP95Ms),
      'ms',
      // The issue sets this target on PostgreSQL; the embedded figure is printed beside it for reference.
      database === 'PostgreSQL' ? atMost(300) : undefined,
      database === 'PostgreSQL' ? undefined : 'the target (300 ms) is set on PostgreSQL',
    ),
  ];
}

function importInChild(
  ctx: BenchContext,
  sandboxUrl: string,
  databaseUrl: string | undefined,
): Promise<AbaChildResult> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: ctx.tempDir('aba-db'),
    AMAZON_SANDBOX_URL: sandboxUrl,
    DATABASE_URL: databaseUrl,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  return nextMessage<AbaChildResult>(
    forkAsServer(new URL('./support/aba-child.ts', import.meta.url), env),
    'result',
  );
}
