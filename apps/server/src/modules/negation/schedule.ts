import type { ShopDirectory } from '../shop/index.ts';
import type { RuleRepo } from './rules/repo.ts';

/**
 * Enqueues a run for every shop of every rule whose schedule is due, and stamps the rule so the next
 * check does not enqueue it again. A shop's run evaluates all of its enabled rules at once.
 */
export async function scheduleDueRules(
  deps: { rules: RuleRepo; shops: ShopDirectory },
  now: Date,
  enqueueRun: (shopId: string, organisationId: string) => Promise<void>,
) {
  const due = await deps.rules.stampDue(now);
  const runs = new Map<string, string>();
  for (const rule of due) {
    const shops = await deps.shops.shopsOfOrganisation(rule.organisationId);
    for (const { id } of shops) {
      if (!rule.scope.shopIds.length || rule.scope.shopIds.includes(id)) runs.set(id, rule.organisationId);
    }
  }
  for (const [shopId, organisationId] of runs) await enqueueRun(shopId, organisationId);
}
