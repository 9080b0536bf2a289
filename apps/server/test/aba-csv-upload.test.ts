import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AbaImportView,
  AbaSearchTermsResponse,
  Envelope,
  JobProgress,
  ShopList,
} from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/queue.ts';
import { sweepOrphanUploads } from '../src/modules/brand-analytics/upload-sweep.ts';
import { sendHostileUpload } from './support/hostile-upload.ts';
import { connectNorthpeak, endedWeek, waitForJob as waitForJobOf } from './support/aba.ts';
import { startAmazonSandbox, TOKEN_KEY } from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 13 point 3: the Seller Central CSV download, uploaded by hand by a seller without API access. */

const GERMANY = 'A1PA6795UKMFR9';
const TERMS = 1200;

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;

const waitForJob = (jobId: string) => waitForJobOf(server, admin, jobId);

async function upload(csv: string, startDate: string, token = admin): Promise<Envelope<{ jobId: string }>> {
  const query = new URLSearchParams({ marketplaceId: GERMANY, reportPeriod: 'WEEK', startDate });
  const response = await fetch(`${server.baseUrl}/v1/aba/upload?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
    body: csv,
  });
  return (await response.json()) as Envelope<{ jobId: string }>;
}

const searchTerms = (body: Record<string, unknown>) =>
  server.call<AbaSearchTermsResponse>(
    '/v1/aba/search_terms',
    { marketplaceId: GERMANY, ...body },
    { token: admin },
  );

const uploadsWaiting = () => readdirSync(join(server.config.dataDir, 'uploads', 'aba'));

const quoted = (cells: (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replace(/"/g, '""')}"`).join(',');

/** Seller Central's current layout: a settings line, then one row per term with its top three products. */
function currentLayout(terms: number, badLine?: number): string {
  const products = [1, 2, 3].flatMap((n) =>
    ['ASIN', 'Product Title', 'Click Share', 'Conversion Share'].map(
      (what) => `Top Clicked Product #${n}: ${what}`,
    ),
  );
  const lines = [
    'Reporting Range=["Weekly"],Select week=["Week 46"],Marketplace=["Amazon.de"]',
    quoted(['Search Frequency Rank', 'Search Term', 'Top Clicked Brand #1', ...products, 'Reporting Date']),
  ];
  for (let rank = 1; rank <= terms; rank++) {
    const asins = [1, 2, 3].flatMap((n) => [
      `B0CSV${String(rank * 3 + n).padStart(5, '0')}`,
      `Product ${rank}-${n}, "quoted"`,
      `${(30 - n * 5).toFixed(2)}%`,
      `${(20 - n * 4).toFixed(2)}%`,
    ]);
    const shownRank = lines.length + 1 === badLine ? 'n/a' : rank.toLocaleString('en-US');
    lines.push(quoted([shownRank, `csv term ${rank}`, 'Brand', ...asins, '2026-11-14']));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** The older layout: a department per row, shares as fractions, fewer than three products on some rows. */
function olderLayout(terms: number): string {
  const header = ['Department', 'Search Term', 'Search Frequency Rank'];
  for (const n of [1, 2, 3])
    header.push(`#${n} Clicked ASIN`, `#${n} Product Title`, `#${n} Click Share`, `#${n} Conversion Share`);
  const lines = [header.join(',')];
  for (let rank = 1; rank <= terms; rank++)
    lines.push(
      quoted([
        'Toys & Games',
        `older term ${rank}`,
        rank,
        'B0OLD00001',
        'Toy',
        0.4,
        0.35,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]),
    );
  return `${lines.join('\n')}\n`;
}

beforeAll(async () => {
  sandbox = await startAmazonSandbox();
  server = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY } });
  admin = (await loginAs(server, DEMO.admin)).token;
  // No Seller Central authorization: the seller downloads the report by hand.
  await connectNorthpeak(server, admin, { sellerCentral: false });
  server.app.jobRunner.start();
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

describe('ABA Seller Central CSV upload', { timeout: 120_000 }, () => {
  it("loads Seller Central's current layout: every term by rank, percentages as shares", async () => {
    const started = await upload(currentLayout(TERMS), endedWeek(1));
    expect(started.code).toBe('0000');
    expect(await waitForJob(started.data.jobId)).toMatchObject({ state: 'succeeded', progress: 100 });

    const page = (await searchTerms({ pageSize: 2 })).body.data;
    expect(page.total).toBe(TERMS);
    expect(page.period).toMatchObject({ startDate: endedWeek(1), terms: TERMS });
    const [first] = page.rows;
    expect(first).toMatchObject({ searchTerm: 'csv term 1', rank: 1, department: '' });
    expect(first!.top.map((asin) => [asin.asin, asin.title, asin.clickShare, asin.conversionShare])).toEqual([
      ['B0CSV00004', 'Product 1-1, "quoted"', 0.25, 0.16],
      ['B0CSV00005', 'Product 1-2, "quoted"', 0.2, 0.12],
      ['B0CSV00006', 'Product 1-3, "quoted"', 0.15, 0.08],
    ]);
    // "1,000" is rank 1000, not 1.
    const deep = (await searchTerms({ include: 'term 1000' })).body.data.rows;
    expect(deep.map((row) => row.rank)).toEqual([1000]);

    const imports = (await server.call<{ rows: AbaImportView[] }>('/v1/aba/imports', {}, { token: admin }))
      .body.data;
    expect(imports.rows.find((row) => row.startDate === endedWeek(1))).toMatchObject({
      source: 'csv',
      status: 'ready',
      terms: TERMS,
    });
    expect(uploadsWaiting()).toEqual([]);
  });

  it('loads the older layout with its departments and rows of fewer than three products', async () => {
    const started = await upload(olderLayout(50), endedWeek(2));
    expect(started.code).toBe('0000');
    expect(await waitForJob(started.data.jobId)).toMatchObject({ state: 'succeeded' });
    const page = (await searchTerms({ startDate: endedWeek(2), pageSize: 1 })).body.data;
    expect(page.total).toBe(50);
    expect(page.rows[0]).toMatchObject({ department: 'Toys & Games', clickShareTop3: 0.4 });
    expect(page.rows[0]!.top).toHaveLength(1);
  });

  it('refuses a file that is not a search-terms download, before anything is queued', async () => {
    const refused = await upload('keyword,asin,rank\nshoes,B000000001,3\n', endedWeek(3));
    expect(refused.code).toBe('4000');
    expect(refused.msg).toMatch(/Search Frequency Rank/);
    expect((await searchTerms({ startDate: endedWeek(3) })).body.data.period).toBeNull();
    expect(uploadsWaiting()).toEqual([]);
  });

  it('a broken row fails the import with its line, and the week loaded before stays whole', async () => {
    const started = await upload(currentLayout(TERMS, 150), endedWeek(1));
    expect(started.code).toBe('0000');
    const job: JobProgress = await waitForJob(started.data.jobId);
    expect(job.state).toBe('failed');
    expect(job.error).toMatch(/line 150/);
    const page = (await searchTerms({ startDate: endedWeek(1), pageSize: 1 })).body.data;
    expect(page.total).toBe(TERMS);
    expect(uploadsWaiting()).toEqual([]);
  });

  it("exports the filtered week as CSV in the table's order, headers in the asked language", async () => {
    type Exported = { fileName: string; csv: string; rows: number; truncated: boolean };
    const body = { marketplaceId: GERMANY, startDate: endedWeek(1), include: 'term 11', lang: 'en-US' };
    const exported = (await server.call<Exported>('/v1/aba/search_terms_export', body, { token: admin }))
      .body;
    expect(exported.code).toBe('0000');
    // Words match inside a term: every rank from 1 to 1,200 whose digits hold "11".
    expect(exported.data).toMatchObject({
      rows: 120,
      truncated: false,
      fileName: `aba-search-terms-DE-${endedWeek(1)}.csv`,
    });
    const lines = exported.data.csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[0]).toMatch(/^Search frequency rank,Search term,Department,/);
    expect(lines[1]).toBe(
      '11,csv term 11,,,,,B0CSV00034,"Product 11-1, ""quoted""",25.00%,16.00%,B0CSV00035,"Product 11-2, ""quoted""",20.00%,12.00%,B0CSV00036,"Product 11-3, ""quoted""",15.00%,8.00%,60.00%,36.00%',
    );
    const chinese = await server.call<Exported>(
      '/v1/aba/search_terms_export',
      { ...body, lang: 'zh-CN' },
      { token: admin },
    );
    expect(chinese.body.data.csv).toMatch(/^\ufeff搜索频率排名,搜索词,类目,/);
    const user = (await loginAs(server, DEMO.user)).token;
    expect((await server.call('/v1/aba/search_terms_export', body, { token: user })).body.code).toBe('4003');
  });

  it('refuses a period that is no week, and a user without the role (4003)', async () => {
    expect((await upload(currentLayout(5), '2026-01-05')).code).toBe('4000');
    const user = (await loginAs(server, DEMO.user)).token;
    expect((await upload(currentLayout(5), endedWeek(4), user)).code).toBe('4003');
  });
});

/** Issue 29 point 2: uploads built to hold the server: refused from their first bytes, nothing kept. */
describe('hostile uploads', { timeout: 120_000 }, () => {
  const MB = 1024 * 1024;
  const filler = Buffer.alloc(MB, 'a');
  const header = Buffer.from('keyword,asin,organic_rank,date\n');
  const noNewline = () => filler;
  const oneHugeLine = (offset: number) => (offset === 0 ? Buffer.concat([header, filler]) : filler);
  const openQuote = (offset: number) =>
    offset === 0
      ? Buffer.concat([header, Buffer.from('"'), Buffer.alloc(MB, 'shoe b\n')])
      : Buffer.alloc(MB, 'shoe b\n');

  const abaUpload = () =>
    `${server.baseUrl}/v1/aba/upload?${new URLSearchParams({ marketplaceId: GERMANY, reportPeriod: 'WEEK', startDate: endedWeek(5) })}`;
  const rankUpload = async () => {
    const shops = await server.call<ShopList>('/v1/shop/list', {}, { token: admin });
    return `${server.baseUrl}/v1/rank/import_preview?shopId=${shops.body.data.accounts[0]!.shops[0]!.shopId}`;
  };

  it.each([
    ['no line break in 300 MB', 300 * MB, noNewline, /no header line within the first 64 KB/],
    ['a 95 MB line', 95 * MB, oneHugeLine, /longer than 1 MB/],
  ])(
    '%s: both uploads refuse it from its first bytes and close the connection',
    async (_, size, body, why) => {
      // Rank files stop at 100 MB by their declared length; under it, the same guard refuses them.
      for (const [url, bytes] of [
        [abaUpload(), size],
        [await rankUpload(), Math.min(size, 90 * MB)],
      ] as const) {
        const answer = await sendHostileUpload(url, admin, bytes, body);
        expect(answer.envelope.code, url).toBe('4000');
        expect(answer.envelope.msg, url).toMatch(why);
        expect(answer.closed, url).toBe(true);
        expect(answer.sentBytes, url).toBeLessThan(bytes / 4);
      }
      expect(uploadsWaiting()).toEqual([]);
    },
  );

  it('a quote left open is refused once its cell passes 1 MB, in both languages', async () => {
    for (const url of [abaUpload(), await rankUpload()]) {
      const answer = await sendHostileUpload(url, admin, 20 * MB, openQuote);
      expect(answer.envelope.code, url).toBe('4000');
      expect(answer.envelope.msg).toMatch(/longer than 1 MB/);
    }
    expect(uploadsWaiting()).toEqual([]);
    const chinese = await fetch(await rankUpload(), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${admin}` },
      body: Buffer.concat([header, Buffer.from('"'), Buffer.alloc(2 * MB, 'x\n')]),
    });
    expect(((await chinese.json()) as { msg: string }).msg).toMatch(/超过 1 MB/);
  });

  it('an upload no import owns is removed at the next start', async () => {
    const dir = join(server.config.dataDir, 'uploads', 'aba');
    const orphan = join(dir, 'left-by-a-crash.csv');
    writeFileSync(orphan, 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(orphan, hourAgo, hourAgo);
    const queue = createJobQueue(server.database.db);
    expect(await sweepOrphanUploads(dir, queue)).toBe(1);
    expect(uploadsWaiting()).toEqual([]);
  });
});
