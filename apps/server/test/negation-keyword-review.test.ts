import type { NegProcessingResponse } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askingRule, startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

/** Issue 32 point 7: a keyword review lowers its keyword's bid or pauses it on Amazon, logged and revertible. */

interface ReviewRow {
  id: string;
  status: string;
  keyword_id: string;
  keyword_change: { state: string; bidBefore: number | null; bidAfter: number | null } | null;
}

let world: NegationWorld;
let shopId: string;
let admin: string;
let operator: string;
let stranger: string;

// Product targets (ASIN_SAME_AS) come up as reviews too; this suite is about keywords.
const REVIEW = `n.recommendation <> 'negate' and n.caution->'ownKeyword'->>'matchType' <> 'ASIN_SAME_AS'`;
const reviews = async (where = 'true') =>
  (
    await world.database.pool.query<ReviewRow>(
      `select n.id, n.status, n.caution->'ownKeyword'->>'keywordId' as keyword_id, n.keyword_change
       from negation n where ${REVIEW} and ${where} order by n.created_at, n.id`,
    )
  ).rows;
const review = async (id: string) => (await reviews(`n.id = '${id}'`))[0]!;
const sandboxKeyword = (keywordId: string) =>
  world.sandbox.world.shop(world.shops[0]!.profileId)!.keywords.get(keywordId)!.entity;
const act = (body: object, token = admin) =>
  world.call<NegProcessingResponse>('/v1/negOper/keyword_review', body, token);
const logEntries = async (action: string, keywordId: string) =>
  (
    await world.database.pool.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      `select before, after from operation_log where action = $1 and object_id = $2 order by created_at`,
      [action, keywordId],
    )
  ).rows;

/** Pending reviews of distinct keywords, one per keyword, so each test changes its own keyword. */
async function distinctReviews(count: number) {
  const seen = new Set<string>();
  const picked: ReviewRow[] = [];
  for (const row of await reviews(`n.status = 'pending'`)) {
    if (seen.has(row.keyword_id)) continue;
    seen.add(row.keyword_id);
    picked.push(row);
  }
  expect(picked.length).toBeGreaterThanOrEqual(count);
  return picked.slice(0, count);
}

beforeAll(async () => {
  world = await startNegationWorld();
  shopId = world.shops[0]!.shopId;
  admin = world.admin;
  operator = await world.login(DEMO.user);
  stranger = await world.registerOrganisation('13900000078');
  // A rule that asks about every term with a few clicks, so the seller's own keywords come up as reviews.
  const saved = await world.call<{ id: string }>('/v1/negRule/save', askingRule(shopId), admin);
  expect(saved.code).toBe('0000');
  await world.call('/v1/negOper/neg_processing', { shopId, run: true }, admin);
  await world.settle();
}, 300_000);
afterAll(() => world?.close());

