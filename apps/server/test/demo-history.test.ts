import type { DataComparisonResponse } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HISTORY_DAYS_AGO } from '../src/modules/negation/demo-history.ts';
import type { ShopRow } from '../src/modules/shop/index.ts';
import { sandboxDemoHistory } from '../src/sandbox/demo-history.ts';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';

interface PastNegation {
  id: string;
  shop_id: string;
  unique_sign: string;
  search_term: string;
  campaign_id: string;
  ad_group_id: string;
  match_type: string;
  negated_on: string;
  amazon_id: string;
  profile_id: string;
  days_ago: number;
}

let world: NegationWorld;

beforeAll(async () => {
  world = await startNegationWorld({ demoHistory: true });
}, 900_000);
afterAll(() => world?.close());

const pastNegations = async () =>
  (
    await world.database.pool.query<PastNegation>(
      `select n.id, n.shop_id, n.unique_sign, n.search_term, n.campaign_id, n.ad_group_id, n.match_type,
              n.negated_on::text as negated_on, n.amazon_id, s.profile_id::text as profile_id,
              (to_char(now() at time zone s.timezone, 'YYYY-MM-DD')::date - n.negated_on::date) as days_ago
       from negation n join shop s on s.id = n.shop_id
       where n.status = 'applied' and n.negated_on::date < (now() at time zone s.timezone)::date
       order by n.negated_on, n.search_term`,
    )
  ).rows;

const clicks = async (row: PastNegation, where: string) => {
  const { rows } = await world.database.pool.query<{ clicks: number }>(
    `select coalesce(sum(clicks), 0)::float8 as clicks from search_term_daily
     where shop_id = $1 and campaign_id = $2 and ad_group_id = $3 and search_term = $4 and ${where}`,
    [row.shop_id, row.campaign_id, row.ad_group_id, row.search_term, row.negated_on],
  );
  return rows[0]!.clicks;
};

describe('the demo history (issue 9 point 6)', () => {
  it('negates on past days as the automatic rule would have, and dates the negatives back on Amazon', async () => {
    const past = await pastNegations();
    const daysAgo = [...new Set(past.map((row) => row.days_ago))].sort((a, b) => b - a);
    expect(daysAgo).toEqual(DEMO_HISTORY_DAYS_AGO);
    // On the sandbox, each negative now shows as created on its negation date.
    for (const row of past) {
      const shop = world.sandbox.world.shop(row.profile_id)!;
      const stored = shop.negativeKeywords.get(row.amazon_id) ?? shop.negativeTargets.get(row.amazon_id);
      expect(stored?.createdAt.toISOString().slice(0, 10), row.search_term).toBe(row.negated_on);
    }
  });

  it('pulled the reports again: clicks before each negation date, none after it in that ad group', async () => {
    for (const row of await pastNegations()) {
      expect(await clicks(row, 'date <= $5::date'), row.search_term).toBeGreaterThan(0);
      expect(await clicks(row, 'date > $5::date'), row.search_term).toBe(0);
    }
  });

  it('the comparison of a negation from 30 days ago has real windows before and since', async () => {
    const row = (await pastNegations()).find((candidate) => candidate.days_ago === 30)!;
    const operator = world.admin;
    const before = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: row.unique_sign, comparisonType: 1 },
      operator,
    );
    const since = await world.call<DataComparisonResponse>(
      '/v1/negLog/data_comparison',
      { uniqueSign: row.unique_sign, comparisonType: 2 },
      operator,
    );
    expect(before.data.last30.clicks).toBeGreaterThan(0);
    expect(since.data.last7).toMatchObject({ available: true, clicks: 0 });
    expect(since.data.last30.available).toBe(false);
    expect(since.data.saving!.actualSpend).toBe(0);
  });

  it('runs once: another sync and the history job again change nothing', async () => {
    const first = await pastNegations();
    const shopId = first[0]!.shop_id;
    await world.call('/v1/shop/sync', { shopId }, world.admin);
    await world.settle();
    await world.database.pool.query(
      `insert into job (kind, dedupe_key, payload, run_after)
       select 'negation.demoHistory', 'again', jsonb_build_object('shopId', id, 'organisationId', organisation_id), now()
       from shop where id = $1`,
      [shopId],
    );
    await world.settle();
    expect(await pastNegations()).toEqual(first);
  }, 600_000);
});

describe('only the demo’s own seller account gets a history (issue 30 point 5)', () => {
  it('the sandbox tells the demo account’s profiles from an account connected by hand', async () => {
    const [accountA, accountB] = world.sandbox.world.accounts;
    const port = sandboxDemoHistory(world.sandbox.url, 1, async () => {});
    const shopOf = (profileId: number) => ({ profileId: String(profileId) }) as ShopRow;
    expect(await port.isDemoShop(shopOf(accountB!.shops[0]!.profileId))).toBe(true);
    for (const shop of accountA!.shops) expect(await port.isDemoShop(shopOf(shop.profileId))).toBe(false);
    expect(await port.isDemoShop(shopOf(999_999_999))).toBe(false);
  });
});
