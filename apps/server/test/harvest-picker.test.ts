import type { HarvestDestinationChoice, HarvestPendingShop, HarvestRow } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';

let world: NegationWorld;

const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
const list = async (body: Record<string, unknown> = {}) =>
  (
    await world.call<{ rows: HarvestRow[]; total: number }>(
      '/v1/harvest/list',
      { pageSize: 200, ...body },
      world.admin,
    )
  ).data;
const destinations = (id: string, token = world.admin) =>
  world.call<{ destinations: HarvestDestinationChoice[] }>('/v1/harvest/destinations', { id }, token);
const pending = async (token = world.admin) =>
  (await world.call<{ shops: HarvestPendingShop[] }>('/v1/harvest/pending', undefined, token)).data.shops;

/** The ad groups on the simulated Amazon that advertise the ASIN, and those holding product targets. */
function adGroupsOf(asin: string) {
  const shop = sandboxShop();
  const advertising = new Set(
    shop.productAds
      .all()
      .filter((ad) => ad.entity.asin === asin && ad.entity.state !== 'ARCHIVED')
      .map((ad) => ad.entity.adGroupId),
  );
  const targeting = new Set(
    shop.targets
      .all()
      .filter((target) => target.entity.state !== 'ARCHIVED')
      .map((target) => target.entity.adGroupId),
  );
  return { advertising, targeting };
}

describe('choosing where a harvest goes, and what waits in the bell', () => {
  beforeAll(async () => {
    world = await startNegationWorld();
  }, 300_000);
  afterAll(async () => world?.close());

  it('lists the manual keyword ad groups of the product, the proposed one marked current', async () => {
    const row = (await list({ status: 'pending' })).rows.find(
      (candidate) => candidate.kind === 'keyword' && !candidate.destination.toCreate,
    )!;
    const answer = await destinations(row.id);
    expect(answer.code).toBe('0000');
    const choices = answer.data.destinations;
    expect(choices.filter((choice) => choice.current).map((choice) => choice.adGroupId)).toEqual([
      row.destination.adGroupId,
    ]);
    // Looser than the proposal: a phrase ad group of the product may be picked too.
    expect(choices.length).toBeGreaterThan(1);
    const { advertising, targeting } = adGroupsOf(row.asin);
    const campaigns = new Map(
      sandboxShop()
        .campaigns.all()
        .map((stored) => [stored.entity.campaignId, stored.entity]),
    );
    for (const choice of choices) {
      expect(advertising.has(choice.adGroupId)).toBe(true);
      expect(targeting.has(choice.adGroupId)).toBe(false);
      expect(campaigns.get(choice.campaignId)).toMatchObject({ targetingType: 'MANUAL', state: 'ENABLED' });
    }
    expect(choices.map((choice) => choice.adGroupId)).not.toContain(row.source.adGroupId);
  });

  it('confirming into a picked choice works; an ad group that is not one is refused', async () => {
    const row = (await list({ status: 'pending' })).rows.find(
      (candidate) => candidate.kind === 'keyword' && !candidate.destination.toCreate,
    )!;
    const other = (await destinations(row.id)).data.destinations.find((choice) => !choice.current)!;
    const refused = await world.call(
      '/v1/harvest/process',
      {
        ids: [row.id],
        action: 'confirm',
        destination: { campaignId: row.source.campaignId, adGroupId: row.source.adGroupId },
      },
      world.admin,
    );
    expect(refused.code).not.toBe('0000');

    const picked = { campaignId: other.campaignId, adGroupId: other.adGroupId };
    const answer = await world.call<{ results: { outcome: string }[] }>(
      '/v1/harvest/process',
      { ids: [row.id], action: 'confirm', destination: picked },
      world.admin,
    );
    expect(answer.data.results).toMatchObject([{ outcome: 'applied' }]);
    const applied = (await list({ status: 'applied' })).rows.find((candidate) => candidate.id === row.id)!;
    expect(applied.destination).toMatchObject(picked);
  });

  it('counts per shop the harvests waiting and the failed ones; another organisation sees none', async () => {
    const { total } = await list({ status: 'pending' });
    const failed = (await list({ status: 'failed' })).total;
    const [shop] = await pending();
    expect(shop).toMatchObject({ shopId: world.shops[0]!.shopId, pending: total, failed });
    expect(shop!.shopName).not.toBe('');

    const [first, second] = (await list({ status: 'pending' })).rows;
    await world.call('/v1/harvest/process', { ids: [first!.id], action: 'reject' }, world.admin);
    // As Amazon refusing the keyword leaves it.
    await world.database.pool.query(`update harvest set status = 'failed' where id = $1`, [second!.id]);
    expect(await pending()).toMatchObject([{ pending: total - 2, failed: failed + 1 }]);

    const stranger = await world.registerOrganisation('13900000078');
    expect(await pending(stranger)).toEqual([]);
    expect((await destinations(first!.id, stranger)).code).not.toBe('0000');
  });
});
