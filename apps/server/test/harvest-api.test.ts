import type { HarvestOutcome, HarvestRow } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { until } from './support/server-process.ts';
import { DEMO } from './support/test-server.ts';

let world: NegationWorld;

const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
const list = async (body: Record<string, unknown> = {}, token = world.admin) =>
  world.call<{ rows: HarvestRow[]; total: number }>('/v1/harvest/list', { pageSize: 200, ...body }, token);
const process = async (ids: string[], action: 'confirm' | 'reject') =>
  (await world.call<{ results: HarvestOutcome[] }>('/v1/harvest/process', { ids, action }, world.admin)).data
    .results;

/** The live (not archived) keywords and negatives on the simulated Amazon with this text in this ad group. */
const keywordsOn = (adGroupId: string, text: string) =>
  sandboxShop()
    .keywords.all()
    .map((stored) => stored.entity)
    .filter((k) => k.adGroupId === adGroupId && k.keywordText === text && k.state !== 'ARCHIVED');
const negativesOn = (adGroupId: string, text: string) =>
  sandboxShop()
    .negativeKeywords.all()
    .map((stored) => stored.entity)
    .filter((k) => k.adGroupId === adGroupId && k.keywordText === text && k.state !== 'ARCHIVED');

async function pendingKeywords() {
  const answer = await list({ status: 'pending' });
  expect(answer.code).toBe('0000');
  // The best sellers first, by name after that: the list's own order follows random ids, and the proof test
  // needs terms that sell within a few days, every run.
  return answer.data.rows
    .filter((row) => row.kind === 'keyword' && !row.destination.toCreate)
    .sort((a, b) => b.metrics.orders - a.metrics.orders || a.searchTerm.localeCompare(b.searchTerm));
}

