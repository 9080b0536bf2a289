import { createServer, type ServerResponse } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdsClient, type ProfileScope } from '../src/modules/amazon/ads-client.ts';
import type { AmazonEndpoints } from '../src/modules/amazon/endpoints.ts';
import { createLwaClient } from '../src/modules/amazon/lwa.ts';
import { createReportClient, reportFileRows } from '../src/modules/amazon/reports.ts';

/**
 * A report host as Amazon runs it (status on the Ads API, the file behind an expiring pre-signed URL),
 * whose download misbehaves as a test asks: slow, cut mid-body, expiring URLs, idle sockets closed fast.
 */
const ROWS = 500_000;
const rows = Array.from({ length: ROWS }, (_, index) => ({
  date: '2026-10-01',
  campaignId: String(1000 + (index % 50)),
  adGroupId: String(2000 + (index % 500)),
  keywordId: String(3000 + (index % 5000)),
  searchTerm: `term ${index}`,
  clicks: index % 7,
  cost: (index % 13) / 4,
}));
const file = gzipSync(JSON.stringify(rows));
const expectedClicks = rows.reduce((sum, row) => sum + row.clicks, 0);

type Behaviour = 'normal' | 'cut-once' | 'short-once' | 'slow-expiring';
let behaviour: Behaviour = 'normal';
let statusCalls = 0;
let downloads = 0;
/** Pre-signed URL tokens and until when each works. */
const tokens = new Map<string, number>();
let urlLifetimeMs = 3_600_000;

const server = createServer((request, response) => {
  const url = new URL(request.url!, 'http://x');
  if (url.pathname === '/auth/o2/token') {
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify({ access_token: 'access', expires_in: 3600 }));
  }
  if (url.pathname === '/reporting/reports/r1') {
    statusCalls++;
    const token = `t${statusCalls}`;
    // Only the first URL is short-lived; the ones asked for after it last.
    const expiresAt = Date.now() + (statusCalls === 1 ? urlLifetimeMs : 3_600_000);
    tokens.set(token, expiresAt);
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(
      JSON.stringify({
        reportId: 'r1',
        status: 'COMPLETED',
        url: `${baseUrl}/file.json.gz?token=${token}`,
        urlExpiresAt: new Date(expiresAt).toISOString(),
        fileSize: file.length,
      }),
    );
  }
  if (url.pathname === '/file.json.gz') {
    downloads++;
    const expiresAt = tokens.get(url.searchParams.get('token') ?? '') ?? 0;
    if (Date.now() > expiresAt) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      return response.end('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
    }
    return serveFile(response, expiresAt);
  }
  response.writeHead(404).end();
});
// Node's default is 5 s; much shorter here, so any paused reader would meet the closed socket.
server.keepAliveTimeout = 200;

function serveFile(response: ServerResponse, expiresAt: number) {
  const first = downloads === 1;
  if (behaviour === 'cut-once' && first) {
    response.writeHead(200, { 'content-length': String(file.length) });
    response.write(file.subarray(0, file.length >> 1));
    return setTimeout(() => response.destroy(), 50);
  }
  if (behaviour === 'short-once' && first) {
    response.writeHead(200);
    return response.end(file.subarray(0, file.length - 1000));
  }
  if (behaviour === 'slow-expiring') {
    // A 200th of the file every 20 ms (4 s): the first URL stops working mid-body, as S3's would.
    response.writeHead(200, { 'content-length': String(file.length) });
    const piece = Math.ceil(file.length / 200);
    let offset = 0;
    const timer = setInterval(() => {
      if (Date.now() > expiresAt) {
        clearInterval(timer);
        return response.destroy();
      }
      response.write(file.subarray(offset, (offset += piece)));
      if (offset >= file.length) {
        clearInterval(timer);
        response.end();
      }
    }, 20);
    return;
  }
  response.writeHead(200, { 'content-length': String(file.length) });
  response.end(file);
}

