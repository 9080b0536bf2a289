import type { HarvestOutcome, HarvestProofChart, HarvestRow } from '@termwise/contracts';
import { ResultCode } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNegationWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';

let world: NegationWorld;
/** The admin's token; a new one once the clock moved ahead (tokens expire with it). */
let token: string;

const list = async (body: Record<string, unknown>) =>
  (await world.call<{ rows: HarvestRow[] }>('/v1/harvest/list', { pageSize: 200, ...body }, token)).data.rows;
const chart = (id: string, as = token) =>
  world.call<HarvestProofChart>('/v1/harvest/proof_chart', { id }, as);
const clicks = (days: { clicks: number }[]) => days.reduce((sum, day) => sum + day.clicks, 0);

describe('the harvest proof chart, against the simulated Amazon', () => {
  beforeAll(async () => {
    world = await startNegationWorld();
    token = world.admin;
  }, 300_000);
  afterAll(async () => world?.close());

  it('shows the source before the harvest, then the new keyword buying the term after it', async () => {
    // The best sellers: terms that sell within a few days, every run.
    const pending = (await list({ status: 'pending' }))
      .filter((row) => row.kind === 'keyword' && !row.destination.toCreate)
      .sort((a, b) => b.metrics.orders - a.metrics.orders || a.searchTerm.localeCompare(b.searchTerm))
      .slice(0, 3);
    expect(pending.length).toBeGreaterThan(0);
    const confirmed = await world.call<{ results: HarvestOutcome[] }>(
      '/v1/harvest/process',
      { ids: pending.map((row) => row.id), action: 'confirm' },
      token,
    );
    expect(confirmed.data.results.every((outcome) => outcome.outcome === 'applied')).toBe(true);

    const today = (await chart(pending[0]!.id)).data;
    expect(today.currency).toBe('EUR');
    expect(today.keyword).toEqual([]);
    expect(today.source).toHaveLength(pending[0]!.lookbackDays);
    expect(clicks(today.source)).toBeGreaterThan(0);

    world.advanceDays(5);
    token = await world.login(DEMO.admin);
    const sync = await world.call('/v1/shop/sync', { shopId: world.shops[0]!.shopId }, token);
    expect(sync.code).toBe('0000');
    await world.settle();

    const charts = await Promise.all(pending.map(async (row) => (await chart(row.id)).data));
    for (const later of charts) {
      expect(later.keyword[0]!.date).toBe(later.harvestedOn);
      expect(later.keyword.length).toBeGreaterThanOrEqual(5);
      expect(later.source.at(-1)!.date).toBe(later.keyword.at(-1)!.date);
      expect(clicks(later.source.filter((day) => day.date < later.harvestedOn))).toBeGreaterThan(0);
      expect(clicks(later.source.filter((day) => day.date > later.harvestedOn))).toBe(0);
    }
    expect(charts.reduce((sum, later) => sum + clicks(later.keyword), 0)).toBeGreaterThan(0);
  }, 300_000);

  it('answers not_found for a harvest not applied, and for another organisation', async () => {
    const [waiting] = await list({ status: 'pending' });
    expect((await chart(waiting!.id)).code).toBe(ResultCode.notFound);
    const [applied] = await list({ status: 'applied' });
    const stranger = await world.registerOrganisation('13900000078');
    expect((await chart(applied!.id, stranger)).code).toBe(ResultCode.notFound);
  });
});
