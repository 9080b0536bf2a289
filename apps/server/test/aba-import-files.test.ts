import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AbaSearchTermsResponse } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import type { AbaDocumentRow } from '@termwise/amazon-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/queue.ts';
import { abaImportJob } from '../src/modules/brand-analytics/import-job.ts';
import { createReportRepo } from '../src/modules/brand-analytics/report-repo.ts';
import { connectNorthpeak, endedWeek, waitForJob } from './support/aba.ts';
import { startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 13 point 3: what the import does with the document once it is on disk. Each import here starts as
 * a resumed job would, with its load created and the document downloaded (its checkpoint says so), so the
 * files can be ones Amazon would never send: a bad gzip, a truncated document, and a load a crash cut.
 */

const GERMANY = 'A1PA6795UKMFR9';
const TERMS = 12_000;

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;
let organisationId: string;

/** Amazon's document: three rows per term, by rank. */
function documentRows(terms: number): AbaDocumentRow[] {
  return Array.from({ length: terms }, (_, index) => index + 1).flatMap((rank) =>
    [1, 2, 3].map((n) => ({
      departmentName: 'Kitchen',
      searchTerm: `file term ${rank}`,
      searchFrequencyRank: rank,
      clickedAsin: `B0FILE${String(rank * 3 + n).padStart(4, '0')}`,
      clickedItemName: `Product ${rank}-${n}`,
      clickShareRank: n,
      clickShare: 0.3 - n * 0.05,
      conversionShare: 0.2 - n * 0.04,
    })),
  );
}

const documentText = (terms: number) =>
  JSON.stringify({
    reportSpecification: { reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT' },
    dataByDepartmentAndSearchTerm: documentRows(terms),
  });

/** The week as a reader sees it. */
const weekShown = async (startDate: string) =>
  (
    await server.call<AbaSearchTermsResponse>(
      '/v1/aba/search_terms',
      { marketplaceId: GERMANY, startDate, pageSize: 1 },
      { token: admin },
    )
  ).body.data;

const termsOf = async (reportId: string) =>
  (
    await server.database.db.execute<{ count: number; distinct: number }>(
      sql`select count(*)::int as count, count(distinct search_term)::int as distinct
          from aba_search_term where report_id = ${reportId}`,
    )
  ).rows[0]!;

/**
 * An import of `file` for a week, resumed after its download: its load exists, the document is on disk.
 * `before` runs once the load exists and before the job may start (a crashed attempt's rows).
 */
async function importDownloaded(
  startDate: string,
  file: Buffer,
  before?: (reportId: string) => Promise<void>,
) {
  const endDate = new Date(Date.parse(startDate) + 6 * 86_400_000).toISOString().slice(0, 10);
  const payload = {
    organisationId,
    marketplaceId: GERMANY,
    reportPeriod: 'WEEK' as const,
    startDate,
    endDate,
  };
  const reportId = await createReportRepo(server.database.db).startLoad({
    ...payload,
    source: 'api',
    departments: [],
    jobId: null,
  });
  const downloads = join(server.config.dataDir, 'downloads', 'aba');
  mkdirSync(downloads, { recursive: true });
  writeFileSync(join(downloads, `${reportId}.json.gz`), file);
  await before?.(reportId);
  const queue = createJobQueue(server.database.db);
  const { id } = await queue.enqueue({
    kind: abaImportJob,
    dedupeKey: `aba.import:files:${startDate}`,
    organisationId,
    payload: { ...payload, departments: [] },
    // Not before its checkpoint is written below.
    runAfter: new Date(Date.now() + 3_600_000),
  });
  const checkpoint = { reportId, documentId: 'document', bytes: file.length };
  await server.database.db.execute(
    sql`update job set checkpoint = ${JSON.stringify(checkpoint)}::jsonb, run_after = now() where id = ${id}`,
  );
  server.app.jobRunner.nudge();
  return { reportId, job: await waitForJob(server, admin, id) };
}

beforeAll(async () => {
  sandbox = await startAmazonSandbox();
  server = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY } });
  admin = (await loginAs(server, DEMO.admin)).token;
  // The marketplace of a connected shop: the screens show only those.
  await connectNorthpeak(server, admin, { sellerCentral: false });
  const organisations = await server.database.db.execute<{ id: string }>(sql`select id from organisation`);
  organisationId = organisations.rows[0]!.id;
  server.app.jobRunner.start();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

describe('ABA import of the downloaded document', { timeout: 120_000 }, () => {
  it('a bad gzip fails the import with why, and leaves nothing of the week', async () => {
    const { reportId, job } = await importDownloaded(endedWeek(1), Buffer.from('this is not gzip at all'));
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/not a gzipped Brand Analytics search-terms document/);
    expect(job.failure?.code).toBe('abaFileInvalid');
    expect(await termsOf(reportId)).toEqual({ count: 0, distinct: 0 });
    expect((await weekShown(endedWeek(1))).period).toBeNull();
  });

  it('a truncated document fails the import: none of the terms it did hold are shown', async () => {
    const text = documentText(TERMS);
    const { reportId, job } = await importDownloaded(
      endedWeek(2),
      gzipSync(text.slice(0, Math.floor(text.length * 0.7))),
    );
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/not a gzipped Brand Analytics search-terms document/);
    expect(await termsOf(reportId)).toEqual({ count: 0, distinct: 0 });
    expect((await weekShown(endedWeek(2))).period).toBeNull();
  });

  it('a load a crash cut resumes after the terms stored: every term once, the week shown only whole', async () => {
    const storedBeforeCrash = 5_000;
    const { reportId, job } = await importDownloaded(
      endedWeek(3),
      gzipSync(documentText(TERMS)),
      async (id) => {
        // What the crashed attempt's first batch left: the first terms of the file, in a load no one sees.
        await server.database.db.execute(sql`
        insert into aba_search_term (organisation_id, report_id, search_term, department, search_frequency_rank,
          word_count, asin1, title1, click_share1, conversion_share1, click_share_top3, conversion_share_top3)
        select r.organisation_id, r.id, 'file term ' || rank, 'Kitchen', rank, 3, 'B0CRASHED0', 'crashed attempt',
          0.25, 0.16, 0.25, 0.16
        from aba_report r, generate_series(1, ${storedBeforeCrash}) as rank where r.id = ${id}`);
        expect((await weekShown(endedWeek(3))).period).toBeNull();
      },
    );
    expect(job).toMatchObject({ state: 'succeeded', progress: 100 });
    expect(await termsOf(reportId)).toEqual({ count: TERMS, distinct: TERMS });
    const shown = await weekShown(endedWeek(3));
    expect(shown).toMatchObject({ total: TERMS, period: { terms: TERMS } });
    // The rows stored before the crash stayed; the resumed attempt stored the rest once.
    const first = await server.database.db.execute<{ asin1: string }>(
      sql`select asin1 from aba_search_term where report_id = ${reportId} and search_frequency_rank in (1, ${storedBeforeCrash + 1}) order by search_frequency_rank`,
    );
    expect(first.rows.map((row) => row.asin1)).toEqual([
      'B0CRASHED0',
      `B0FILE${String((storedBeforeCrash + 1) * 3 + 1).padStart(4, '0')}`,
    ]);
  });
});
