import type { HarvestPreviewResponse } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';

let world: NegationWorld;

/** A run of at most this many automatic harvests per shop, so the maximum shows with the demo's terms. */
const MAX_PER_RUN = 2;

const harvestRule = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harvest what sells',
  action: 'harvest',
  scope: { shopIds: [world.shops[0]!.shopId], asins: [], campaignIds: [], adGroupIds: [] },
  conditions: [
    { metric: 'orders', operator: '>=', value: 3 },
    { metric: 'acos', operator: '<=', value: 0.5 },
  ],
  lookbackDays: 60,
  flag: 1,
  matchType: 'NEGATIVE_EXACT',
  level: 'adGroup',
  ...overrides,
});

const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
const liveOn = (adGroupId: string, text: string, negative: boolean) =>
  (negative ? sandboxShop().negativeKeywords : sandboxShop().keywords)
    .all()
    .filter(({ entity }) => entity.adGroupId === adGroupId && entity.keywordText === text)
    .filter(({ entity }) => entity.state !== 'ARCHIVED');

async function scanShop() {
  await world.database.pool.query(
    `insert into job (kind, dedupe_key, payload, organisation_id)
     select 'harvest.scan', 'harvest.scan:' || id, jsonb_build_object('shopId', id), organisation_id
     from shop where id = $1`,
    [world.shops[0]!.shopId],
  );
  world.app.jobRunner.nudge();
  await world.settle();
}

const harvestsOf = async (ruleId: string) =>
  (
    await world.database.pool.query<{
      status: string;
      search_term: string;
      destination: { adGroupId: string };
      source: { adGroupId: string };
    }>(
      `select status, search_term, destination, source from harvest where rule_id = $1 order by search_term`,
      [ruleId],
    )
  ).rows;

describe('harvest rules', () => {
  beforeAll(async () => {
    world = await startNegationWorld({ env: { NEGATION_MAX_PER_RUN: String(MAX_PER_RUN) } });
  }, 300_000);
  afterAll(async () => world?.close());

  it('refuses a harvest rule that measures a probability or counts 1-day orders, in both languages', async () => {
    const probability = harvestRule({
      conditions: [{ metric: 'reachProbability', operator: '>=', value: 0.5 }],
      acosTarget: 0.3,
    });
    const zh = await world.call('/v1/negRule/save', probability, world.admin);
    expect(zh.code).toBe('4000');
    expect(zh.msg).toMatch(/^conditions\.0\.metric: 条件 1：收割规则/);
    const en = await world.call('/v1/negRule/save', harvestRule({ attributionDays: 1 }), world.admin, {
      'accept-language': 'en-US',
    });
    expect(en.msg).toMatch(/^attributionDays: a harvest rule counts orders with 7-day attribution/);
    const { rowCount } = await world.database.pool.query(
      `select 1 from negation_rule where action = 'harvest'`,
    );
    expect(rowCount).toBe(0);
  });

  it('previews a draft: the terms it would harvest, for a person on its trial run; the negation preview refuses it', async () => {
    const preview = await world.call<HarvestPreviewResponse>(
      '/v1/harvest/preview',
      { rule: harvestRule() },
      world.admin,
    );
    expect(preview.code).toBe('0000');
    expect(preview.data.rows.length).toBeGreaterThan(0);
    expect(preview.data.heldBack).toBe('trialRun');
    for (const row of preview.data.rows) {
      expect(row.metrics.orders).toBeGreaterThanOrEqual(3);
      expect(row.metrics.acos).toBeLessThanOrEqual(0.5);
      expect(row.flag).toBe(2);
    }
    const negation = await world.call('/v1/negRule/preview', { rule: harvestRule() }, world.admin);
    expect(negation.code).toBe('4000');
    expect(negation.msg).toMatch(/^action: /);
    const negationRule = await world.call(
      '/v1/harvest/preview',
      { rule: harvestRule({ action: 'negate' }) },
      world.admin,
    );
    expect(negationRule.msg).toMatch(/^action: /);
  });

  it('an automatic rule proposes on its first scan of a shop, then harvests new terms alone, at most the maximum per run', async () => {
    const saved = await world.call<{ id: string }>('/v1/negRule/save', harvestRule(), world.admin);
    expect(saved.code).toBe('0000');
    const ruleId = saved.data.id;
    // Proposals the defaults made before the rule existed stay a person's; the rule starts from a clean queue.
    await world.database.pool.query(`delete from harvest where status = 'pending'`);

    await scanShop();
    const trial = await harvestsOf(ruleId);
    expect(trial.length).toBeGreaterThan(MAX_PER_RUN);
    expect(trial.every((row) => row.status === 'pending')).toBe(true);

    // As if these terms first sold after the trial run: the next scan finds them new.
    await world.database.pool.query(`delete from harvest where rule_id = $1`, [ruleId]);
    await scanShop();
    const after = await harvestsOf(ruleId);
    const applied = after.filter((row) => row.status === 'applied');
    expect(applied).toHaveLength(MAX_PER_RUN);
    expect(after.filter((row) => row.status === 'pending')).toHaveLength(trial.length - MAX_PER_RUN);
    for (const row of applied) {
      expect(liveOn(row.destination.adGroupId, row.search_term, false)).toHaveLength(1);
      expect(liveOn(row.source.adGroupId, row.search_term, true)).toHaveLength(1);
    }
    const { rows: logged } = await world.database.pool.query(
      `select user_name, action, result from operation_log where module = 'harvest' and object_id in
         (select id::text from harvest where rule_id = $1)`,
      [ruleId],
    );
    expect(logged).toEqual(
      applied.map(() => ({ user_name: 'system', action: 'confirm', result: 'success' })),
    );

    // Waiting proposals are a person's: a scan does not take them alone.
    await scanShop();
    expect((await harvestsOf(ruleId)).filter((row) => row.status === 'applied')).toHaveLength(MAX_PER_RUN);
  }, 120_000);
});
