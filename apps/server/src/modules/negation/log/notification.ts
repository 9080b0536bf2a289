import type { NotificationItem } from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import { formatInZone, shiftDays } from '../../../shop-calendar.ts';
import type { ShopDirectory } from '../../shop/index.ts';
import type { NegationLogRepo } from './repo.ts';
import { DISPLAY_ZONE } from './times.ts';

/** The bell reports automatic negations of this recent past; older ones live on the negative-keywords page. */
export const RECENT_AUTOMATIC_DAYS = 7;

/**
 * The bell: per ASIN with a negation gone live lately, its negated terms (flag 1), and per ASIN the terms
 * waiting for someone to confirm them (flag 2). The bell shows only its first items, so the newest of each
 * kind leads (a decision never hides behind news, nor news behind decisions), then the rest newest first. `num` counts exactly the rows
 * the keyword log lists for that ASIN and flag.
 */
export async function notifications(
  repo: NegationLogRepo,
  shops: ShopDirectory,
  user: SessionUser,
  now: Date,
): Promise<NotificationItem[]> {
  const since = shiftDays(now, -RECENT_AUTOMATIC_DAYS);
  const counts = await repo.bellCounts(user, since);
  const rows = counts.map((row) => ({ ...row, at: new Date(row.time) }));
  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  const leads = [rows.find((row) => row.flag !== 1), rows.find((row) => row.flag === 1)].filter(
    (row) => row !== undefined,
  );
  const ordered = [...leads, ...rows.filter((row) => !leads.includes(row))];
  const productOf = await shops.products(ordered.map((row) => row.shopId));
  return ordered.map((row) => {
    const item = productOf(row.shopId, row.asin);
    return {
      asin: row.asin,
      iteamName: item?.title ?? row.asin,
      flag: row.flag === 1 ? 1 : 2,
      num: row.num,
      pictureUrl: item?.imageUrl ?? '',
      time: formatInZone(row.at, DISPLAY_ZONE),
      shopId: row.shopId,
    };
  });
}
