import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureAbaReportPartition } from '../src/db/aba-report-partitions.ts';
import { workerConnection } from '../src/db/client.ts';
import { copyIntoEmbeddedTerms } from '../src/modules/brand-analytics/copy.ts';
import { parsedInWorker } from '../src/modules/brand-analytics/load-thread.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const TERMS = 600;
let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'tw-aba-load-'));
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeDocument(): string {
  const rows = Array.from({ length: TERMS }, (_, index) => ({
    departmentName: 'Amazon.de',
    searchTerm: `term ${index}`,
    searchFrequencyRank: index + 1,
    clickedAsin: `B0${String(index).padStart(8, '0')}`,
    clickedItemName: 'item',
    clickShare: 0.2,
    conversionShare: 0.1,
  }));
  const file = join(dir, 'document.json.gz');
  writeFileSync(
    file,
    gzipSync(JSON.stringify({ reportSpecification: {}, dataByDepartmentAndSearchTerm: rows })),
  );
  return file;
}

// On PostgreSQL the worker reports each batch it stored whenever it is done with it; this thread, meanwhile
// busy with the batch before (saving progress), must still hear every report and the worker's last word.
it('hears every batch of the load thread, however slowly it takes them', async () => {
  const { pool, db } = server.database;
  const { rows } = await pool.query<{ id: string }>(
    `insert into organisation (name) values ('load') returning id`,
  );
  const organisationId = rows[0]!.id;
  const report = await pool.query<{ id: string }>(
    `insert into aba_report (organisation_id, marketplace_id, report_period, start_date, end_date, source)
     values ($1, 'A1PA6795UKMFR9', 'WEEK', '2026-11-01', '2026-11-07', 'api') returning id`,
    [organisationId],
  );
  const reportId = report.rows[0]!.id;
  await ensureAbaReportPartition(pool, reportId);
  const input = {
    file: writeDocument(),
    format: 'json' as const,
    organisationId,
    reportId,
    departments: [],
    skip: 0,
    batchTerms: 10,
    connection: workerConnection(pool),
  };
  const found = new Set<string>();
  let terms = 0;
  for await (const batch of parsedInWorker(input, new AbortController().signal, found)) {
    if (batch.bytes) await copyIntoEmbeddedTerms(db, batch.bytes);
    terms += batch.terms;
    await sleep(20);
  }
  const stored = await pool.query<{ count: number }>(
    `select count(*)::int as count from aba_search_term where report_id = $1`,
    [reportId],
  );
  expect({ terms, stored: stored.rows[0]!.count, found: [...found] }).toEqual({
    terms: TERMS,
    stored: TERMS,
    found: ['Amazon.de'],
  });
});
