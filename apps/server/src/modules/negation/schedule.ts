import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { negationRule, shop } from '../../db/schema/index.ts';

/**
 * Enqueues a run for every shop of every rule whose schedule is due, and stamps the rule so the next
 * check does not enqueue it again. A shop's run evaluates all of its enabled rules at once.
 */
export async function scheduleDueRules(
  db: Database,
  now: Date,
  enqueueRun: (shopId: string, organisationId: string) => Promise<void>,
) {
  const due = await db
    .update(negationRule)
    .set({ lastRunAt: now })
    .where(
      and(
        eq(negationRule.enabled, true),
        gt(negationRule.scheduleHours, 0),
        sql`(${negationRule.lastRunAt} is null or ${negationRule.lastRunAt} + make_interval(hours => ${negationRule.scheduleHours}) <= ${now.toISOString()})`,
      ),
    )
    .returning();
  const runs = new Map<string, string>();
  for (const rule of due) {
    const shops = await db
      .select({ id: shop.id })
      .from(shop)
      .where(eq(shop.organisationId, rule.organisationId));
    for (const { id } of shops) {
      if (!rule.scope.shopIds.length || rule.scope.shopIds.includes(id)) runs.set(id, rule.organisationId);
    }
  }
  for (const [shopId, organisationId] of runs) await enqueueRun(shopId, organisationId);
}
