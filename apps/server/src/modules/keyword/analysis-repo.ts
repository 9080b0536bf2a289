import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  keywordGroup,
  keywordGroupMember,
  keywordGroupWindow,
  type WindowSums,
} from '../../db/schema/keyword.ts';
import type { FoundGroup, FoundMember } from './findings.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 1000;

export interface AnalysedGroup extends Omit<FoundGroup, 'members'> {
  members: (FoundMember & { metrics: WindowSums })[];
  totals: { windowDays: number; cost: number; orders: number }[];
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Replaces a shop's findings with a new analysis in one transaction: readers see the old or the new. */
export async function replaceShopFindings(
  db: Database,
  shop: { id: string; organisationId: string },
  groups: AnalysedGroup[],
  analysedAt: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(keywordGroup).where(eq(keywordGroup.shopId, shop.id));
    await insertChunked(groups, (chunk) =>
      tx.insert(keywordGroup).values(
        chunk.map((group) => ({
          id: group.id,
          organisationId: shop.organisationId,
          shopId: shop.id,
          kind: group.kind,
          text: group.text,
          matchType: group.matchType,
          asins: group.asins,
          occurrences: group.members.length,
          analysedAt,
        })),
      ),
    );
    await insertChunked(
      groups.flatMap((group) =>
        group.totals.map((total) => ({ shopId: shop.id, groupId: group.id, ...total })),
      ),
      (chunk) => tx.insert(keywordGroupWindow).values(chunk),
    );
    await insertChunked(
      groups.flatMap((group) =>
        group.members.map(({ targetingId: _reportId, ...member }) => ({
          shopId: shop.id,
          groupId: group.id,
          ...member,
        })),
      ),
      (chunk) => tx.insert(keywordGroupMember).values(chunk),
    );
  });
}
