// A generated spSearchTerm report in Amazon's row shape (gzipped JSON), and a local report host that
// serves it as Amazon does (LWA token, report request, status with url/urlExpiresAt/fileSize, download),
// so the bench drives the production report client. Rows are deterministic; their totals are known.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

export interface GeneratedReport {
  path: string;
  rows: number;
  clicks: number;
  /** Sum of cost in hundredths, so it compares exactly. */
  costCents: number;
}

/** Search-term rows spread over `days` days before `endDate`, 200 ad groups, 2,000 keywords. */
export async function generateSearchTermReport(path: string, rows: number, endDate: string, days = 31) {
  let clicks = 0;
  let costCents = 0;
  const end = Date.parse(`${endDate}T00:00:00Z`);
  function* chunks() {
    let chunk = '[';
    for (let index = 0; index < rows; index++) {
      const day = new Date(end - (index % days) * 86_400_000).toISOString().slice(0, 10);
      const keyword = index % 2000;
      const rowClicks = index % 7;
      const cents = index % 1300;
      clicks += rowClicks;
      costCents += cents;
      chunk += `${index ? ',' : ''}${JSON.stringify({
        date: day,
        campaignId: String(100_000 + (keyword % 40)),
        adGroupId: String(200_000 + (keyword % 200)),
        keywordId: String(300_000 + keyword),
        keyword: `keyword ${keyword}`,
        matchType: ['BROAD', 'PHRASE', 'EXACT'][keyword % 3],
        keywordType: 'KEYWORD',
        targeting: `keyword ${keyword}`,
        searchTerm: `search term ${Math.floor(index / days)}`,
        impressions: 10 + (index % 500),
        clicks: rowClicks,
        cost: cents / 100,
        purchases1d: index % 11 === 0 ? 1 : 0,
        sales1d: index % 11 === 0 ? 19.99 : 0,
        purchases7d: index % 9 === 0 ? 1 : 0,
        sales7d: index % 9 === 0 ? 24.99 : 0,
      })}`;
      if (chunk.length > 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}]`;
  }
  await pipeline(Readable.from(chunks()), createGzip(), createWriteStream(path));
  return { path, rows, clicks, costCents } satisfies GeneratedReport;
}

/** Serves one report file as report `bench-1` of any profile; answers the host's base URL. */
export async function startReportHost(file: string): Promise<{ url: string; close(): Promise<void> }> {
  const size = statSync(file).size;
  let url = '';
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://host').pathname;
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    request.resume();
    if (path === '/auth/o2/token') return json({ access_token: 'bench', expires_in: 3600 });
    if (path === '/reporting/reports' && request.method === 'POST') return json({ reportId: 'bench-1' });
    if (path.startsWith('/reporting/reports/')) {
      return json({
        reportId: 'bench-1',
        status: 'COMPLETED',
        url: `${url}/download/bench-1.json.gz`,
        urlExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        fileSize: size,
      });
    }
    if (path === '/download/bench-1.json.gz') {
      response.writeHead(200, { 'content-length': String(size) });
      return void createReadStream(file).pipe(response);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
