import { expect } from 'vitest';
import type { NegationWorld } from '../negation-support.ts';

export interface NegationRef {
  id: string;
  shop_id: string;
  campaign_id: string;
  ad_group_id: string | null;
  search_term: string;
  match_type: string;
}

/**
 * Applied keyword negations (matching `where`) taken back on Amazon (archived) and set pending again: the
 * demo rules apply most negations by themselves, so this is how a test gets some to send.
 */
export async function reopenNegations(
  world: NegationWorld,
  count: number,
  where = 'true',
): Promise<NegationRef[]> {
  const { rows } = await world.database.pool.query<
    NegationRef & { amazon_id: string; level: 'adGroup' | 'campaign' }
  >(
    `select id, shop_id, campaign_id, ad_group_id, search_term, match_type, amazon_id, level from negation
     where status = 'applied' and match_type <> 'ASIN_SAME_AS' and ${where} order by id limit $1`,
    [count],
  );
  expect(rows).toHaveLength(count);
  for (const row of rows) await world.adsApi.archiveNegativeKeywords(row.shop_id, row.level, [row.amazon_id]);
  await world.database.pool.query(
    `update negation set status = 'pending', amazon_id = null, applied_at = null, negated_on = null
     where id = any($1)`,
    [rows.map((row) => row.id)],
  );
  return rows;
}

/** How many live negatives Amazon holds for each row's term at its place (1 is right, 2 a double send). */
export async function liveCopies(world: NegationWorld, rows: NegationRef[]): Promise<number[]> {
  return Promise.all(
    rows.map(async (row) => {
      const live = await world.adsApi.listNegatives(row.shop_id, {
        campaignId: row.campaign_id,
        adGroupId: row.ad_group_id,
      });
      return live.filter(
        (negative) =>
          negative.state.toUpperCase() !== 'ARCHIVED' &&
          negative.matchType === row.match_type &&
          negative.adGroupId === row.ad_group_id &&
          negative.value.toLowerCase() === row.search_term.toLowerCase(),
      ).length;
    }),
  );
}

export async function statuses(world: NegationWorld, rows: NegationRef[]): Promise<string[]> {
  const { rows: found } = await world.database.pool.query<{ id: string; status: string }>(
    `select id, status from negation where id = any($1)`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => found.find((candidate) => candidate.id === row.id)!.status);
}
