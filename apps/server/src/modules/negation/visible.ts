import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negation } from '../../db/schema/negation.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';
import type { ShopDirectory, ShopRow } from '../shop/index.ts';
import type { NegationRow } from './engine/repo.ts';

/** The negations of `ids` the user may see, each with its shop; others' ids are simply not there. */
export async function visibleNegations(
  db: Database,
  shops: ShopDirectory,
  user: SessionUser,
  ids: string[],
): Promise<{ row: NegationRow; shop: ShopRow }[]> {
  const rows = await db
    .select()
    .from(negation)
    .where(
      and(
        inArray(negation.id, ids),
        inVisibleScope(user, { organisation: negation.organisationId, shop: negation.shopId }),
      ),
    );
  const owners = await shops.shopsById(rows.map((row) => row.shopId));
  return rows.flatMap((row) => {
    const owner = owners.get(row.shopId);
    return owner ? [{ row, shop: owner }] : [];
  });
}
