import type { HarvestProofChart, HarvestProofDay } from '@termwise/contracts';
import { daysInRange, MAX_RANGE_DAYS } from '@termwise/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { harvest } from '../../db/schema/harvest.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';
import { addDays, shopToday } from '../../shop-calendar.ts';
import type { DaySums, SearchTermFilter, ShopDirectory, SyncedAds } from '../shop/index.ts';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Every day from start to end (none when end is before start), so a line drops to zero where nothing was bought. */
function everyDay(sums: DaySums[], startDate: string, endDate: string): HarvestProofDay[] {
  const byDate = new Map(sums.map((sum) => [sum.date, sum]));
  const days = endDate < startDate ? 0 : Math.min(daysInRange(startDate, endDate), MAX_RANGE_DAYS);
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(startDate, index);
    const day = byDate.get(date);
    return {
      date,
      cost: cents(day?.cost ?? 0),
      sales: cents(day?.sales7d ?? 0),
      orders: day?.purchases7d ?? 0,
      clicks: day?.clicks ?? 0,
    };
  });
}

/**
 * `/v1/harvest/proof_chart`: an applied harvest day by day. The source runs from the look-back window before the
 * harvest to yesterday, so the days after the negative show the term leaving it; the new keyword from the harvest
 * date (Amazon may report a few clicks that very day) to yesterday.
 */
export function createHarvestProofChart(deps: {
  db: Database;
  shops: ShopDirectory;
  syncedAds: SyncedAds;
  now: () => Date;
}) {
  const { db, shops, syncedAds, now } = deps;

  async function daily(shopId: string, filter: SearchTermFilter, startDate: string, endDate: string) {
    if (endDate < startDate) return [];
    return everyDay(await syncedAds.daySums(shopId, filter, { startDate, endDate }), startDate, endDate);
  }

  return async function proofChart(user: SessionUser, request: { id: string }): Promise<HarvestProofChart> {
    const [row] = await db
      .select()
      .from(harvest)
      .where(
        and(
          eq(harvest.id, request.id),
          inVisibleScope(user, { organisation: harvest.organisationId, shop: harvest.shopId }),
        ),
      );
    if (!row || row.status !== 'applied' || !row.harvestedOn || !row.adGroupId)
      throw notFound(messages.harvest.notFound);
    const shop = (await shops.shopsById([row.shopId])).get(row.shopId);
    if (!shop) throw notFound(messages.harvest.notFound);
    const yesterday = addDays(shopToday(shop.timezone, now()), -1);
    const { searchTerm, harvestedOn } = row;
    const [source, keyword] = await Promise.all([
      daily(
        shop.id,
        { adGroupId: row.source.adGroupId, searchTerm },
        addDays(harvestedOn, -row.lookbackDays),
        yesterday,
      ),
      daily(shop.id, { adGroupId: row.adGroupId, searchTerm }, harvestedOn, yesterday),
    ]);
    return { harvestedOn, currency: shop.currencyCode, source, keyword };
  };
}

export type HarvestProofChartReader = ReturnType<typeof createHarvestProofChart>;
