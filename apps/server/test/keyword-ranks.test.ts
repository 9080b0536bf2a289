import type {
  Envelope,
  RankedKeyword,
  RankHistoryResponse,
  RankImportResponse,
  RankSuggestionsResponse,
} from '@termwise/contracts';
import { request as httpRequest } from 'node:http';
import { RANK_IMPORT_LISTED_ERRORS, RANK_IMPORT_MAX_BYTES } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { runsInTheOtherPass } from './support/one-pass.ts';
import { DEMO } from './support/test-server.ts';

let world: NegationWorld;
let admin: string;
let operator: string;
let stranger: string;
let shopId: string;
let asin: string;

const list = (body: Record<string, unknown> = {}, token = admin) =>
  world.call<{ rows: RankedKeyword[]; total: number }>('/v1/rank/list', { pageSize: 200, ...body }, token);

beforeAll(async () => {
  world = await startNegationWorld();
  admin = world.admin;
  shopId = world.shops[0]!.shopId;
  operator = await world.login(DEMO.user);
  stranger = await world.registerOrganisation('13900000079');
  asin = world.sandbox.world.shop(world.shops[0]!.profileId)!.products[0]!.asin;
}, 240_000);
afterAll(() => world?.close());

describe('tracking keywords from the rank feed', () => {
  let suggested: string[];

  it("suggests the ASIN's best converting search terms", async () => {
    const answer = await world.call<RankSuggestionsResponse>('/v1/rank/suggestions', { shopId, asin }, admin);
    expect(answer.code).toBe('0000');
    suggested = answer.data.rows.map((row) => row.keyword);
    expect(suggested.length).toBeGreaterThan(1);
    const orders = answer.data.rows.map((row) => row.orders);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(orders[0]).toBeGreaterThan(0);
  });

  it('tracks keywords, pulls 90 days of ranks and shows the latest with change, trend and ad metrics', async () => {
    const keywords = suggested.slice(0, 3);
    const tracked = await world.call<{ tracked: number }>(
      '/v1/rank/track',
      { shopId, asin: asin.toLowerCase(), keywords: [...keywords, keywords[0]!.toUpperCase()] },
      operator,
    );
    expect(tracked.data.tracked).toBe(3);
    await world.settle();
    const { data } = await list({ shopId });
    expect(data.total).toBe(3);
    for (const row of data.rows) {
      expect(row.asin).toBe(asin);
      expect(row.date).not.toBeNull();
      expect(row.trend).toHaveLength(30);
      expect(row.organicRank).toBeGreaterThan(0);
      const history = await world.call<RankHistoryResponse>('/v1/rank/history', { id: row.id }, admin);
      expect(history.data.days).toHaveLength(90);
      const weekBefore = history.data.days.at(-8)!.organicRank;
      expect(row.organicChange.d7).toBe(weekBefore === null ? null : weekBefore - row.organicRank!);
    }
    // The terms convert in this ASIN's ad groups: some of them run as its own keywords.
    expect(data.rows.some((row) => row.ads.keywordIds.length > 0 && row.ads.clicks > 0)).toBe(true);
    // A share is a fraction, as every ratio of the API: Amazon's 2-45 % reads 0.02-0.45, never 22.97.
    const shares = data.rows.flatMap((row) => row.ads.topOfSearchImpressionShare ?? []);
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.every((share) => share > 0 && share <= 1)).toBe(true);
    const again = await world.call<{ tracked: number }>('/v1/rank/track', { shopId, asin, keywords }, admin);
    expect(again.data.tracked).toBe(0);
  });

  it('sorts and pages on the server, unknown ranks last', async () => {
    const ascending = (await list({ shopId, sortField: 'organicRank', sortOrder: 'asc' })).data.rows;
    const ranks = ascending.map((row) => row.organicRank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const second = await list({ shopId, sortField: 'keyword', sortOrder: 'asc', pageSize: 1, page: 2 });
    expect(second.data.rows[0]!.keyword).toBe([...ascending.map((row) => row.keyword)].sort()[1]);
    // Unknown values stay last whichever the direction.
    const descending = (await list({ shopId, sortField: 'organicChange7', sortOrder: 'desc' })).data.rows;
    const changes = descending.map((row) => row.organicChange.d7);
    const known = changes.filter((change) => change !== null);
    expect(changes).toEqual([...[...known].sort((a, b) => b! - a!), ...changes.filter((c) => c === null)]);
    expect(descending).toHaveLength(ascending.length);
  });

  it('keeps other organisations out: 4004 for a shop or keyword, nothing listed, untrack removes nothing', async () => {
    const [row] = (await list({ shopId })).data.rows;
    expect((await list({}, stranger)).data.total).toBe(0);
    expect((await list({ shopId }, stranger)).code).toBe('4004');
    expect((await world.call('/v1/rank/history', { id: row!.id }, stranger)).code).toBe('4004');
    expect((await world.call('/v1/rank/track', { shopId, asin, keywords: ['x'] }, stranger)).code).toBe(
      '4004',
    );
    const untracked = await world.call<{ untracked: number }>(
      '/v1/rank/untrack',
      { ids: [row!.id] },
      stranger,
    );
    expect(untracked.data.untracked).toBe(0);
    expect((await world.call('/v1/rank/track', { shopId, asin: 'nope', keywords: ['x'] }, admin)).code).toBe(
      '4000',
    );
  });
});

