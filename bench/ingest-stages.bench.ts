// Where the embedded ingest's time goes: the same 1,000,000-row spSearchTerm report (100,000 with --quick),
// parsed and encoded once as the ingest worker does, then stored by COPY on a fresh embedded database with the
// server's settings: into a bare copy of search_term_daily, the same with its primary key, and into the table
// itself (both indexes, the rollup trigger) inside the window's transaction as the ingest stores it. Context
// for the `ingest` figures, which time the whole path; these have no targets of their own.
import { join } from 'node:path';
import { heldEmbeddedCopy, openDatabase } from '../apps/server/src/db/client.ts';
import { ensureReportMonths } from '../apps/server/src/db/report-months.ts';
import {
  EMBEDDED_CHUNK_ROWS,
  copyChunks,
  replaceWindow,
  stagingStatements,
} from '../apps/server/src/modules/shop/sync/store-report.ts';
import { REPORT_TARGETS } from '../apps/server/src/modules/shop/sync/report-rows.ts';
import { insertBareShop } from '../apps/server/test/support/bare-shop.ts';
import { figure, type BenchContext, type Figure } from './support/harness.ts';
import { generateSearchTermReport } from './support/report-host.ts';

export const title = 'Report ingest by stage (embedded database, spSearchTerm)';

const WINDOW = { startDate: '2026-01-01', endDate: '2026-01-31' };

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const rows = ctx.quick ? 100_000 : 1_000_000;
  const dir = ctx.tempDir('ingest-stages');
  ctx.log(`generating a ${rows.toLocaleString('en-US')}-row report`);
  const report = await generateSearchTermReport(join(dir, 'report.json.gz'), rows, WINDOW.endDate);
  const database = await openDatabase({ dataDir: join(dir, 'data') });
  try {
    const shopId = await insertBareShop(database.db, 'bench');
    const input = { file: report.path, shopId, type: 'spSearchTerm' as const, ...WINDOW };
    const statements = stagingStatements(input.type);
    const encoder = new TextEncoder();
    const chunks: Uint8Array[] = [];
    const parse = await timed(async () => {
      for await (const chunk of copyChunks(input, EMBEDDED_CHUNK_ROWS))
        chunks.push(encoder.encode(chunk.text));
    });
    // Before the pool's one connection is held here, as the ingest does.
    await ensureReportMonths(database.pool, statements.table, WINDOW.startDate, WINDOW.endDate);
    const copy = heldEmbeddedCopy(database.pool);
    const client = await database.pool.connect();
    const query = (statement: string, params?: unknown[]) => client.query(statement, params);
    const intoTable = statements.copyBlobIntoTable;
    const columnsFromBlob = intoTable.slice(intoTable.indexOf('('));
    const copyAll = async (table: string) => {
      // A copy of each piece: the database's thread takes the bytes it is handed.
      for (const chunk of chunks) await copy(`copy ${table} ${columnsFromBlob}`, chunk.slice());
    };
    try {
      ctx.log('COPY without indexes');
      await query(`create table bare (like ${statements.table} including defaults)`);
      const bare = await timed(() => copyAll('bare'));
      ctx.log('COPY with the primary key');
      await query(`create table keyed (like ${statements.table} including defaults)`);
      const key = REPORT_TARGETS[input.type].key.map((column) => column.name);
      await query(`alter table keyed add primary key (${key.join(', ')})`);
      const keyed = await timed(() => copyAll('keyed'));
      ctx.log('COPY into search_term_daily');
      const stored = await timed(() =>
        replaceWindow(query, statements, input, () => copyAll(statements.table)),
      );
      const perRow = await query(`select pg_total_relation_size('keyed') / $1::float as bytes`, [rows]);
      return [
        rate('parse and encode (the ingest worker)', rows, parse),
        rate('COPY into a bare copy of the table', rows, bare),
        rate('COPY with the primary key', rows, keyed, `${Math.round(perRow.rows[0].bytes)} bytes a row`),
        rate('COPY into search_term_daily (both indexes, rollup trigger)', rows, stored),
      ];
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

const rate = (stage: string, rows: number, seconds: number, note?: string) =>
  figure(
    `ingest stage, embedded: ${stage}`,
    Math.round(rows / seconds),
    'rows/s',
    undefined,
    [`${seconds.toFixed(1)} s`, note].filter(Boolean).join('; '),
  );
