import type { AbaRadarRow, ConsentUrl, ShopList, TermRankingRow } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endedWeek, waitForJob as waitForJobOf } from './support/aba.ts';
import {
  connectSandboxAccount,
  consentInSandbox,
  followCallback,
  startAmazonSandbox,
  TOKEN_KEY,
  waitForSyncs,
} from './support/amazon.ts';
import { DEMO, loginAs, startTestServer, type TestServer } from './support/test-server.ts';

/** Issue 13 points 5 and 6: the product radar and the search-term rankings over imported ABA weeks. */

const TERMS = 2000;
const GERMANY = 'A1PA6795UKMFR9';
/** Weeks 2-5 back hold only this department, so the other departments' terms are new in week 1. */
const KITCHEN = 'Kitchen';

let sandbox: Awaited<ReturnType<typeof startAmazonSandbox>>;
let server: TestServer;
let admin: string;
let shopId: string;

const waitForJob = (jobId: string) => waitForJobOf(server, admin, jobId);

async function importWeek(back: number, departments: string[] = []) {
  const started = await server.call<{ jobId: string }>(
    '/v1/aba/import',
    { marketplaceId: GERMANY, reportPeriod: 'WEEK', startDate: endedWeek(back), departments },
    { token: admin },
  );
  expect(await waitForJob(started.body.data.jobId)).toMatchObject({ state: 'succeeded' });
}

interface RadarPage {
  rows: AbaRadarRow[];
  total: number;
  missingPeriods: string[];
}
const radar = (body: Record<string, unknown>, token = admin) =>
  server.call<RadarPage>('/v1/aba/radar', { marketplaceId: GERMANY, pageSize: 200, ...body }, { token });

/** Rank of every term in the week `back` weeks ago. */
async function ranksOf(back: number): Promise<Map<string, { rank: number; department: string }>> {
  const found = await server.database.db.execute<{
    search_term: string;
    rank: number;
    department: string;
  }>(sql`
    select t.search_term, t.search_frequency_rank as rank, t.department from aba_search_term t
    join aba_report r on r.id = t.report_id
    where r.status = 'ready' and r.start_date = ${endedWeek(back)}`);
  return new Map(found.rows.map((row) => [row.search_term, { rank: row.rank, department: row.department }]));
}

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ abaTermsPerMarketplace: TERMS });
  server = await startTestServer({ env: { AMAZON_SANDBOX_URL: sandbox.url, AMAZON_TOKEN_KEY: TOKEN_KEY } });
  admin = (await loginAs(server, DEMO.admin)).token;
  // Account B (Northpeak Outdoor, one shop in DE): its ads sync, then its Seller Central authorization.
  await connectSandboxAccount(server, admin, 1, 'EU');
  const account = (await server.call<ShopList>('/v1/shop/list', {}, { token: admin })).body.data.accounts[0]!;
  shopId = account.shops[0]!.shopId;
  const spConsent = await server.call<ConsentUrl>(
    '/v1/shop/sp_authorize',
    { grantId: account.grantId },
    { token: admin },
  );
  await followCallback(await consentInSandbox(spConsent.body.data.url, 1, 'confirm'));
  server.app.jobRunner.start();
  await waitForSyncs(server, 240_000);
  await importWeek(1);
  for (const back of [2, 3, 4, 5]) await importWeek(back, [KITCHEN]);
}, 300_000);
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

describe('product radar', { timeout: 60_000 }, () => {
  it('rising: terms ranked at least 1.2 times better than 4 weeks ago, the biggest climb first', async () => {
    const { body } = await radar({ view: 'rising', horizon: 4 });
    expect(body.code).toBe('0000');
    const now = await ranksOf(1);
    const before = await ranksOf(5);
    const expected = [...now].filter(([term, { rank }]) => {
      const earlier = before.get(term);
      return earlier !== undefined && earlier.rank >= rank * 1.2;
    });
    expect(body.data.total).toBe(expected.length);
    expect(body.data.total).toBeGreaterThan(0);
    const growths = body.data.rows.map((row) => row.growth!);
    expect(growths).toEqual([...growths].sort((a, b) => b - a));
    for (const row of body.data.rows) {
      expect(row.department).toBe(KITCHEN);
      expect(row.growth).toBe(Math.round((before.get(row.searchTerm)!.rank / row.rank) * 100) / 100);
      // The trend's last point is this week, the one 4 places before it four weeks back.
      expect(row.trend).toHaveLength(12);
      expect(row.trend[11]).toBe(row.rank);
      expect(row.trend[7]).toBe(before.get(row.searchTerm)!.rank);
      expect(row.change4).toBe(before.get(row.searchTerm)!.rank - row.rank);
    }
  });

  it('markets no ASIN dominates: top-3 click and conversion shares at most the limit, by rank', async () => {
    const { body } = await radar({ view: 'unowned', maxClickShareTop3: 0.3 });
    const counted = await server.database.db.execute<{ total: number }>(sql`
      select count(*)::int as total from aba_search_term t join aba_report r on r.id = t.report_id
      where r.status = 'ready' and r.start_date = ${endedWeek(1)}
        and t.click_share_top3 <= 0.3 and t.conversion_share_top3 <= 0.3`);
    expect(body.data.total).toBe(counted.rows[0]!.total);
    expect(body.data.total).toBeGreaterThan(0);
    const ranks = body.data.rows.map((row) => row.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const row of body.data.rows) {
      expect(row.clickShareTop3).toBeLessThanOrEqual(0.3 + 1e-6);
      expect(row.conversionShareTop3).toBeLessThanOrEqual(0.3 + 1e-6);
    }
  });

  it('new terms: in none of the four weeks before (which held only Kitchen)', async () => {
    const { body } = await radar({ view: 'new', rankMax: 500 });
    const now = await ranksOf(1);
    const expected = [...now.values()].filter((term) => term.department !== KITCHEN && term.rank <= 500);
    expect(body.data.total).toBe(expected.length);
    for (const row of body.data.rows) expect(row.department).not.toBe(KITCHEN);
  });

  it('names the weeks a view still needs: a year ago for seasonal terms, 12 weeks for the longer climb', async () => {
    const seasonal = await radar({ view: 'seasonal' });
    expect(seasonal.body.data).toMatchObject({ rows: [], total: 0 });
    expect(seasonal.body.data.missingPeriods).toEqual([endedWeek(53), endedWeek(49)]);
    const longer = await radar({ view: 'rising', horizon: 12 });
    expect(longer.body.data.missingPeriods).toEqual([endedWeek(13)]);
  });

  it('R_USER without the role gets 4003; a bad view is a 4000', async () => {
    const user = (await loginAs(server, DEMO.user)).token;
    expect((await radar({ view: 'rising' }, user)).body.code).toBe('4003');
    expect((await radar({ view: 'falling' })).body.code).toBe('4000');
  });
});

