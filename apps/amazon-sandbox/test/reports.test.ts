import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdsClient,
  adsClient,
  authorize,
  DAY_MS,
  isoDay,
  refreshGrant,
  REPORT_MEDIA_TYPE,
  runReport,
  SEARCH_TERM_COLUMNS,
  searchTermReport,
  START,
  startSandbox,
  tokenRequest,
} from './helpers.ts';

describe('Reports v3', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let client: AdsClient;
  beforeAll(async () => {
    sandbox = await startSandbox();
    const { accessToken } = await authorize(sandbox.baseUrl);
    client = adsClient(sandbox.baseUrl, accessToken, sandbox.world.accounts[0]?.shops[0]?.profileId);
  });
  afterAll(() => sandbox.close());

  it('goes PENDING -> COMPLETED and serves gzipped JSON rows with exactly the requested columns', async () => {
    const { report, statuses, rows } = await runReport(
      client,
      searchTermReport(isoDay(START, -3), isoDay(START, -1)),
    );
    expect(statuses[0]).toBe('PENDING');
    expect(report).toMatchObject({
      status: 'COMPLETED',
      url: expect.stringContaining('/reporting/downloads/'),
    });
    expect(report.fileSize).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(Object.keys(row)).toEqual(SEARCH_TERM_COLUMNS);
    expect(new Set(rows.map((row) => row.date))).toEqual(
      new Set([isoDay(START, -3), isoDay(START, -2), isoDay(START, -1)]),
    );
    expect(rows.every((row) => (row.clicks as number) > 0)).toBe(true);
    expect(rows.some((row) => /^b0[a-z0-9]{8}$/.test(row.searchTerm as string))).toBe(true);
    expect(new Set(rows.map((row) => row.matchType))).toEqual(
      new Set(['EXACT', 'PHRASE', 'BROAD', 'TARGETING_EXPRESSION', 'TARGETING_EXPRESSION_PREDEFINED']),
    );
  });

  it('serves the file it announced: fileSize bytes, the same on every download', async () => {
    const { report, bytes } = await runReport(client, searchTermReport(isoDay(START, -9), isoDay(START, -8)));
    const again = Buffer.from(await (await fetch(report.url as string)).arrayBuffer());
    expect(bytes?.length).toBe(report.fileSize);
    expect(again.equals(bytes as Buffer)).toBe(true);
  });

  it('serves spTargeting and spAdvertisedProduct reports', async () => {
    const day = isoDay(START, -1);
    const targeting = await runReport(client, {
      startDate: day,
      endDate: day,
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        groupBy: ['targeting'],
        columns: [
          'date',
          'keywordId',
          'targeting',
          'keywordType',
          'impressions',
          'clicks',
          'topOfSearchImpressionShare',
        ],
        reportTypeId: 'spTargeting',
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
        filters: [{ field: 'keywordType', values: ['TARGETING_EXPRESSION_PREDEFINED'] }],
      },
    });
    expect(new Set(targeting.rows.map((row) => row.targeting))).toEqual(
      new Set(['close-match', 'loose-match', 'substitutes', 'complements']),
    );
    const products = await runReport(client, {
      startDate: day,
      endDate: day,
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        groupBy: ['advertiser'],
        columns: [
          'date',
          'adId',
          'advertisedAsin',
          'advertisedSku',
          'impressions',
          'clicks',
          'cost',
          'purchases7d',
          'sales7d',
          'unitsSoldClicks7d',
        ],
        reportTypeId: 'spAdvertisedProduct',
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
      },
    });
    expect(new Set(products.rows.map((row) => row.advertisedAsin)).size).toBe(10);
  });

  it('answers 425 naming the pending duplicate', async () => {
    sandbox.faults.slowReports(2000);
    try {
      const body = searchTermReport(isoDay(START, -9), isoDay(START, -8));
      const first = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, body);
      const second = await client.call('POST', '/reporting/reports', REPORT_MEDIA_TYPE, body);
      expect(second.status).toBe(425);
      expect(second.body.detail).toBe(`The Request is a duplicate of : ${first.body.reportId as string}`);
    } finally {
      sandbox.faults.slowReports(100);
    }
  });

  it('refuses dates beyond the 95-day retention and ranges over 31 days', async () => {
    const old = await client.call(
      'POST',
      '/reporting/reports',
      REPORT_MEDIA_TYPE,
      searchTermReport(isoDay(START, -96), isoDay(START, -90)),
    );
    expect(old.status).toBe(400);
    const long = await client.call(
      'POST',
      '/reporting/reports',
      REPORT_MEDIA_TYPE,
      searchTermReport(isoDay(START, -40), isoDay(START, -1)),
    );
    expect(long.status).toBe(400);
    const unknownColumn = await client.call(
      'POST',
      '/reporting/reports',
      REPORT_MEDIA_TYPE,
      searchTermReport(isoDay(START, -2), isoDay(START, -1), ['date', 'spend']),
    );
    expect(unknownColumn.status).toBe(400);
  });

  it('fails reports on demand with a failure reason', async () => {
    sandbox.faults.failReports(1);
    const { report } = await runReport(client, searchTermReport(isoDay(START, -5), isoDay(START, -5)));
    expect(report.status).toBe('FAILED');
    expect(report.failureReason).toEqual(expect.any(String));
    expect(report.url).toBeNull();
  });

  it('restates recent purchases upwards as time passes', async () => {
    const body = searchTermReport(isoDay(START, -2), isoDay(START, -1), [
      'date',
      'adGroupId',
      'searchTerm',
      'clicks',
      'purchases7d',
    ]);
    const before = await runReport(client, body);
    sandbox.clock.now = new Date(START.getTime() + 10 * DAY_MS);
    try {
      const later = adsClient(
        sandbox.baseUrl,
        (await authorize(sandbox.baseUrl)).accessToken,
        sandbox.world.accounts[0]?.shops[0]?.profileId,
      );
      const after = await runReport(later, body);
      const sum = (rows: Record<string, string | number>[], column: string) =>
        rows.reduce((total, row) => total + (row[column] as number), 0);
      expect(sum(after.rows, 'clicks')).toBe(sum(before.rows, 'clicks'));
      expect(sum(after.rows, 'purchases7d')).toBeGreaterThan(sum(before.rows, 'purchases7d'));
    } finally {
      sandbox.clock.now = START;
    }
  });
});