describe('/v1/negOper/keyword_review', () => {
  it('refuses a normal user (4003), another organisation (not_found) and a bad percentage (4000), changing nothing', async () => {
    const [row] = await distinctReviews(1);
    const bid = sandboxKeyword(row!.keyword_id).bid;
    expect((await act({ ids: [row!.id], action: 'lowerBid' }, operator)).code).toBe('4003');
    const foreign = await act({ ids: [row!.id], action: 'pause' }, stranger);
    expect(foreign.code).toBe('0000');
    expect(foreign.data.results).toEqual([expect.objectContaining({ id: row!.id, outcome: 'not_found' })]);
    for (const bidChangePercent of [4, 91, 12.5, '20']) {
      const refused = await act({ ids: [row!.id], action: 'lowerBid', bidChangePercent });
      expect(refused.code).toBe('4000');
      expect(refused.msg).toContain('bidChangePercent');
    }
    expect(sandboxKeyword(row!.keyword_id)).toMatchObject({ bid, state: 'ENABLED' });
    expect(await review(row!.id)).toMatchObject({ status: 'pending', keyword_change: null });
  });

  it('lowers the bid once by the chosen percentage, logs it, and a revert puts the bid back', async () => {
    const [row] = await distinctReviews(1);
    const before = sandboxKeyword(row!.keyword_id).bid;
    const lowered = await act({ ids: [row!.id], action: 'lowerBid', bidChangePercent: 30 });
    expect(lowered.data.results[0]).toMatchObject({ outcome: 'applied', status: 'adjusted' });
    const expected = Math.max(0.02, Math.round(before * 0.7 * 100) / 100);
    expect(sandboxKeyword(row!.keyword_id).bid).toBe(expected);
    expect((await review(row!.id)).keyword_change).toMatchObject({
      state: 'applied',
      bidBefore: before,
      bidAfter: expected,
    });

    const again = await act({ ids: [row!.id], action: 'lowerBid', bidChangePercent: 30 });
    expect(again.data.results[0]).toMatchObject({ outcome: 'skipped', status: 'adjusted' });
    expect(sandboxKeyword(row!.keyword_id).bid).toBe(expected);
    const [entry] = await logEntries('lower_bid', row!.keyword_id);
    expect(entry).toMatchObject({ before: { bid: before }, after: { bid: expected, status: 'adjusted' } });

    const reverted = await act({ ids: [row!.id], action: 'revert' });
    expect(reverted.data.results[0]).toMatchObject({ outcome: 'reverted', status: 'reverted' });
    expect(sandboxKeyword(row!.keyword_id).bid).toBe(before);
    expect(await logEntries('revert_keyword_change', row!.keyword_id)).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ bid: expected }),
        after: expect.objectContaining({ bid: before }),
      }),
    ]);
  });

  it('pauses the keyword on Amazon and a revert enables it again', async () => {
    const [row] = await distinctReviews(1);
    const paused = await act({ ids: [row!.id, row!.id], action: 'pause' });
    expect(paused.data.results).toHaveLength(1);
    expect(paused.data.results[0]).toMatchObject({ outcome: 'applied', status: 'adjusted' });
    expect(sandboxKeyword(row!.keyword_id).state).toBe('PAUSED');
    expect(await logEntries('pause_keyword', row!.keyword_id)).toHaveLength(1);
    const reverted = await act({ ids: [row!.id], action: 'revert' });
    expect(reverted.data.results[0]).toMatchObject({ outcome: 'reverted' });
    expect(sandboxKeyword(row!.keyword_id).state).toBe('ENABLED');
  });

  it('a change left `sending` by a crash is finished as recorded, never lowering the bid twice', async () => {
    // The world holds few keyword reviews: the first one, reverted above, is set back to a crashed attempt.
    const [row] = await reviews();
    const before = sandboxKeyword(row!.keyword_id).bid;
    const bidAfter = Math.max(0.02, Math.round(before * 0.5 * 100) / 100);
    // The crashed attempt wrote its intent and Amazon took the bid, then the server died.
    await world.adsApi.updateKeywords(shopId, [{ keywordId: row!.keyword_id, bid: bidAfter }]);
    const change = {
      action: 'lowerBid',
      keywordId: row!.keyword_id,
      keywordText: 'x',
      bidChangePercent: 50,
      bidBefore: before,
      bidAfter,
      stateBefore: 'ENABLED',
      currencyCode: 'EUR',
      state: 'sending',
      changedAt: null,
      revertedAt: null,
    };
    await world.database.pool.query(
      `update negation set status = 'pending', keyword_change = $2, updated_at = now() - interval '1 minute'
       where id = $1`,
      [row!.id, JSON.stringify(change)],
    );
    const resumed = await act({ ids: [row!.id], action: 'lowerBid', bidChangePercent: 10 });
    expect(resumed.data.results[0]).toMatchObject({ outcome: 'applied', status: 'adjusted' });
    expect(sandboxKeyword(row!.keyword_id).bid).toBe(bidAfter);
    expect((await review(row!.id)).keyword_change).toMatchObject({
      state: 'applied',
      bidBefore: before,
      bidAfter,
    });
  });

  it('leaves a review of an own product target alone: only keywords are changed from here', async () => {
    const { rows } = await world.database.pool.query<{ id: string }>(
      `select id from negation where status = 'pending' and caution->'ownKeyword'->>'matchType' = 'ASIN_SAME_AS'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const answer = await act({ ids: [rows[0]!.id], action: 'pause' });
    expect(answer.data.results[0]).toMatchObject({
      outcome: 'skipped',
      status: 'pending',
      failure: { code: 'keywordUnchangeable' },
    });
  });
});