interface RankingsPage {
  rows: TermRankingRow[];
  total: number;
  startDate: string;
  endDate: string;
  shopCvr: number | null;
  averageSpend: number;
}
const rankings = (body: Record<string, unknown>) =>
  server.call<RankingsPage>(
    '/v1/aba/search_term_rankings',
    { shopId, pageSize: 200, ...body },
    { token: admin },
  );

/** Every row of a rankings request, page by page. */
async function allRankings(body: Record<string, unknown>): Promise<TermRankingRow[]> {
  const rows: TermRankingRow[] = [];
  for (let page = 1; ; page++) {
    const data = (await rankings({ ...body, page })).body.data;
    rows.push(...data.rows);
    if (rows.length >= data.total) return rows;
  }
}

describe('search-term rankings', { timeout: 60_000 }, () => {
  it("sums the shop's terms over the window, joined with this week's ABA rank and its flags", async () => {
    const { body } = await rankings({ days: 30, highDemandRank: 500, sortField: 'spend' });
    expect(body.code).toBe('0000');
    const page = body.data;
    const sums = await server.database.db.execute<{ search_term: string; spend: number; orders: number }>(sql`
      select search_term, round(sum(cost)::numeric, 2)::float8 as spend, sum(purchases_7d)::float8 as orders
      from search_term_daily where shop_id = ${shopId} and date between ${page.startDate} and ${page.endDate}
      group by search_term`);
    expect(page.total).toBe(sums.rows.length);
    expect(page.total).toBeGreaterThan(0);
    const byTerm = new Map(sums.rows.map((row) => [row.search_term, row]));
    const spends = page.rows.map((row) => row.spend);
    expect(spends).toEqual([...spends].sort((a, b) => b - a));
    const aba = await ranksOf(1);
    for (const row of page.rows) {
      expect(row.spend).toBeCloseTo(byTerm.get(row.searchTerm)!.spend, 2);
      expect(row.orders).toBe(byTerm.get(row.searchTerm)!.orders);
      expect(row.abaRank).toBe(aba.get(row.searchTerm)?.rank ?? null);
      const highDemand = row.abaRank !== null && row.abaRank <= 500;
      if (row.flag === 'waste') expect(highDemand && row.spend > 0 && row.orders === 0).toBe(true);
      if (row.flag === 'opportunity')
        expect(highDemand && row.cvr! >= page.shopCvr! && row.spend < page.averageSpend).toBe(true);
      if (highDemand && row.spend > 0 && row.orders === 0) expect(row.flag).toBe('waste');
    }
    // The shop's core terms are in the ABA week with its own product among the top three.
    expect(page.rows.some((row) => row.own !== null)).toBe(true);
    expect(page.rows.some((row) => row.abaRank !== null)).toBe(true);
  });

  it('filters by flag and words, and refuses a shop id that is no id', async () => {
    const all = await allRankings({ highDemandRank: TERMS });
    const waste = (await rankings({ highDemandRank: TERMS, flag: 'waste' })).body.data;
    expect(waste.total).toBe(all.filter((row) => row.flag === 'waste').length);
    const word = all[0]!.searchTerm.split(' ')[0]!;
    const worded = (await rankings({ include: word })).body.data;
    expect(worded.total).toBe(all.filter((row) => row.searchTerm.includes(word)).length);
    expect((await rankings({ shopId: 'nope' })).body.code).toBe('4000');
  });
});
