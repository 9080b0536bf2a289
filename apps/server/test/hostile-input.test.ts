import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let token: string;
let shopId: string;

/** A shop row of the demo organisation, enough for the chart and term routes to reach their queries. */
async function insertShop(): Promise<string> {
  const { rows } = await server.database.pool.query<{ id: string }>(
    `with org as (select organisation_id as id from app_user where phone = $1),
          grant_row as (
            insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
            select id, 'HOSTILE', 'hostile test', 'sandbox', 'x' from org returning id, organisation_id)
     insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
                       currency_code, timezone, account_type)
     select organisation_id, id, '1', 'US shop', 'US', 'ATVPDKIKX0DER', 'NA', 'USD', 'America/Los_Angeles',
            'seller' from grant_row returning id`,
    [DEMO.admin],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await loginAs(server, DEMO.admin)).token;
  shopId = await insertShop();
});
afterAll(() => server.close());

/** Asserts a 4000 envelope naming `field`, answered promptly (the freeze answered nothing for minutes). */
async function expectRejected(path: string, body: unknown, field: string) {
  const response = await server.call(path, body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.code).toBe('4000');
  expect(response.body.msg).toContain(field);
  return response;
}

describe('dates past the sane range (issue 10 point 1: the chart loop never ended)', () => {
  it('refuses year 9999 on the control chart instead of looping forever', async () => {
    const body = { shopId, level: 'campaign', id: 'x', startDate: '9999-12-31', endDate: '9999-12-31' };
    await expectRejected('/v1/negOper/control_chart', body, 'startDate');
  });

  it('refuses a range longer than the maximum and one that runs backwards', async () => {
    const chart = { shopId, level: 'campaign', id: 'x' };
    await expectRejected(
      '/v1/negOper/control_chart',
      { ...chart, startDate: '2020-01-01', endDate: '2026-01-01' },
      'endDate',
    );
    await expectRejected(
      '/v1/negOper/keyword_to_sechTerm',
      { shopId, keywordId: 'k', startDate: '2026-02-02', endDate: '2026-02-01' },
      'endDate',
    );
  });

  it('still draws a chart for a real range', async () => {
    const body = { shopId, level: 'searchTerm', id: 'x', startDate: '2026-01-01', endDate: '2026-01-31' };
    const response = await server.call<{ series: unknown[] }>('/v1/negOper/control_chart', body, { token });
    expect(response.body.code).toBe('0000');
    expect(response.body.data.series).toHaveLength(31);
  });

  it('answers "not found" for a campaign or ad group the shop does not have, not a chart of zeros', async () => {
    for (const level of ['campaign', 'adGroup']) {
      const body = { shopId, level, id: '999999', startDate: '2026-01-01', endDate: '2026-01-31' };
      const response = await server.call('/v1/negOper/control_chart', body, { token });
      expect(response.body.code, level).toBe('4004');
    }
  });
});

describe('bad input answers 4000 naming the field, never 5xx (issue 10 point 2)', () => {
  it.each([
    ['/v1/negLog/kpi', { startDate: '2026-02-31' }, 'startDate'],
    ['/v1/negLog/kpi', { endDate: '0000-01-01' }, 'endDate'],
    ['/v1/negLog/list', { startDate: '2026-02-30', page: 1, pageSize: 20 }, 'startDate'],
    ['/v1/operLog/list', { startDate: '2026-13-01', page: 1, pageSize: 20 }, 'startDate'],
    ['/v1/negLog/check', { asin: 'B0ABCDEFGH', flag: 1, endDate: '2025-02-29' }, 'endDate'],
    [
      '/v1/negOper/keyword_to_sechTerm',
      { keywordId: 'k', startDate: '1999-12-31', endDate: '2000-01-02' },
      'startDate',
    ],
  ])('impossible date on %s', async (path, body, field) => {
    await expectRejected(path, { shopId, ...body }, field);
  });

  it.each([
    ['/v1/common/def_filter', { page: 'a\u0000b' }, 'page'],
    ['/v1/common/cur_filter', { page: 'home', filter: { term: 'a\u0000b' } }, 'filter'],
    ['/v1/negLog/list', { searchTerm: 'a\u0000', page: 1, pageSize: 20 }, 'searchTerm'],
    ['/v1/negLog/kpi', { asin: 'B0\u0000' }, 'asin'],
    ['/v1/operLog/list', { userName: '\u0000', page: 1, pageSize: 20 }, 'userName'],
    ['/v1/negLog/data_comparison', { uniqueSign: 'x\u0000', comparisonType: 1 }, 'uniqueSign'],
    [
      '/v1/negOper/control_chart',
      { level: 'searchTerm', id: 'a\u0000', startDate: '2026-01-01', endDate: '2026-01-02' },
      'id',
    ],
    ['/auth/refreshToken', { refreshToken: 'a\u0000b' }, 'refreshToken'],
    ['/v1/enter/login', { phone: DEMO.admin, password: 'demo_\u0000' }, 'password'],
  ])('NUL character on %s', async (path, body, field) => {
    await expectRejected(path, path.includes('negOper') ? { shopId, ...body } : body, field);
  });

  it('refuses a filter nested 5,000 levels deep on both saved-filter calls', async () => {
    const deep = `${'{"next":'.repeat(5000)}"leaf"${'}'.repeat(5000)}`;
    for (const path of ['/v1/common/def_filter', '/v1/common/cur_filter']) {
      const rawBody = `{"page":"home","filter":${deep}}`;
      const response = await server.call(path, undefined, { token, rawBody });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.code).toBe('4000');
      expect(response.body.msg).toContain('filter');
    }
  });

  it('refuses prototype keys in a body before any code sees them', async () => {
    const rawBody = '{"page":"home","filter":{"__proto__":{"polluted":true}}}';
    const response = await server.call('/v1/common/cur_filter', undefined, { token, rawBody });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('4000');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a rule target below the stored precision (found by npm run fuzz: saved as 0, then 5000)', async () => {
    const rule = {
      name: 'tiny target',
      scope: {},
      conditions: [{ metric: 'cpc', operator: '>=', value: 1, relativeTo: 'acosTarget' }],
      lookbackDays: 30,
      acosTarget: 2e-323,
      flag: 2,
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
    };
    await expectRejected('/v1/negRule/save', rule, 'acosTarget');
    await expectRejected('/v1/negRule/save', { ...rule, acosTarget: 0.3, cpcTarget: 1e-9 }, 'cpcTarget');
  });

  it('still saves and reads back a normal filter', async () => {
    const filter = { shopId, status: ['pending'], range: { from: '2026-01-01' } };
    expect((await server.call('/v1/common/cur_filter', { page: 'home', filter }, { token })).body.code).toBe(
      '0000',
    );
    const read = await server.call<{ filter: unknown }>('/v1/common/cur_filter', { page: 'home' }, { token });
    expect(read.body.data.filter).toEqual(filter);
  });
});
