import type {
  BoardNegateResponse,
  BoardResponse,
  BoardTermReview,
  CurrencyRatesResponse,
  ShopList,
} from '@termwise/contracts';
import { WASTING_MIN_CLICKS } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

/**
 * Board figures against sums the test computes itself from the fact tables (plain SQL, no server code),
 * over the sandbox shop a seller connected and synced.
 */

let world: NegationWorld;
let shopId: string;
let currency: string;
let endDate: string;
let startDate: string;
/** A month before the automatic rule's window: wasting terms it never looked at. */
let old: { startDate: string; endDate: string };

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await world.database.pool.query<T & object>(text, values)).rows;
}

async function sums(shopIds: string[], from: string, to: string) {
  const [row] = await query<Record<string, string>>(
    `select coalesce(sum(impressions),0) as impressions, coalesce(sum(clicks),0) as clicks,
            coalesce(sum(cost),0) as cost, coalesce(sum(purchases_7d),0) as orders, coalesce(sum(sales_7d),0) as sales
     from search_term_daily where shop_id = any($1::uuid[]) and date between $2 and $3`,
    [shopIds, from, to],
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)]));
}

/** Leaves one applied ad-group negation dated `negatedOn` (the others undated); its term's spend by range. */
async function negateOnlyOne(negatedOn: string) {
  const [negation] = await query<{
    id: string;
    search_term: string;
    campaign_id: string;
    ad_group_id: string;
  }>(
    `select id, search_term, campaign_id, ad_group_id from negation
     where shop_id = $1 and level = 'adGroup' and status = 'applied' limit 1`,
    [shopId],
  );
  expect(negation).toBeDefined();
  await query(`update negation set negated_on = null where shop_id = $1`, [shopId]);
  await query(`update negation set negated_on = $2 where id = $1`, [negation!.id, negatedOn]);
  const spend = async (from: string, to: string, where: 'there' | 'elsewhere') => {
    const place = `campaign_id = $2 and ad_group_id = $3`;
    const [row] = await query<{ cost: string | null }>(
      `select sum(cost) as cost from search_term_daily where shop_id = $1 and search_term = $4
       and date between $5 and $6 and ${where === 'there' ? place : `not (${place})`}`,
      [shopId, negation!.campaign_id, negation!.ad_group_id, negation!.search_term, from, to],
    );
    return Number(row!.cost ?? 0);
  };
  return Object.assign((from: string, to: string) => spend(from, to, 'there'), {
    elsewhere: (from: string, to: string) => spend(from, to, 'elsewhere'),
  });
}

async function board(body: Record<string, unknown>, token = world.admin) {
  return world.call<BoardResponse>('/v1/board/overview', body, token);
}

beforeAll(async () => {
  world = await startNegationWorld();
  shopId = world.shops[0]!.shopId;
  currency = world.shops[0]!.currencyCode;
  const [last] = await query<{ last: string }>(
    `select max(date)::text as last from search_term_daily where shop_id = $1`,
    [shopId],
  );
  endDate = last!.last;
  startDate = addDays(endDate, -29);
  old = { startDate: addDays(endDate, -89), endDate: addDays(endDate, -60) };
}, 240_000);

afterAll(async () => world?.close());

