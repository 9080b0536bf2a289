import type { HarvestRow } from '@termwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKillableWorld, type KillableWorld, type NegationWorld } from './negation-support.ts';
import { DEMO } from './support/test-server.ts';
import { spawnServer, until, type AmazonGate } from './support/server-process.ts';

const CREATE_KEYWORDS = /^\/sp\/keywords$/;
const CREATE_NEGATIVE_KEYWORDS = /^\/sp\/negativeKeywords$/;

/**
 * Issue 32 point 4: the real server process is killed (SIGKILL) mid-harvest, once right after Amazon
 * created the keyword (its id never written down) and once after the keyword was written down but before
 * the negative reached Amazon. Restarted on the same database, it finishes both by itself with exactly one
 * keyword and one negative each. Two processes share the database, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.TEST_POSTGRES_URL)('a server killed mid-harvest', () => {
  let world: NegationWorld;
  let gate: AmazonGate;
  let dataDir: string;
  let killable: KillableWorld;

  const sandboxShop = () => world.sandbox.world.shop(world.shops[0]!.profileId)!;
  const live = <T extends { adGroupId?: string; keywordText: string; state: string }>(
    entities: { entity: T }[],
    adGroupId: string,
    text: string,
  ) =>
    entities.filter(
      ({ entity }) =>
        entity.adGroupId === adGroupId && entity.keywordText === text && entity.state !== 'ARCHIVED',
    );
  const keywords = (row: HarvestRow) =>
    live(sandboxShop().keywords.all(), row.destination.adGroupId!, row.searchTerm).length;
  const negatives = (row: HarvestRow) =>
    live(sandboxShop().negativeKeywords.all(), row.source.adGroupId, row.searchTerm).length;
  const statusOf = async (row: HarvestRow) =>
    (
      await world.database.pool.query<{ status: string }>(`select status from harvest where id = $1`, [
        row.id,
      ])
    ).rows[0]!.status;

  beforeAll(async () => {
    killable = await startKillableWorld();
    ({ world, gate, dataDir } = killable);
  }, 300_000);

  afterAll(async () => killable?.close());

  const cases = [
    { killed: 'after Amazon created the keyword', path: CREATE_KEYWORDS, when: 'after', keywordsLeft: 1 },
    {
      killed: 'before the negative reached Amazon',
      path: CREATE_NEGATIVE_KEYWORDS,
      when: 'before',
      keywordsLeft: 1,
    },
  ] as const;

  for (const [index, { killed, path, when, keywordsLeft }] of cases.entries()) {
    it(`finishes a harvest killed ${killed}: one keyword, one negative`, async () => {
      const pending = await world.call<{ rows: HarvestRow[] }>(
        '/v1/harvest/list',
        { status: 'pending', pageSize: 200 },
        world.admin,
      );
      const row = pending.data.rows.filter(
        (candidate) => candidate.kind === 'keyword' && !candidate.destination.toCreate,
      )[index]!;
      const first = await spawnServer(world.database, gate.url, dataDir);
      const dead = gate.killOn(path, when, first.child);
      const token = await first.login(DEMO.admin);
      await first
        .post('/v1/harvest/process', { ids: [row.id], action: 'confirm' }, token)
        .catch(() => undefined);
      await dead;
      await first.exited;

      expect(await statusOf(row)).toBe('applying');
      expect(keywords(row)).toBe(keywordsLeft);
      expect(negatives(row)).toBe(0);

      const second = await spawnServer(world.database, gate.url, dataDir);
      try {
        await until(async () => ((await statusOf(row)) === 'applied' ? true : undefined), 90_000);
        expect(keywords(row)).toBe(1);
        expect(negatives(row)).toBe(1);
      } finally {
        await second.stop();
      }
    }, 300_000);
  }
});
