import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConformance, type Exchange, recordExchanges } from '../conformance/index.ts';
import {
  createSandbox,
  DEFAULT_CLIENT,
  DEFAULT_SELLING_PARTNER_APP,
  type AbaDocumentRow,
} from '../src/index.ts';
import { FAILED_PROCESSING } from '../src/reports/sp-reports.ts';
import { authorize, REDIRECT_URI, refreshGrant, START, tokenRequest } from './helpers.ts';

const REPORTS = '/reports/2021-06-30/reports';
const ABA = 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT';
const US = 'ATVPDKIKX0DER';

interface AbaDocument {
  reportSpecification: {
    reportType: string;
    reportOptions: { reportPeriod: string };
    dataStartTime: string;
    marketplaceIds: string[];
  };
  dataByDepartmentAndSearchTerm: AbaDocumentRow[];
}

/** Issue 13 points 1-2, the sandbox side: Seller Central authorization, Reports API 2021-06-30, the ABA world. */
describe('Selling Partner API: Seller Central authorization, Reports 2021-06-30, Brand Analytics', () => {
  const clock = { now: START };
  let sandbox: Awaited<ReturnType<typeof createSandbox>>;
  let exchanges: Exchange[];
  let baseUrl: string;
  let accessToken: string;

  beforeAll(async () => {
    sandbox = await createSandbox({
      seed: 7,
      reportDelayMs: 150,
      throttle: false,
      abaTermsPerMarketplace: 3000,
      now: () => clock.now,
    });
    exchanges = recordExchanges(sandbox.app);
    baseUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    accessToken = (await sellerCentralAuthorization()).accessToken;
  });
  afterAll(() => sandbox.app.close());

  const consentUrl = (region = 'na', extra: Record<string, string> = {}) =>
    `${baseUrl}/sellercentral/${region}/apps/authorize/consent?${new URLSearchParams({
      application_id: DEFAULT_SELLING_PARTNER_APP.applicationId,
      state: 'sp-state-1',
      redirect_uri: REDIRECT_URI,
      version: 'beta',
      ...extra,
    })}`;

  /** What a seller does: open the consent URI, pick the account, Confirm; then the app's code exchange. */
  async function sellerCentralAuthorization(region = 'na', account = 0) {
    const page = await fetch(consentUrl(region));
    expect(page.status).toBe(200);
    const html = await page.text();
    const accounts = [...html.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]!);
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const form = new URLSearchParams(new URL(consentUrl(region)).searchParams);
    form.set('account', accounts[account]!);
    form.set('decision', 'confirm');
    const answer = await fetch(`${baseUrl}${action}`, { method: 'POST', body: form, redirect: 'manual' });
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location')!);
    const code = back.searchParams.get('spapi_oauth_code')!;
    const tokens = await tokenRequest(baseUrl, {
      grant_type: 'authorization_code',
      code,
      client_id: DEFAULT_CLIENT.clientId,
      client_secret: DEFAULT_CLIENT.clientSecret,
    });
    expect(tokens.status).toBe(200);
    return {
      back,
      code,
      accessToken: tokens.body.access_token!,
      refreshToken: tokens.body.refresh_token!,
      accounts,
    };
  }

  const sp = async (method: string, path: string, body?: unknown, token = accessToken) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'x-amz-access-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };

  const weekRequest = (sunday: string, saturday: string, marketplaceId = US) => ({
    reportType: ABA,
    marketplaceIds: [marketplaceId],
    dataStartTime: `${sunday}T00:00:00Z`,
    dataEndTime: `${saturday}T23:59:59Z`,
    reportOptions: { reportPeriod: 'WEEK' },
  });

  async function runAbaReport(
    request: unknown,
  ): Promise<{ reportId: string; statuses: string[]; document?: AbaDocument }> {
    const created = await sp('POST', REPORTS, request);
    expect(created.status).toBe(202);
    const reportId = created.body.reportId as string;
    const statuses: string[] = [];
    let report: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 200; attempt++) {
      report = (await sp('GET', `${REPORTS}/${reportId}`)).body;
      statuses.push(report.processingStatus as string);
      if (['DONE', 'FATAL', 'CANCELLED'].includes(report.processingStatus as string)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (report.processingStatus !== 'DONE') return { reportId, statuses };
    const document = await sp('GET', `/reports/2021-06-30/documents/${report.reportDocumentId as string}`);
    expect(document.body.compressionAlgorithm).toBe('GZIP');
    const file = await fetch(document.body.url as string);
    expect(file.status).toBe(200);
    // Made while IN_PROGRESS, then served as S3 serves a file: with its length.
    expect(Number(file.headers.get('content-length'))).toBeGreaterThan(0);
    return {
      reportId,
      statuses,
      document: JSON.parse(gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8')) as AbaDocument,
    };
  }

  it('returns to the app with state, selling_partner_id and spapi_oauth_code; the code is exchanged once, without PKCE or redirect_uri', async () => {
    const { back, code, refreshToken } = await sellerCentralAuthorization();
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('sp-state-1');
    expect(back.searchParams.get('selling_partner_id')).toBe(sandbox.world.accounts[0]!.sellerId);
    expect(refreshToken).toMatch(/^Atzr\|/);
    const again = await tokenRequest(baseUrl, {
      grant_type: 'authorization_code',
      code,
      client_id: DEFAULT_CLIENT.clientId,
      client_secret: DEFAULT_CLIENT.clientSecret,
    });
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const refreshed = await tokenRequest(baseUrl, refreshGrant(refreshToken));
    expect(refreshed.status).toBe(200);
  });

  it('shows only the accounts selling in that region, and refuses bad consent requests on a page', async () => {
    const eu = await sellerCentralAuthorization('eu', 1);
    expect(eu.accounts).toEqual(sandbox.world.accounts.map((account) => account.sellerId));
    const fe = await (await fetch(consentUrl('fe'))).text();
    expect([...fe.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1])).toEqual([
      sandbox.world.accounts[0]!.sellerId,
    ]);
    const badRequests: Record<string, string>[] = [
      { application_id: 'amzn1.sp.solution.other' },
      { state: '' },
      { redirect_uri: 'javascript:alert(1)' },
    ];
    for (const extra of badRequests) {
      const refused = await fetch(consentUrl('na', extra), { redirect: 'manual' });
      expect(refused.status).toBe(400);
    }
    const form = new URLSearchParams(new URL(consentUrl()).searchParams);
    form.set('account', sandbox.world.accounts[0]!.sellerId);
    form.set('decision', 'cancel');
    const declined = await fetch(`${baseUrl}/sellercentral/na/apps/authorize/confirm`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain('did not authorize');
    const expired = await sellerCentralCodeAfter(6 * 60_000);
    expect(expired).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  async function sellerCentralCodeAfter(waitMs: number) {
    const form = new URLSearchParams(new URL(consentUrl()).searchParams);
    form.set('account', sandbox.world.accounts[0]!.sellerId);
    form.set('decision', 'confirm');
    const answer = await fetch(`${baseUrl}/sellercentral/na/apps/authorize/confirm`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location')!).searchParams.get('spapi_oauth_code')!;
    clock.now = new Date(clock.now.getTime() + waitMs);
    try {
      return await tokenRequest(baseUrl, {
        grant_type: 'authorization_code',
        code,
        client_id: DEFAULT_CLIENT.clientId,
        client_secret: DEFAULT_CLIENT.clientSecret,
      });
    } finally {
      clock.now = START;
    }
  }

  it('builds a week of Brand Analytics: queued, in progress, done; a GZIP document of ranked terms with their top-3 clicked ASINs', async () => {
    // Queued for the first third of the delay: long enough that the first poll sees it on a loaded machine.
    sandbox.faults.slowReports(1500);
    const { statuses, document } = await runAbaReport(weekRequest('2026-11-08', '2026-11-14'));
    sandbox.faults.reset();
    expect(statuses).toContain('IN_QUEUE');
    expect(statuses.at(-1)).toBe('DONE');
    expect(document!.reportSpecification).toMatchObject({
      reportType: ABA,
      reportOptions: { reportPeriod: 'WEEK' },
      dataStartTime: '2026-11-08',
      marketplaceIds: [US],
    });
    const rows = document!.dataByDepartmentAndSearchTerm;
    const terms = new Set(rows.map((row) => row.searchTerm));
    expect(terms.size).toBe(3000);
    expect(rows.length).toBeGreaterThan(3000 * 2.8);
    expect(
      rows.every(
        (row, index) => index === 0 || row.searchFrequencyRank >= rows[index - 1]!.searchFrequencyRank,
      ),
    ).toBe(true);
    const byTerm = new Map<string, typeof rows>();
    for (const row of rows) byTerm.set(row.searchTerm, [...(byTerm.get(row.searchTerm) ?? []), row]);
    for (const termRows of byTerm.values()) {
      expect(termRows.length).toBeLessThanOrEqual(3);
      expect(termRows.map((row) => row.clickShareRank)).toEqual([1, 2, 3].slice(0, termRows.length));
      expect(
        termRows.every((row, index) => index === 0 || row.clickShare <= termRows[index - 1]!.clickShare),
      ).toBe(true);
      // The top three take part of the term's clicks and conversions, never more than all of them.
      expect(termRows.reduce((sum, row) => sum + row.clickShare, 0)).toBeLessThanOrEqual(1);
      expect(termRows.reduce((sum, row) => sum + row.conversionShare, 0)).toBeLessThanOrEqual(1);
    }
    expect(rows[0]).toMatchObject({
      departmentName: expect.any(String),
      clickedAsin: expect.stringMatching(/^B0[0-9A-Z]{8}$/),
      clickedItemName: expect.any(String),
    });
    // The demo shop's own products are among the clicked ASINs of their core terms.
    const ownAsins = new Set(sandbox.world.accounts[0]!.shops[0]!.products.map((product) => product.asin));
    expect(rows.some((row) => ownAsins.has(row.clickedAsin))).toBe(true);
  });

  it('is deterministic per period, and ranks drift from week to week and season to season', async () => {
    const week = weekRequest('2026-11-08', '2026-11-14');
    const [first, second] = [await runAbaReport(week), await runAbaReport(week)];
    expect(second.document).toEqual(first.document);
    const rankOf = (document: AbaDocument) =>
      new Map(document.dataByDepartmentAndSearchTerm.map((row) => [row.searchTerm, row.searchFrequencyRank]));
    const now = rankOf(first.document!);
    const nextWeek = rankOf((await runAbaReport(weekRequest('2026-11-01', '2026-11-07'))).document!);
    const halfYearAgo = rankOf((await runAbaReport(weekRequest('2026-05-10', '2026-05-16'))).document!);
    const moved = (other: Map<string, number>) =>
      [...now].filter(([term, rank]) => other.get(term) !== rank).length;
    expect(moved(nextWeek)).toBeGreaterThan(300);
    expect(moved(halfYearAgo)).toBeGreaterThan(moved(nextWeek));
    const month = await runAbaReport({
      ...week,
      dataStartTime: '2026-10-01T00:00:00Z',
      dataEndTime: '2026-10-31T23:59:59Z',
      reportOptions: { reportPeriod: 'MONTH' },
    });
    expect(month.document!.reportSpecification.reportOptions.reportPeriod).toBe('MONTH');
  });

  it('refuses reports it cannot build, cancels queued ones, ends some FATAL, and lets document URLs expire', async () => {
    const refusals = [
      { ...weekRequest('2026-11-09', '2026-11-15') }, // a Monday
      { ...weekRequest('2026-11-15', '2026-11-21'), reportOptions: { reportPeriod: 'YEAR' } },
      { ...weekRequest('2026-11-15', '2026-11-21'), reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA' },
      weekRequest('2026-11-15', '2026-11-21', 'A1PA6795UKMFR9'), // DE belongs to the other seller
      weekRequest('2026-11-22', '2026-11-28'), // not over yet
      {
        ...weekRequest('2026-11-08', '2026-11-14'),
        dataStartTime: '2026-10-02T00:00:00Z',
        dataEndTime: '2026-10-31T23:59:59Z',
        reportOptions: { reportPeriod: 'MONTH' },
      },
      { ...weekRequest('2026-11-08', '2026-11-14'), dataStartTime: '2026-11-08' }, // a date, not a date-time
    ];
    for (const request of refusals) expect((await sp('POST', REPORTS, request)).status).toBe(400);
    const adsToken = (await authorize(baseUrl)).accessToken;
    expect((await sp('POST', REPORTS, weekRequest('2026-11-08', '2026-11-14'), adsToken)).status).toBe(403);
    expect((await sp('GET', `${REPORTS}/123`)).status).toBe(404);

    sandbox.faults.slowReports(5000);
    const queued = await sp('POST', REPORTS, weekRequest('2026-11-01', '2026-11-07'));
    expect((await sp('DELETE', `${REPORTS}/${queued.body.reportId as string}`)).status).toBe(200);
    expect((await sp('GET', `${REPORTS}/${queued.body.reportId as string}`)).body.processingStatus).toBe(
      'CANCELLED',
    );
    expect((await sp('DELETE', `${REPORTS}/${queued.body.reportId as string}`)).status).toBe(400);
    sandbox.faults.reset();

    sandbox.faults.failReports(1);
    const fatal = await runAbaReport(weekRequest('2026-10-25', '2026-10-31'));
    expect(fatal.statuses.at(-1)).toBe('FATAL');
    const failed = (await sp('GET', `${REPORTS}/${fatal.reportId}`)).body;
    const errorDocument = (
      await sp('GET', `/reports/2021-06-30/documents/${failed.reportDocumentId as string}`)
    ).body;
    expect(errorDocument.compressionAlgorithm).toBeUndefined();
    expect(await (await fetch(errorDocument.url as string)).json()).toEqual({
      errorDetails: FAILED_PROCESSING,
    });

    const done = await runAbaReport(weekRequest('2026-10-18', '2026-10-24'));
    const report = (await sp('GET', `${REPORTS}/${done.reportId}`)).body;
    const { url } = (await sp('GET', `/reports/2021-06-30/documents/${report.reportDocumentId as string}`))
      .body as { url: string };
    clock.now = new Date(START.getTime() + 5 * 60_000 + 1);
    try {
      const expired = await fetch(url);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      clock.now = START;
    }
    const tampered = await fetch(url.replace(/signature=[0-9a-f]/, 'signature=x'));
    expect(tampered.status).toBe(403);
  });

  it('lists reports (getReports): by type, status and marketplace, paged by a nextToken that carries the filters', async () => {
    const list = async (query: string) => sp('GET', `${REPORTS}?${query}`);
    expect((await list('processingStatuses=DONE')).status).toBe(400);
    expect((await list(`reportTypes=${ABA}&pageSize=101`)).status).toBe(400);
    const old = new Date(START.getTime() - 91 * 86_400_000).toISOString();
    expect((await list(`reportTypes=${ABA}&createdSince=${old}`)).status).toBe(400);
    const all = await list(`reportTypes=${ABA}&pageSize=100`);
    const reports = all.body.reports as { reportId: string; processingStatus: string; createdTime: string }[];
    expect(reports.length).toBeGreaterThan(3);
    expect(reports.map((report) => report.createdTime)).toEqual(
      reports
        .map((report) => report.createdTime)
        .sort()
        .reverse(),
    );
    const done = (
      await list(`reportTypes=${ABA}&processingStatuses=DONE,FATAL&marketplaceIds=${US}&pageSize=100`)
    ).body.reports as typeof reports;
    expect(done.map((report) => report.reportId)).toEqual(
      reports
        .filter((report) => ['DONE', 'FATAL'].includes(report.processingStatus))
        .map((report) => report.reportId),
    );
    expect((await list(`reportTypes=GET_MERCHANT_LISTINGS_ALL_DATA`)).body).toEqual({ reports: [] });
    const paged: string[] = [];
    let page = await list(`reportTypes=${ABA}&pageSize=2`);
    for (;;) {
      paged.push(...(page.body.reports as typeof reports).map((report) => report.reportId));
      if (!page.body.nextToken) break;
      page = await list(`nextToken=${page.body.nextToken as string}`);
    }
    expect(paged).toEqual(reports.map((report) => report.reportId));
    expect((await list('nextToken=not-a-token')).status).toBe(400);
  });

  it('cancels with a JSON content type and no body, as generated clients send it; a second cancel is refused', async () => {
    sandbox.faults.slowReports(5000);
    const queued = await sp('POST', REPORTS, weekRequest('2026-10-11', '2026-10-17'));
    const cancel = () =>
      fetch(`${baseUrl}${REPORTS}/${queued.body.reportId as string}`, {
        method: 'DELETE',
        headers: { 'x-amz-access-token': accessToken, 'content-type': 'application/json' },
      });
    expect((await cancel()).status).toBe(200);
    const again = await cancel();
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('InvalidInput');
    sandbox.faults.reset();
  });

  it('answers an unknown Selling Partner API route in its errors shape, with the rate limit of served ones', async () => {
    const unknown = await sp('GET', '/fba/inbound/v0/shipments?MarketplaceId=ATVPDKIKX0DER');
    expect(unknown).toEqual({
      status: 404,
      body: { errors: [{ code: 'NotFound', message: expect.any(String) }] },
    });
    const served = await fetch(`${baseUrl}${REPORTS}/123`, {
      headers: { 'x-amz-access-token': accessToken },
    });
    expect(served.status).toBe(404);
    expect(served.headers.get('x-amzn-ratelimit-limit')).toBe('2');
  });

  it("answers getMarketplaceParticipations with the seller's marketplaces, as the Sellers model says", async () => {
    const participations = await sp('GET', '/sellers/v1/marketplaceParticipations');
    expect(participations.status).toBe(200);
    const payload = participations.body.payload as {
      marketplace: { id: string; countryCode: string; defaultCurrencyCode: string };
    }[];
    const seller = sandbox.world.accounts[0]!;
    expect(payload.map((one) => one.marketplace.id)).toEqual(
      seller.shops.map((shop) => shop.marketplace.marketplaceStringId),
    );
    expect(payload.every((one) => /^[A-Z]{2}$/.test(one.marketplace.countryCode))).toBe(true);
    const adsToken = (await authorize(baseUrl)).accessToken;
    expect((await sp('GET', '/sellers/v1/marketplaceParticipations', undefined, adsToken)).status).toBe(403);
    const conformance = createConformance();
    const calls = exchanges.filter((exchange) => exchange.path.startsWith('/sellers/'));
    expect(calls.map((exchange) => exchange.status)).toEqual([200, 403]);
    expect(calls.flatMap((exchange) => conformance.check(exchange))).toEqual([]);
  });

  it("answers as Amazon's Reports API 2021-06-30 model says", () => {
    const conformance = createConformance();
    const reportCalls = exchanges.filter((exchange) => exchange.path.startsWith('/reports/'));
    expect(reportCalls.length).toBeGreaterThan(20);
    expect(
      reportCalls.flatMap((exchange) => conformance.check(exchange, { checkRequest: exchange.status < 400 })),
    ).toEqual([]);
    const served = new Set(
      reportCalls
        .filter((exchange) => exchange.status < 300)
        .map((exchange) => conformance.routeOf(exchange)),
    );
    const reportRoutes = conformance
      .modelledRoutes()
      .filter((route) => route.includes('/reports/2021-06-30/'));
    expect(reportRoutes.filter((route) => !served.has(route))).toEqual([]);
  });
});