describe('board figures match the fact tables', () => {
  it('KPIs of the range and of the period before it are the sums of the search-term rows', async () => {
    const answer = await board({ shopIds: [shopId], startDate, endDate });
    expect(answer.code).toBe('0000');
    const data = answer.data;
    expect(data.previousEndDate).toBe(addDays(startDate, -1));
    expect(data.previousStartDate).toBe(addDays(startDate, -30));
    const [group] = data.groups;
    expect(group!.currencyCode).toBe(currency);
    const current = await sums([shopId], startDate, endDate);
    const previous = await sums([shopId], data.previousStartDate, data.previousEndDate);
    expect(current.cost).toBeGreaterThan(0);
    for (const key of ['impressions', 'clicks', 'cost', 'orders', 'sales'] as const) {
      expect(group!.current[key]).toBeCloseTo(current[key]!, 2);
      expect(group!.previous[key]).toBeCloseTo(previous[key]!, 2);
    }
    expect(group!.current.acos).toBeCloseTo(current.cost! / current.sales!, 6);
    expect(group!.current.cpc).toBeCloseTo(current.cost! / current.clicks!, 6);
    expect(group!.current.cvr).toBeCloseTo(current.orders! / current.clicks!, 6);
    expect(data.shops).toHaveLength(1);
    expect(data.shops[0]!.current.cost).toBeCloseTo(current.cost!, 2);
  });

  it('the trend has every day of the range with that day’s spend and sales', async () => {
    const { data } = await board({ shopIds: [shopId], startDate, endDate });
    const trend = data.groups[0]!.trend;
    expect(trend).toHaveLength(30);
    const days = await query<{ date: string; cost: string; sales: string }>(
      `select date::text as date, sum(cost) as cost, sum(sales_7d) as sales from search_term_daily
       where shop_id = $1 and date between $2 and $3 group by date`,
      [shopId, startDate, endDate],
    );
    const byDate = new Map(days.map((day) => [day.date, day]));
    for (const point of trend) {
      expect(point.cost).toBeCloseTo(Number(byDate.get(point.date)?.cost ?? 0), 2);
      expect(point.sales).toBeCloseTo(Number(byDate.get(point.date)?.sales ?? 0), 2);
    }
  });

  it('savings follow the stated method for a negation made in the range, and the day is marked', async () => {
    const negatedOn = addDays(endDate, -10);
    const spendOf = await negateOnlyOne(negatedOn);
    const before = (await spendOf(addDays(negatedOn, -29), negatedOn)) / 30;
    const after = (await spendOf(addDays(negatedOn, 1), endDate)) / 10;

    const { data } = await board({ shopIds: [shopId], startDate, endDate });
    const savings = data.groups[0]!.savings;
    expect(savings.terms).toBe(1);
    expect(savings.dailySpendBefore).toBeCloseTo(before, 4);
    expect(savings.dailySpendAfter).toBeCloseTo(after, 4);
    expect(savings.saved).toBeCloseTo((before - after) * 10, 4);
    expect(savings.spendElsewhere).toBeCloseTo(await spendOf.elsewhere(addDays(negatedOn, 1), endDate), 4);
    expect(data.groups[0]!.trend.find((point) => point.date === negatedOn)!.negations).toBe(1);
    expect(data.shops[0]!.negated).toBe(1);
  });

  it('a negation made before the range saves on every day of it, and a short range shows it', async () => {
    const negatedOn = addDays(endDate, -40);
    const spendOf = await negateOnlyOne(negatedOn);
    const before = (await spendOf(addDays(negatedOn, -29), negatedOn)) / 30;
    expect(before).toBeGreaterThan(0);
    for (const days of [30, 1]) {
      const from = addDays(endDate, 1 - days);
      const { data } = await board({ shopIds: [shopId], startDate: from, endDate });
      const savings = data.groups[0]!.savings;
      expect(savings.terms).toBe(1);
      expect(savings.dailySpendBefore).toBeCloseTo(before, 4);
      expect(savings.saved).toBeCloseTo(before * days - (await spendOf(from, endDate)), 4);
      // Made before the range: not one of the range's negations.
      expect(data.shops[0]!.negated).toBe(0);
    }
  });

  it('worst wasting terms: the evidence bar, most clicks first, none negated there, no own keyword', async () => {
    // Two months back: the automatic rule's runs looked at the last 30 days only, so terms are left there.
    const { data } = await board({ shopIds: [shopId], startDate: old.startDate, endDate: old.endDate });
    expect(data.wastingFrom).toBe(old.startDate);
    expect(data.worstTerms.length).toBeGreaterThan(1);
    const clicks = data.worstTerms.map((term) => term.clicks);
    expect([...clicks].sort((a, b) => b - a)).toEqual(clicks);
    const own = await query<{ text: string }>(
      `select lower(keyword_text) as text from keyword where shop_id = $1
       union select lower(expression::jsonb -> 0 ->> 'value') from target
       where shop_id = $1 and expression like '%ASIN_SAME_AS%'`,
      [shopId],
    );
    for (const term of data.worstTerms) {
      const [row] = await query<{ cost: string; orders: string; clicks: string }>(
        `select sum(cost) as cost, sum(purchases_7d) as orders, sum(clicks) as clicks from search_term_daily
         where shop_id = $1 and campaign_id = $2 and ad_group_id = $3 and search_term = $4 and date between $5 and $6`,
        [shopId, term.campaignId, term.adGroupId, term.searchTerm, old.startDate, old.endDate],
      );
      expect(Number(row!.orders)).toBe(0);
      expect(Number(row!.clicks)).toBeGreaterThanOrEqual(WASTING_MIN_CLICKS);
      expect(term.cost).toBeCloseTo(Number(row!.cost), 2);
      expect(own.map((one) => one.text)).not.toContain(term.searchTerm.toLowerCase());
      const negated = await query(
        `select 1 from negation where shop_id = $1 and campaign_id = $2
         and (ad_group_id = $3 or ad_group_id is null) and search_term = $4`,
        [shopId, term.campaignId, term.adGroupId, term.searchTerm],
      );
      expect(negated).toHaveLength(0);
    }
  });

  it('says from which day Amazon still attributes orders: 7 days before the shop’s today', async () => {
    const { data } = await board({ shopIds: [shopId], startDate, endDate });
    const [row] = await query<{ today: string }>(
      `select to_char(now() at time zone timezone, 'YYYY-MM-DD') as today from shop where id = $1`,
      [shopId],
    );
    expect(data.provisionalFrom).toBe(addDays(row!.today, -7));
  });

  it('one day on the board still asks for the evidence of the 30 days up to it', async () => {
    const { data } = await board({ shopIds: [shopId], startDate: old.endDate, endDate: old.endDate });
    expect(data.wastingFrom).toBe(old.startDate);
    expect(data.worstTerms.every((term) => term.clicks >= WASTING_MIN_CLICKS)).toBe(true);
  });

  it('never lists an ASIN that a product target of the shop aims at: that is the target’s own traffic', async () => {
    const targeted = await query<{ asin: string }>(
      `select lower(expression::jsonb -> 0 ->> 'value') as asin from target
       where shop_id = $1 and expression like '%ASIN_SAME_AS%'`,
      [shopId],
    );
    expect(targeted.length).toBeGreaterThan(0);
    const asins = new Set(targeted.map((row) => row.asin));
    const seen = await query<{ n: number }>(
      `select count(*)::int as n from search_term_daily where shop_id = $1 and search_term = any($2::text[])`,
      [shopId, [...asins]],
    );
    expect(seen[0]!.n).toBeGreaterThan(0);
    for (const range of [old, { startDate, endDate }]) {
      const { data } = await board({ shopIds: [shopId], ...range });
      expect(data.worstTerms.filter((term) => asins.has(term.searchTerm.toLowerCase()))).toEqual([]);
    }
  });

  it('propose from the board: a pending proposal with an operation log entry, gone from the worst list', async () => {
    const { startDate, endDate } = old;
    const { data } = await board({ shopIds: [shopId], startDate, endDate });
    const term = data.worstTerms[0]!;
    const body = { ...term, action: 'propose', startDate, endDate };
    const answer = await world.call<BoardNegateResponse>('/v1/board/negate_term', body, world.admin);
    expect(answer.code).toBe('0000');
    expect(answer.data.status).toBe('pending');
    const again = await world.call('/v1/board/negate_term', body, world.admin);
    expect(again.code).toBe('4009');
    const logged = await query(`select 1 from operation_log where action = 'propose' and object_id = $1`, [
      answer.data.negationId,
    ]);
    expect(logged).toHaveLength(1);
    const after = await board({ shopIds: [shopId], startDate, endDate });
    expect(
      after.data.worstTerms.some(
        (row) => row.searchTerm === term.searchTerm && row.adGroupId === term.adGroupId,
      ),
    ).toBe(false);
    expect(after.data.shops[0]!.pending).toBe(data.shops[0]!.pending + 1);
    // An operator rejects it: the log names the admin who proposed it beside the operator who decided.
    const operator = await world.login(DEMO.user);
    const handled = await world.call(
      '/v1/negOper/neg_processing',
      { ids: [answer.data.negationId], action: 'reject' },
      operator,
    );
    expect(handled.code).toBe('0000');
    const [decided] = await query<{ user_name: string; before: { proposedBy: { userName: string } } }>(
      `select user_name, before from operation_log where action = 'reject' and object_id = $1`,
      [answer.data.negationId],
    );
    const [proposer] = await query<{ user_name: string }>(
      `select user_name from operation_log where action = 'propose' and object_id = $1`,
      [answer.data.negationId],
    );
    expect(decided!.before.proposedBy.userName).toBe(proposer!.user_name);
    expect(decided!.user_name).not.toBe(proposer!.user_name);
  });

  it('negate now on too little evidence holds the term for a person, and says so before the click', async () => {
    const { data } = await board({ shopIds: [shopId], startDate: old.startDate, endDate: old.endDate });
    const term = data.worstTerms.at(-1)!;
    // One day of the same term: under the bar, whatever it did over the month.
    const oneDay = { ...term, startDate: old.endDate, endDate: old.endDate };
    const review = await world.call<BoardTermReview>('/v1/board/term_review', oneDay, world.admin);
    expect(review.code).toBe('0000');
    expect(review.data).toMatchObject({ verdict: 'hold', bar: WASTING_MIN_CLICKS, ownKeyword: null });
    expect(review.data.clicks).toBeLessThan(WASTING_MIN_CLICKS);
    const answer = await world.call<BoardNegateResponse>(
      '/v1/board/negate_term',
      { ...oneDay, action: 'negate' },
      world.admin,
    );
    expect(answer.data.status).toBe('pending');
    const [row] = await query<{ caution: { heldBack?: string } }>(
      `select caution from negation where id = $1`,
      [answer.data.negationId],
    );
    expect(row!.caution.heldBack).toBe('belowBar');
  });

  it('the seller’s own keyword is reviewed, never negated, even over the bar', async () => {
    const [own] = await query<{ campaign_id: string; ad_group_id: string; keyword_text: string }>(
      `select campaign_id, ad_group_id, keyword_text from keyword where shop_id = $1 and state <> 'ARCHIVED' limit 1`,
      [shopId],
    );
    const body = {
      shopId,
      campaignId: own!.campaign_id,
      adGroupId: own!.ad_group_id,
      searchTerm: own!.keyword_text,
      startDate: old.startDate,
      endDate: old.endDate,
    };
    const review = await world.call<BoardTermReview>('/v1/board/term_review', body, world.admin);
    expect(review.data.verdict).toBe('ownKeyword');
    const answer = await world.call<BoardNegateResponse>(
      '/v1/board/negate_term',
      { ...body, action: 'negate' },
      world.admin,
    );
    expect(answer.data.status).not.toBe('applied');
  });

  it('negate from the board sends it to Amazon at once', async () => {
    const { startDate, endDate } = old;
    const { data } = await board({ shopIds: [shopId], startDate, endDate });
    const term = data.worstTerms.find((row) => !/^b0/i.test(row.searchTerm)) ?? data.worstTerms[0]!;
    const review = await world.call<BoardTermReview>(
      '/v1/board/term_review',
      { ...term, startDate, endDate },
      world.admin,
    );
    expect(review.data.verdict).toBe('negate');
    const answer = await world.call<BoardNegateResponse>(
      '/v1/board/negate_term',
      { ...term, action: 'negate', startDate, endDate },
      world.admin,
    );
    expect(answer.code).toBe('0000');
    expect(answer.data.status).toBe('applied');
  });
});