describe('harvest over the API, against the simulated Amazon', () => {
  beforeAll(async () => {
    world = await startNegationWorld();
  }, 300_000);
  afterAll(async () => world?.close());

  it('proposes converting terms after the sync, with where they were found, where they go and a bid', async () => {
    const rows = (await list()).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.metrics.orders).toBeGreaterThanOrEqual(2);
      expect(row.metrics.acos).not.toBeNull();
      expect(row.bid).toBeGreaterThan(0);
      expect(row.source.adGroupId).not.toBe(row.destination.adGroupId);
      expect(row.currency).toBe('EUR');
    }
  });

  it('confirming creates exactly one exact keyword in the destination and one negative exact in the source', async () => {
    const [row] = await pendingKeywords();
    const [outcome] = await process([row!.id], 'confirm');
    expect(outcome).toMatchObject({ id: row!.id, outcome: 'applied', status: 'applied' });
    const created = keywordsOn(row!.destination.adGroupId!, row!.searchTerm);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ matchType: 'EXACT', bid: row!.bid, state: 'ENABLED' });
    expect(negativesOn(row!.source.adGroupId, row!.searchTerm)).toMatchObject([
      { matchType: 'NEGATIVE_EXACT' },
    ]);

    const [again] = await process([row!.id], 'confirm');
    expect(again).toMatchObject({ outcome: 'skipped', status: 'applied' });
    expect(keywordsOn(row!.destination.adGroupId!, row!.searchTerm)).toHaveLength(1);

    const applied = (await list({ status: 'applied' })).data.rows.find(
      (candidate) => candidate.id === row!.id,
    )!;
    expect(applied.keywordId).toBe(created[0]!.keywordId);
    expect(applied.negationId).not.toBeNull();
    expect(applied.proof).toMatchObject({ before: row!.metrics, daysSince: 0 });
    const { rows } = await world.database.pool.query(
      `select action, result from operation_log where module = 'harvest' and object_id = $1`,
      [row!.id],
    );
    expect(rows).toEqual([{ action: 'confirm', result: 'success' }]);
  });

  it('finishes a harvest its applier left after creating the keyword, adopting it instead of making a second', async () => {
    const [row] = await pendingKeywords();
    const { destination, source, searchTerm } = row!;
    // What a kill right after Amazon created the keyword leaves: the keyword on Amazon, no id written down.
    const keywordId = `harvest-crash-${Date.now()}`;
    sandboxShop().keywords.add(
      {
        keywordId,
        campaignId: destination.campaignId!,
        adGroupId: destination.adGroupId!,
        state: 'ENABLED',
        keywordText: searchTerm,
        matchType: 'EXACT',
        bid: row!.bid,
      },
      new Date(),
    );
    await world.database.pool.query(
      `update harvest set status = 'applying', handled_by = (select id from app_user limit 1),
         updated_at = now() - interval '1 minute' where id = $1`,
      [row!.id],
    );
    await until(async () => {
      const { rows } = await world.database.pool.query(`select status from harvest where id = $1`, [row!.id]);
      return rows[0].status === 'applied' ? true : undefined;
    }, 60_000);
    expect(keywordsOn(destination.adGroupId!, searchTerm).map((k) => k.keywordId)).toEqual([keywordId]);
    expect(negativesOn(source.adGroupId, searchTerm)).toHaveLength(1);
  }, 90_000);

  it('confirming with another manual ad group of the product puts the keyword there; any other answers an error', async () => {
    const [row] = await pendingKeywords();
    const { adGroupId } = row!.destination;
    const advertised = new Set(
      sandboxShop()
        .productAds.all()
        .filter((ad) => ad.entity.asin === row!.asin)
        .map((ad) => ad.entity.adGroupId),
    );
    const other = sandboxShop()
      .adGroups.all()
      .map((stored) => stored.entity)
      // A phrase or broad ad group of the product, not the one the term was found in: the source is refused.
      .find(
        (group) =>
          advertised.has(group.adGroupId) &&
          ['Phrase', 'Broad'].includes(group.name) &&
          group.adGroupId !== row!.source.adGroupId,
      )!;
    const refused = await world.call(
      '/v1/harvest/process',
      {
        ids: [row!.id],
        action: 'confirm',
        destination: { campaignId: other.campaignId, adGroupId: 'no-such-group' },
      },
      world.admin,
    );
    expect(refused.code).not.toBe('0000');
    expect((await list({ status: 'pending' })).data.rows.some((pending) => pending.id === row!.id)).toBe(
      true,
    );

    const picked = { campaignId: other.campaignId, adGroupId: other.adGroupId };
    const answer = await world.call<{ results: HarvestOutcome[] }>(
      '/v1/harvest/process',
      { ids: [row!.id], action: 'confirm', destination: picked },
      world.admin,
    );
    expect(answer.data.results).toMatchObject([{ outcome: 'applied' }]);
    expect(keywordsOn(other.adGroupId, row!.searchTerm)).toHaveLength(1);
    expect(keywordsOn(adGroupId!, row!.searchTerm)).toHaveLength(0);
  });

  it('for a product without a manual exact ad group, makes the campaign, ad group and product ad once', async () => {
    const [row] = await pendingKeywords();
    const { asin, destination } = row!;
    // As a sync leaves it after the seller archived the product's exact ad group on Amazon.
    await world.database.pool.query(`update ad_group set state = 'ARCHIVED' where ad_group_id = $1`, [
      destination.adGroupId,
    ]);
    const shopId = world.shops[0]!.shopId;
    await world.database.pool.query(
      `insert into job (kind, dedupe_key, payload, organisation_id)
       select 'harvest.scan', 'harvest.scan:' || id, jsonb_build_object('shopId', id), organisation_id
       from shop where id = $1`,
      [shopId],
    );
    world.app.jobRunner.nudge();
    await world.settle();
    const toCreate = (await list({ asin, status: 'pending' })).data.rows.filter(
      (candidate) => candidate.kind === 'keyword',
    );
    expect(toCreate.length).toBeGreaterThan(0);
    const { campaignName, adGroupName } = toCreate[0]!.destination;
    expect(toCreate[0]!.destination).toMatchObject({ toCreate: true, campaignId: null, adGroupId: null });
    expect(campaignName).toMatch(/^Termwise harvest - .+ - Exact$/);

    const outcomes = await process(
      toCreate.slice(0, 2).map((candidate) => candidate.id),
      'confirm',
    );
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual(outcomes.map(() => 'applied'));
    const campaigns = sandboxShop()
      .campaigns.all()
      .filter((stored) => stored.entity.name === campaignName);
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]!.entity).toMatchObject({ targetingType: 'MANUAL', state: 'ENABLED' });
    const groups = sandboxShop()
      .adGroups.all()
      .filter((stored) => stored.entity.campaignId === campaigns[0]!.entity.campaignId);
    expect(groups.map((stored) => stored.entity.name)).toEqual([adGroupName]);
    const ads = sandboxShop()
      .productAds.all()
      .filter((stored) => stored.entity.adGroupId === groups[0]!.entity.adGroupId);
    expect(ads.map((stored) => stored.entity.asin)).toEqual([asin]);
    for (const candidate of toCreate.slice(0, 2))
      expect(keywordsOn(groups[0]!.entity.adGroupId, candidate.searchTerm)).toHaveLength(1);
  });

  it('when Amazon refuses the negative at the source, the new keyword waits paused until a confirm makes it', async () => {
    const [row] = await pendingKeywords();
    const { destination, source, searchTerm } = row!;
    // Archived on Amazon after the last sync: the keyword is made, the negative there is refused.
    const sourceGroup = sandboxShop().adGroups.get(source.adGroupId)!.entity;
    sourceGroup.state = 'ARCHIVED';
    const [refused] = await process([row!.id], 'confirm');
    expect(refused).toMatchObject({ outcome: 'failed', status: 'failed' });
    expect(keywordsOn(destination.adGroupId!, searchTerm)).toMatchObject([{ state: 'PAUSED' }]);
    expect(negativesOn(source.adGroupId, searchTerm)).toHaveLength(0);

    sourceGroup.state = 'ENABLED';
    const [again] = await process([row!.id], 'confirm');
    expect(again).toMatchObject({ outcome: 'applied', status: 'applied' });
    expect(keywordsOn(destination.adGroupId!, searchTerm)).toMatchObject([{ state: 'ENABLED' }]);
    expect(negativesOn(source.adGroupId, searchTerm)).toHaveLength(1);
  });

  it('rejecting keeps Amazon as it was, and another organisation sees none of the shop harvests', async () => {
    const [row] = await pendingKeywords();
    const [outcome] = await process([row!.id], 'reject');
    expect(outcome).toMatchObject({ outcome: 'rejected', status: 'rejected' });
    expect(keywordsOn(row!.destination.adGroupId!, row!.searchTerm)).toHaveLength(0);
    expect(negativesOn(row!.source.adGroupId, row!.searchTerm)).toHaveLength(0);

    const stranger = await world.registerOrganisation('13900000077');
    expect((await list({}, stranger)).data).toEqual({ rows: [], total: 0 });
    const refused = await world.call<{ results: HarvestOutcome[] }>(
      '/v1/harvest/process',
      { ids: [row!.id], action: 'confirm' },
      stranger,
    );
    expect(refused.data.results).toMatchObject([{ outcome: 'not_found' }]);
  });

  it('a few days later, the proof shows the new keyword buying the term and the source no longer', async () => {
    const applied = (await list({ status: 'applied' })).data.rows.filter((row) => row.kind === 'keyword');
    expect(applied.length).toBeGreaterThan(0);
    world.advanceDays(5);
    const shopId = world.shops[0]!.shopId;
    // Access tokens expire with the clock moved ahead.
    const token = await world.login(DEMO.admin);
    const sync = await world.call<{ jobId: string }>('/v1/shop/sync', { shopId }, token);
    expect(sync.code).toBe('0000');
    await world.settle();
    const proofs = (await list({ status: 'applied' }, token)).data.rows.filter(
      (row) => row.kind === 'keyword',
    );
    const proof = proofs.map((row) => row.proof!);
    expect(proof.every((one) => one.daysSince >= 4)).toBe(true);
    expect(proof.reduce((clicks, one) => clicks + one.since.clicks, 0)).toBeGreaterThan(0);
    expect(proof.reduce((orders, one) => orders + one.since.orders, 0)).toBeGreaterThan(0);
    for (const row of proofs) {
      const { rows } = await world.database.pool.query<{ clicks: number }>(
        `select coalesce(sum(clicks), 0)::int as clicks from search_term_daily
         where ad_group_id = $1 and search_term = $2 and date > $3`,
        [row.source.adGroupId, row.searchTerm, row.proof!.harvestedOn],
      );
      expect(rows[0]!.clicks).toBe(0);
    }
  }, 300_000);
});