describe('a negation changes the world', () => {
  it('stops clicks for the negated term in that ad group from its creation day on', async () => {
    const sandbox = await startSandbox();
    try {
      const { accessToken, refreshToken } = await authorize(sandbox.baseUrl);
      const shop = sandbox.world.accounts[0]?.shops[0];
      const client = adsClient(sandbox.baseUrl, accessToken, shop?.profileId);
      const history = searchTermReport(isoDay(START, -10), isoDay(START, -1), [
        'date',
        'campaignId',
        'adGroupId',
        'searchTerm',
        'clicks',
      ]);
      const before = await runReport(client, history);

      // The term with the most clicks in one ad group over the last 10 days.
      const clicks = new Map<string, number>();
      for (const row of before.rows) {
        const key = `${row.campaignId}|${row.adGroupId}|${row.searchTerm}`;
        clicks.set(key, (clicks.get(key) ?? 0) + (row.clicks as number));
      }
      const [top] = [...clicks].sort((a, b) => b[1] - a[1]);
      const [campaignId, adGroupId, searchTerm] = (top?.[0] ?? '').split('|') as [string, string, string];
      expect(top?.[1]).toBeGreaterThan(5);

      const created = await client.call(
        'POST',
        '/sp/negativeKeywords',
        'application/vnd.spNegativeKeyword.v3+json',
        {
          negativeKeywords: [
            { campaignId, adGroupId, keywordText: searchTerm, matchType: 'NEGATIVE_EXACT', state: 'ENABLED' },
          ],
        },
      );
      expect((created.body.negativeKeywords as { success: unknown[] }).success).toHaveLength(1);

      sandbox.clock.now = new Date(START.getTime() + 11 * DAY_MS);
      const refreshed = await tokenRequest(sandbox.baseUrl, refreshGrant(refreshToken));
      const later = adsClient(sandbox.baseUrl, refreshed.body.access_token!, shop?.profileId);
      const after = await runReport(
        later,
        searchTermReport(isoDay(START, 0), isoDay(START, 10), ['adGroupId', 'searchTerm', 'clicks']),
      );
      const sameAdGroup = (row: Record<string, string | number>) =>
        String(row.adGroupId) === adGroupId && row.searchTerm === searchTerm;
      expect(after.rows.length).toBeGreaterThan(100);
      expect(after.rows.filter(sameAdGroup)).toEqual([]);

      // History before the negation stays as it was.
      const replay = await runReport(later, history);
      expect(replay.rows).toEqual(before.rows);
    } finally {
      await sandbox.close();
    }
  });
});

describe('determinism', () => {
  it('gives byte-identical reports for the same seed', async () => {
    const downloads: Buffer[] = [];
    for (let i = 0; i < 2; i++) {
      const sandbox = await startSandbox({ seed: 99 });
      try {
        const { accessToken } = await authorize(sandbox.baseUrl);
        const client = adsClient(
          sandbox.baseUrl,
          accessToken,
          sandbox.world.accounts[0]?.shops[1]?.profileId,
        );
        const { bytes } = await runReport(client, searchTermReport(isoDay(START, -7), isoDay(START, -1)));
        downloads.push(bytes as Buffer);
      } finally {
        await sandbox.close();
      }
    }
    expect(downloads[0]?.length).toBeGreaterThan(1000);
    expect(downloads[0]?.equals(downloads[1] as Buffer)).toBe(true);
  });
});