describe('CSV import of rank exports', () => {
  const helium10 = () =>
    [
      'Title,ASIN,Keyword,Marketplace,Search Volume,Organic Rank,Sponsored Position,Date',
      `Thing,${asin},Garlic Press,US,1200,12,3,2026-10-01`,
      `Thing,${asin},garlic  press,US,1200,>306,-,2026-10-02`,
      `Thing,${asin},imported only,US,50,45,,10/03/2026`,
    ].join('\n');
  const importCsv = async (
    csv: string | ReadableStream<Uint8Array>,
    commit: boolean,
    token = admin,
    headers: Record<string, string> = {},
  ) => {
    const path = commit ? '/v1/rank/import_commit' : '/v1/rank/import_preview';
    const response = await fetch(`${world.baseUrl}${path}?shopId=${shopId}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}`, ...headers },
      body: csv,
      ...(typeof csv === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    return (await response.json()) as Envelope<RankImportResponse>;
  };

  it('previews a Helium 10 export without writing, then commits it once', async () => {
    const preview = await importCsv(helium10(), false);
    expect(preview.data).toMatchObject({
      format: 'helium10',
      accepted: 3,
      unchanged: 0,
      keywords: 2,
      errors: [],
    });
    expect(preview.data.sample[1]).toMatchObject({
      keyword: 'garlic press',
      organicRank: 301,
      sponsoredRank: null,
    });
    expect((await importCsv(helium10(), false)).data.accepted).toBe(3);
    const committed = await importCsv(helium10(), true);
    expect(committed.data).toMatchObject({ accepted: 3, unchanged: 0 });
    const twice = await importCsv(helium10(), true);
    expect(twice.data).toMatchObject({ accepted: 0, unchanged: 3 });
    const tracked = (await list({ shopId, text: 'imported only' })).data.rows;
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      organicRank: 45,
      sponsoredRank: null,
      date: '2026-10-03',
      source: 'csv',
    });
  });

  it('names every bad row with its line and reason and takes the good ones', async () => {
    const csv = [
      '\uFEFF关键词,ASIN,日期,自然排名,广告排名',
      `cutting board,${asin},2026-10-01,7,2`,
      'cutting board,NOT-AN-ASIN,2026-10-01,7,2',
      `cutting board,${asin},2026-13-01,7,2`,
      `cutting board,${asin},2026-10-02,seven,2`,
      `,${asin},2026-10-02,7,2`,
      `cutting board,${asin},2026/10/03,未收录,0`,
    ].join('\r\n');
    const answer = await importCsv(csv, true, admin, { 'accept-language': 'en-US' });
    expect(answer.data.format).toBe('sellersprite');
    expect(answer.data.accepted).toBe(1);
    expect(answer.data.errorCount).toBe(5);
    expect(answer.data.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7]);
    expect(answer.data.errors[0]!.reason).toBe('ASIN "NOT-AN-ASIN" is not 10 letters or digits');
    expect(answer.data.errors[1]!.reason).toMatch(/^date "2026-13-01"/);
    const inChinese = await importCsv(csv, false);
    expect(inChinese.data.errors[2]!.reason).toBe('自然排名 "seven" 不是一个名次');
    const unknown = await importCsv('a,b,c\n1,2,3', false);
    expect(unknown.data).toMatchObject({ format: null, accepted: 0, errors: [{ line: 1 }] });
    const broken = await importCsv(`${helium10()}\nThing,"unclosed,US`, false);
    expect(broken.data).toMatchObject({ format: 'helium10', errorCount: 1, errors: [{ line: 5 }] });
    expect((await importCsv(helium10(), true, stranger)).code).toBe('4004');
  });

  it.skipIf(runsInTheOtherPass)(
    'streams a 50 MB export in batches: every row counted once, the first bad rows listed',
    async () => {
      const file = generatedExport(50 * 1024 * 1024);
      const preview = await importCsv(file.text, false);
      expect(preview.data).toMatchObject({
        format: 'helium10',
        accepted: file.rows,
        unchanged: 0,
        errorCount: file.bad,
      });
      expect(preview.data.errors).toHaveLength(RANK_IMPORT_LISTED_ERRORS);
      expect(preview.data.errors[0]).toMatchObject({ line: 1001 });
      const committed = await importCsv(file.text, true);
      expect(committed.data).toMatchObject({ accepted: file.rows, unchanged: 0, errorCount: file.bad });
      const tracked = await list({ shopId, asin: 'B0STREAM07' });
      expect(tracked.data.total).toBe(file.keywordsPerAsin);
    },
    180_000,
  );

  it('survives an upload cut midway: the same file committed again completes it, nothing twice', async () => {
    const file = generatedExport(3 * 1024 * 1024, 'B0CUTOFF');
    await cutUpload(file.text.slice(0, Math.floor(file.text.length * 0.7)), file.text.length);
    const again = await importCsv(file.text, true);
    expect(again.data.accepted + again.data.unchanged).toBe(file.rows);
    expect((await importCsv(file.text, true)).data).toMatchObject({ accepted: 0, unchanged: file.rows });
  });

  it('refuses a JSON body, a file without its length and one over the limit, unread', async () => {
    const json = await world.call(`/v1/rank/import_preview?shopId=${shopId}`, { csv: helium10() }, admin);
    expect(json.code).toBe('4000');
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(helium10()));
        controller.close();
      },
    });
    expect((await importCsv(chunked, false)).msg).toMatch(/Content-Length/);
    const oversized = await answerWithoutBody(RANK_IMPORT_MAX_BYTES + 1);
    expect(oversized).toMatchObject({ code: '4000' });
    expect(oversized.msg).toMatch(/100 MB/);
  });
});

