import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayNumber } from '../src/world/calendar.ts';
import { startSandbox } from './helpers.ts';

const fold = (text: string) => text.toLowerCase();

describe('the demo world: planted structure mistakes and the rank feed', () => {
  let demo: Awaited<ReturnType<typeof startSandbox>>;
  let plain: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    demo = await startSandbox({ structureMistakes: true });
    plain = await startSandbox();
  });
  afterAll(async () => {
    await demo.close();
    await plain.close();
  });

  /** Live keyword texts with match type that occur in more than one ad group of a shop. */
  const repeated = (sandbox: typeof demo) =>
    sandbox.world.shops().map((shop) => {
      const seen = new Map<string, Set<string>>();
      for (const { entity } of shop.keywords.all()) {
        const key = `${fold(entity.keywordText)}|${entity.matchType}`;
        seen.set(key, (seen.get(key) ?? new Set()).add(entity.adGroupId));
      }
      return [...seen.entries()].filter(([, groups]) => groups.size > 1).map(([key]) => key);
    });

  it('repeats two exact keywords per shop (a duplicate and an overlap) and blocks a phrase keyword', () => {
    expect(repeated(plain).every((keys) => keys.length === 0)).toBe(true);
    for (const [index, keys] of repeated(demo).entries()) {
      expect(keys).toHaveLength(2);
      const shop = demo.world.shops()[index]!;
      const blocked = shop.negativeKeywords
        .all()
        .filter(({ entity }) =>
          shop.keywords
            .all()
            .some(
              (k) =>
                k.entity.matchType === 'PHRASE' &&
                k.entity.adGroupId === entity.adGroupId &&
                k.entity.keywordText === entity.keywordText,
            ),
        );
      expect(blocked).toHaveLength(1);
    }
  });

  it('serves ranks that are the same on every call and drop the sponsored rank while the ad is paused', async () => {
    const shop = demo.world.shops()[0]!;
    const keyword = shop.keywords.all().find(({ entity }) => entity.matchType === 'EXACT')!.entity;
    const asin = shop.products[0]!.asin;
    const query = `profileId=${shop.profileId}&asin=${asin}&keyword=${encodeURIComponent(keyword.keywordText)}`;
    const url = `${demo.baseUrl}/rank-feed/v1/ranks?${query}&startDate=2026-09-01&endDate=2026-10-31`;
    const first = (await (await fetch(url)).json()) as {
      ranks: { date: string; sponsoredRank: number | null }[];
    };
    expect(first.ranks.length).toBeGreaterThan(30);
    expect(await (await fetch(url)).json()).toEqual(first);
    // Every ad of the product that the term reaches, paused for one day.
    const day = dayNumber(first.ranks[10]!.date);
    const clauses = shop.paths
      .filter((path) => path.product.asin === asin && path.term.text === fold(keyword.keywordText))
      .map((path) =>
        path.clause.kind === 'keyword' ? path.clause.keyword.keywordId : path.clause.target.targetId,
      );
    for (const id of clauses) shop.pauses.set(id, [{ from: day, to: day + 1 }]);
    const paused = (await (await fetch(url)).json()) as typeof first;
    for (const id of clauses) shop.pauses.delete(id);
    expect(first.ranks[10]!.sponsoredRank).not.toBeNull();
    expect(paused.ranks[10]!.sponsoredRank).toBeNull();
    expect(paused.ranks[11]!.sponsoredRank).toBe(first.ranks[11]!.sponsoredRank);
    expect(paused.ranks[9]).toEqual(first.ranks[9]);
    expect((await fetch(`${demo.baseUrl}/rank-feed/v1/ranks?profileId=1&asin=x`)).status).toBe(400);
  });
});