let baseUrl: string;
let dir: string;
const endpoints = (): AmazonEndpoints => ({
  mode: 'sandbox',
  lwa: Object.fromEntries(
    (['NA', 'EU', 'FE'] as const).map((region) => [region, { authorizeUrl: `${baseUrl}/ap/oa`, tokenUrl: `${baseUrl}/auth/o2/token` }]),
  ) as AmazonEndpoints['lwa'],
  ads: { NA: baseUrl, EU: baseUrl, FE: baseUrl },
  sellingPartner: { NA: baseUrl, EU: baseUrl, FE: baseUrl },
  sellerCentral: { NA: baseUrl, EU: baseUrl, FE: baseUrl },
  sellingPartnerTokenUrl: `${baseUrl}/auth/o2/token`,
  spApplicationId: undefined,
  clientId: 'client',
  clientSecret: 'secret',
});
const scope: ProfileScope = { grantId: 'g', refreshToken: 'refresh', authRegion: 'NA', profileId: '1', region: 'NA' };
const quickPolicy = {
  connectTimeoutMs: 2000,
  idleTimeoutMs: 2000,
  attempts: 5,
  baseDelayMs: 20,
  maxDelayMs: 100,
  expiryMarginMs: 500,
};
const client = () => {
  const lwa = createLwaClient(endpoints());
  return createReportClient(createAdsClient(endpoints(), lwa), undefined, quickPolicy);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tw-report-download-'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function reset(next: Behaviour, lifetimeMs = 3_600_000) {
  behaviour = next;
  statusCalls = 0;
  downloads = 0;
  urlLifetimeMs = lifetimeMs;
}

/** Every row read back with a slow reader (a pause longer than the server's idle keep-alive). */
async function readSlowly(path: string) {
  const seen = new Set<string>();
  let clicks = 0;
  let count = 0;
  for await (const row of reportFileRows(path)) {
    seen.add(String(row.searchTerm));
    clicks += Number(row.clicks);
    if (++count % 100_000 === 0) await sleep(400);
  }
  return { count, distinct: seen.size, clicks };
}

describe('report download', { timeout: 120_000 }, () => {
  it('downloads at network speed, so a slow writer and idle-socket closes lose nothing', async () => {
    reset('normal');
    const path = join(dir, 'normal.json.gz');
    expect(await client().download(scope, 'r1', path)).toBe(file.length);
    expect(await readSlowly(path)).toEqual({ count: ROWS, distinct: ROWS, clicks: expectedClicks });
    expect(downloads).toBe(1);
  });

  it('starts a download cut mid-body again and stores every row once', async () => {
    reset('cut-once');
    const path = join(dir, 'cut.json.gz');
    expect(await client().download(scope, 'r1', path)).toBe(file.length);
    expect(downloads).toBe(2);
    expect(await readSlowly(path)).toEqual({ count: ROWS, distinct: ROWS, clicks: expectedClicks });
  });

  it('fetches again a download shorter than the fileSize Amazon announced', async () => {
    reset('short-once');
    const path = join(dir, 'short.json.gz');
    expect(await client().download(scope, 'r1', path)).toBe(file.length);
    expect(downloads).toBe(2);
  });

  it('asks the report status for a new URL when the old one expires mid-download', async () => {
    // The first URL outlives the start margin but not the 4 s transfer.
    reset('slow-expiring', 1_500);
    const path = join(dir, 'expiring.json.gz');
    expect(await client().download(scope, 'r1', path)).toBe(file.length);
    expect(statusCalls).toBeGreaterThanOrEqual(2);
    expect(await readSlowly(path)).toEqual({ count: ROWS, distinct: ROWS, clicks: expectedClicks });
  });

  it('gives up with a clear error on an answer that retrying cannot fix', async () => {
    reset('normal');
    const lwa = createLwaClient(endpoints());
    const reports = createReportClient(createAdsClient(endpoints(), lwa), undefined, quickPolicy);
    await expect(reports.download(scope, 'missing', join(dir, 'missing.json.gz'))).rejects.toThrow(/404/);
    expect(readdirSync(dir)).not.toContain('missing.json.gz');
  });
});
