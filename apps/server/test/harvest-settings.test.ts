import type { HarvestRow, HarvestSettings } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';

let world: NegationWorld;

const shopId = () => world.shops[0]!.shopId;
const read = (token = world.admin, id = shopId()) =>
  world.call<HarvestSettings>('/v1/harvest/settings', { shopId: id }, token);
const save = (body: Record<string, unknown>, token = world.admin, language?: string) =>
  world.call<HarvestSettings>(
    '/v1/harvest/settings/save',
    {
      shopId: shopId(),
      campaignNamePattern: 'H {sku} {targeting}',
      bidFactor: 1.1,
      minBid: null,
      maxBid: null,
      ...body,
    },
    token,
    language ? { 'accept-language': language } : undefined,
  );
const pending = async () =>
  (
    await world.call<{ rows: HarvestRow[] }>(
      '/v1/harvest/list',
      { status: 'pending', pageSize: 200 },
      world.admin,
    )
  ).data.rows;

async function rescan() {
  await world.database.pool.query(
    `insert into job (kind, dedupe_key, payload, organisation_id)
     select 'harvest.scan', 'harvest.scan:' || id, jsonb_build_object('shopId', id), organisation_id
     from shop where id = $1`,
    [shopId()],
  );
  world.app.jobRunner.nudge();
  await world.settle();
}

describe('harvest settings per shop', () => {
  beforeAll(async () => {
    world = await startNegationWorld();
  }, 300_000);
  afterAll(async () => world?.close());

  it('answers the defaults before anything is saved', async () => {
    const answer = await read();
    expect(answer.code).toBe('0000');
    expect(answer.data).toEqual({
      shopId: shopId(),
      campaignNamePattern: 'Termwise harvest - {sku} - {targeting}',
      bidFactor: 1.1,
      minBid: null,
      maxBid: null,
      currency: 'EUR',
      amazonMinBid: 0.02,
      ceiling: 5,
      saved: false,
    });
  });

  it('refuses a pattern that does not name the product, or a minimum over the maximum, changing nothing', async () => {
    const noProduct = await save({ campaignNamePattern: 'Harvest {targeting}' }, world.admin, 'zh-CN');
    expect(noProduct.code).toBe('4000');
    expect(noProduct.msg).toContain('{sku}');
    const noTargeting = await save({ campaignNamePattern: 'Harvest {sku}' });
    expect(noTargeting.code).toBe('4000');
    const tooLong = await save({ campaignNamePattern: `{sku} {targeting} ${'x'.repeat(100)}` });
    expect(tooLong.code).toBe('4000');
    const crossed = await save({ minBid: 1, maxBid: 0.5 });
    expect(crossed.code).toBe('4000');
    const underAmazon = await save({ minBid: 0.01 });
    expect(underAmazon.code).toBe('4000');
    expect((await read()).data.saved).toBe(false);
  });

  it('lets a member read but not save, and hides the shop from another organisation', async () => {
    const member = await world.registerMember('13900000091', null);
    expect((await read(member)).code).toBe('0000');
    expect((await save({}, member)).code).toBe('4003');
    const stranger = await world.registerOrganisation('13900000092');
    expect((await read(stranger)).code).toBe('4004');
    expect((await save({}, stranger)).code).toBe('4004');
    expect((await read()).data.saved).toBe(false);
  });

  it('saves, logs the change, and the next scan names new campaigns and sets bids by it', async () => {
    const before = await pending();
    const row = before.find((candidate) => candidate.kind === 'keyword' && !candidate.destination.toCreate)!;
    // As a sync leaves it after the seller archived the product's exact ad group on Amazon.
    await world.database.pool.query(`update ad_group set state = 'ARCHIVED' where ad_group_id = $1`, [
      row.destination.adGroupId,
    ]);
    const saved = await save({
      campaignNamePattern: 'TW {asin} {sku} {targeting}',
      bidFactor: 2,
      minBid: 0.3,
      maxBid: 0.9,
    });
    expect(saved.data).toMatchObject({ bidFactor: 2, minBid: 0.3, maxBid: 0.9, saved: true });
    expect((await read()).data).toEqual(saved.data);
    const { rows: logged } = await world.database.pool.query(
      `select action, after from operation_log where module = 'harvest' and object_id = $1`,
      [shopId()],
    );
    expect(logged).toMatchObject([{ action: 'settings', after: { bidFactor: 2, minBid: 0.3, maxBid: 0.9 } }]);

    await rescan();
    const after = await pending();
    const created = after.filter(
      (candidate) =>
        candidate.asin === row.asin && candidate.kind === 'keyword' && candidate.destination.toCreate,
    );
    expect(created.length).toBeGreaterThan(0);
    for (const candidate of created)
      expect(candidate.destination.campaignName).toBe(`TW ${row.asin} ${candidate.sku} Exact`);
    for (const candidate of after) {
      expect(candidate.bid).toBeGreaterThanOrEqual(0.3);
      expect(candidate.bid).toBeLessThanOrEqual(0.9);
    }
  });
});