describe('currencies are never added together', () => {
  it('a second shop in another currency makes its own group; the per-shop split keeps both', async () => {
    const [grant] = await query<{ grant_id: string; organisation_id: string }>(
      `select grant_id, organisation_id from shop where id = $1`,
      [shopId],
    );
    const [other] = await query<{ id: string }>(
      `insert into shop (organisation_id, grant_id, profile_id, name, country_code, marketplace_id, region,
         currency_code, timezone, account_type)
       values ($1, $2, 'board-test-jp', 'Board JP', 'JP', 'A1VC38T7YXB528', 'FE', 'JPY', 'Asia/Tokyo', 'seller')
       returning id`,
      [grant!.organisation_id, grant!.grant_id],
    );
    await query(
      `insert into search_term_daily (shop_id, date, campaign_id, ad_group_id, targeting_id, match_type, targeting,
         search_term, impressions, clicks, cost, purchases_1d, purchases_7d, sales_1d, sales_7d)
       values ($1, $2, 'c1', 'a1', 't1', 'EXACT', 'x', 'yen term', 100, 10, 500, 0, 1, 0, 3000)`,
      [other!.id, endDate],
    );
    const { data } = await board({ shopIds: [], startDate, endDate });
    const codes = data.groups.map((group) => group.currencyCode);
    expect(codes).toEqual([...new Set([currency, 'JPY'])].sort());
    const yen = data.groups.find((group) => group.currencyCode === 'JPY')!;
    expect(yen.current.cost).toBe(500);
    expect(yen.current.sales).toBe(3000);
    const euro = data.groups.find((group) => group.currencyCode === currency)!;
    expect(euro.current.cost).toBeCloseTo((await sums([shopId], startDate, endDate)).cost!, 2);
    expect(data.shops.map((row) => row.currencyCode).sort()).toEqual([currency, 'JPY'].sort());
    expect(data.home).toBeNull();
    // Screens open on the shop with the most clicks, not the first by name ("Board JP").
    const list = await world.call<ShopList>('/v1/shop/list', {}, world.admin);
    expect(list.data.mainShopId).toBe(shopId);
  });

  it('in the organisation’s home currency, each group is converted before it is added', async () => {
    const user = await world.login(DEMO.user);
    const setHome = (currencyCode: string | null, token = world.admin) =>
      world.call('/v1/currency/save_home', { currencyCode }, token);
    expect((await setHome('USD', user)).code).toBe('4003');
    expect((await setHome('XYZ')).code).toBe('4000');
    expect((await setHome('USD')).code).toBe('0000');
    const { data } = await board({ shopIds: [], startDate, endDate });
    const rates = new Map(
      (await world.call<CurrencyRatesResponse>('/v1/currency/rates', {}, user)).data.rows.map((rate) => [
        rate.currencyCode,
        rate.perUsd,
      ]),
    );
    const inUsd = (amount: number, code: string) => amount / rates.get(code)!;
    const home = data.home!;
    expect(home.currencyCode).toBe('USD');
    expect(home.current.cost).toBeCloseTo(
      data.groups.reduce((sum, group) => sum + inUsd(group.current.cost, group.currencyCode), 0),
      6,
    );
    expect(home.current.clicks).toBe(data.groups.reduce((sum, group) => sum + group.current.clicks, 0));
    expect(home.current.acos).toBeCloseTo(home.current.cost / home.current.sales, 9);
    expect(home.trend).toHaveLength(data.groups[0]!.trend.length);
    expect(home.ratesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A yen home currency: screens open on the yen shop, however few its clicks.
    expect((await setHome('JPY')).code).toBe('0000');
    const [yenShop] = await query<{ id: string }>(`select id from shop where profile_id = 'board-test-jp'`);
    const list = await world.call<ShopList>('/v1/shop/list', {}, user);
    expect(list.data.mainShopId).toBe(yenShop!.id);
    expect((await setHome(null)).code).toBe('0000');
    expect((await board({ shopIds: [], startDate, endDate })).data.home).toBeNull();
  });
});

describe('bad input changes nothing and answers the envelope', () => {
  it('a range ending before it starts, a too-long range, a shop of another organisation', async () => {
    expect((await board({ startDate: endDate, endDate: startDate })).code).toBe('4000');
    expect((await board({ startDate: '2020-01-01', endDate: '2022-01-01' })).code).toBe('4000');
    const stranger = await world.registerOrganisation('13900000077');
    expect((await board({ shopIds: [shopId], startDate, endDate }, stranger)).code).toBe('4004');
    const user = await world.login(DEMO.user);
    expect((await board({ shopIds: [shopId], startDate, endDate }, user)).code).toBe('0000');
  });
});
