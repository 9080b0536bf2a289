import type { CurrencyRate, NegRuleListResponse, NegRuleRunPreviewResponse } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 30 point 2: a money condition over shops of several currencies says its currency. */

let server: TestServer;
let admin: string;
let operator: string;

async function insertShop(
  name: string,
  country: string,
  marketplace: string,
  currency: string,
  zone: string,
) {
  await server.database.pool.query(
    `with org as (select organisation_id as id from app_user where phone = $1),
          grant_row as (
            insert into amazon_grant (organisation_id, account_id, account_name, mode, refresh_token_cipher)
            select id, $2, 'currency test', 'sandbox', 'x' from org returning id, organisation_id)
     insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
                       currency_code, timezone, account_type)
     select organisation_id, id, $2, $3, $4, $5, 'NA', $6, $7, 'seller' from grant_row`,
    [DEMO.admin, `CUR-${country}`, name, country, marketplace, currency, zone],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, DEMO.admin)).token;
  operator = (await loginAs(server, DEMO.user)).token;
  await insertShop('US shop', 'US', 'ATVPDKIKX0DER', 'USD', 'America/Los_Angeles');
  await insertShop('JP shop', 'JP', 'A1VC38T7YXB528', 'JPY', 'Asia/Tokyo');
});
afterAll(() => server.close());

const spendRule = (condition: Record<string, unknown>) => ({
  name: 'Spend without orders',
  scope: { shopIds: [] as string[], asins: [], campaignIds: [], adGroupIds: [] },
  conditions: [condition, { metric: 'orders', operator: '=', value: 0 }],
  lookbackDays: 30,
  flag: 2,
  matchType: 'NEGATIVE_EXACT',
  level: 'adGroup',
});

describe('money in rules over shops of several currencies', () => {
  it('refuses a spend condition without its currency, naming the field, in both languages', async () => {
    const rule = spendRule({ metric: 'spend', operator: '>=', value: 10 });
    const zh = await server.call('/v1/negRule/save', rule, { token: admin });
    expect(zh.body.code).toBe('4000');
    expect(zh.body.msg).toMatch(/^conditions\.0\.currencyCode: .*JPY, USD/);
    const en = await server.call('/v1/negRule/save', rule, {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.msg).toMatch(/several currencies \(JPY, USD\)/);
    const saved = await server.database.pool.query(`select 1 from negation_rule where name = $1`, [
      rule.name,
    ]);
    expect(saved.rowCount).toBe(0);
  });

  it('saves it with a currency, and a CPC target needs one too', async () => {
    const withCurrency = spendRule({ metric: 'spend', operator: '>=', value: 10, currencyCode: 'USD' });
    expect((await server.call('/v1/negRule/save', withCurrency, { token: admin })).body.code).toBe('0000');
    const target = { ...withCurrency, name: 'CPC over target', cpcTarget: 0.8 };
    const refused = await server.call('/v1/negRule/save', target, { token: admin });
    expect(refused.body.msg).toMatch(/^cpcTargetCurrency/);
    const accepted = await server.call(
      '/v1/negRule/save',
      { ...target, cpcTargetCurrency: 'USD' },
      { token: admin },
    );
    expect(accepted.body.code).toBe('0000');
  });

  it('a rule over one shop may keep that shop’s own currency', async () => {
    const { rows } = await server.database.pool.query<{ id: string }>(
      `select id from shop where name = 'JP shop'`,
    );
    const base = spendRule({ metric: 'spend', operator: '>=', value: 1500 });
    const onJapan = { ...base, name: 'JP only', scope: { ...base.scope, shopIds: [rows[0]!.id] } };
    expect((await server.call('/v1/negRule/save', onJapan, { token: admin })).body.code).toBe('0000');
  });
});

describe('a rule saved before amounts carried a currency', () => {
  it('is listed as needing one, named in the run preview, and proposes nothing until it has one', async () => {
    const { rows } = await server.database.pool.query<{ id: string; shop: string }>(
      `insert into negation_rule (organisation_id, name, scope, conditions, lookback_days, flag, match_type, level,
                                 protected_terms)
       select organisation_id, 'Legacy bare spend', '{"shopIds":[],"asins":[],"campaignIds":[],"adGroupIds":[]}',
              '[{"metric":"spend","operator":">=","value":1},{"metric":"orders","operator":"=","value":0}]',
              30, 1, 'NEGATIVE_EXACT', 'adGroup', '{}'
       from app_user where phone = $1
       returning id, (select id from shop where name = 'US shop') as shop`,
      [DEMO.admin],
    );
    const { id, shop } = rows[0]!;
    const listed = await server.call<NegRuleListResponse>('/v1/negRule/list', {}, { token: operator });
    const byName = new Map(listed.body.data.rows.map((rule) => [rule.name, rule.needsCurrency]));
    expect(byName.get('Legacy bare spend')).toBe(true);
    expect(byName.get('JP only')).toBe(false);
    const preview = await server.call<NegRuleRunPreviewResponse>(
      '/v1/negRule/run_preview',
      { shopId: shop },
      { token: admin },
    );
    expect(preview.body.data.needsCurrency).toEqual([{ id, name: 'Legacy bare spend' }]);
    expect(preview.body.data.rules.map((rule) => rule.id)).not.toContain(id);
  });
});

describe('exchange rates the organisation keeps', () => {
  it('lists Termwise’s dated defaults, and an admin replaces one with a dated rate of their own', async () => {
    const list = async () =>
      (await server.call<{ rows: CurrencyRate[] }>('/v1/currency/rates', {}, { token: operator })).body.data
        .rows;
    const jpy = (await list()).find((rate) => rate.currencyCode === 'JPY')!;
    expect(jpy.source).toBe('default');
    expect(jpy.perUsd).toBeGreaterThan(100);
    const change = { currencyCode: 'JPY', perUsd: 149.5, asOf: '2026-11-27' };
    expect((await server.call('/v1/currency/save_rate', change, { token: operator })).body.code).toBe('4003');
    expect((await server.call('/v1/currency/save_rate', change, { token: admin })).body.code).toBe('0000');
    expect((await list()).find((rate) => rate.currencyCode === 'JPY')).toEqual({
      ...change,
      source: 'organisation',
    });
    const bad = await server.call(
      '/v1/currency/save_rate',
      { ...change, currencyCode: 'yen' },
      { token: admin },
    );
    expect(bad.body.code).toBe('4000');
  });
});