/** A Helium 10 export with product titles, as wide as the real one, of about `bytes`; every 1,000th row bad. */
function generatedExport(bytes: number, asinPrefix = 'B0STREAM') {
  const asins = Array.from({ length: 10 }, (_, index) => `${asinPrefix}${String(index).padStart(2, '0')}`);
  const keywordsPerAsin = 150;
  const title = 'Stainless Steel Kitchen Gadget, Dishwasher Safe, Ergonomic Handle, Heavy Duty, '.repeat(2);
  const lines = ['Title,ASIN,Keyword,Marketplace,Search Volume,Organic Rank,Sponsored Position,Date'];
  let size = lines[0]!.length;
  let rows = 0;
  let bad = 0;
  for (let day = 0; size < bytes; day += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    for (let index = 0; index < asins.length * keywordsPerAsin && size < bytes; index += 1) {
      const broken = (lines.length + 1) % 1000 === 1;
      const keyword = `stream keyword ${Math.floor(index / asins.length)}`;
      const line = `"${title}",${asins[index % asins.length]},${keyword},US,900,${(index % 250) + 1},${
        broken ? 'first' : (day % 40) + 1
      },${date}`;
      lines.push(line);
      size += line.length + 1;
      if (broken) bad += 1;
      else rows += 1;
    }
  }
  return { text: lines.join('\n'), rows, bad, keywordsPerAsin };
}

/** Sends the first part of an upload that declares `length` bytes, then drops the connection. */
async function cutUpload(part: string, length: number) {
  const request = httpRequest(`${world.baseUrl}/v1/rank/import_commit?shopId=${shopId}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      'content-length': String(length),
      authorization: `Bearer ${admin}`,
    },
  });
  request.on('error', () => {});
  await new Promise<void>((resolve) => request.write(part, () => resolve()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  request.destroy();
}

/** Sends only the headers of an upload that declares `length` bytes, and reads the answer. */
function answerWithoutBody(length: number) {
  return new Promise<{ code: string; msg: string }>((resolve, reject) => {
    const request = httpRequest(`${world.baseUrl}/v1/rank/import_preview?shopId=${shopId}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/csv',
        'content-length': String(length),
        'accept-language': 'en-US',
        authorization: `Bearer ${admin}`,
      },
    });
    request.on('response', async (response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      request.destroy();
      resolve(JSON.parse(Buffer.concat(chunks).toString()));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}
