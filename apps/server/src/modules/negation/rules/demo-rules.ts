import { SEEDED_RULE_NAMES } from '@termwise/contracts';
import type { Database } from '../../../db/client.ts';
import { negationRule } from '../../../db/schema/negation.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const EVERYTHING = { shopIds: [], asins: [], campaignIds: [], adGroupIds: [] };

/**
 * The rules the demo organisation starts with: one negates on its own, one asks a person first, and one by
 * stated probability (`reachProbability`), switched off so the seller previews it before it proposes
 * anything. All read ratios and counts only, so they fit every marketplace whatever its currency. The
 * first two start past their trial run, as the demo history shows them having run on earlier days.
 */
export async function seedDemoRules(tx: Transaction | Database, organisationId: string) {
  await tx.insert(negationRule).values([
    {
      organisationId,
      name: SEEDED_RULE_NAMES.clicksWithoutOrders,
      conditions: [
        { metric: 'clicks', operator: '>=', value: 15 },
        { metric: 'orders', operator: '=', value: 0 },
      ],
      scope: EVERYTHING,
      lookbackDays: 30,
      skipRecentDays: 2,
      attributionDays: 7,
      flag: 1,
      trialRun: false,
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
      protectedTerms: ['brightwood', 'northpeak'],
      scheduleHours: 24,
    },
    {
      organisationId,
      name: SEEDED_RULE_NAMES.acosOverTarget,
      conditions: [
        { metric: 'acos', operator: '>=', value: 2, relativeTo: 'acosTarget' },
        { metric: 'orders', operator: '>=', value: 1 },
      ],
      scope: EVERYTHING,
      lookbackDays: 30,
      skipRecentDays: 2,
      attributionDays: 7,
      acosTarget: 0.3,
      flag: 2,
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
      protectedTerms: ['brightwood', 'northpeak'],
      scheduleHours: 24,
    },
    {
      organisationId,
      name: SEEDED_RULE_NAMES.unlikelyToReachTarget,
      enabled: false,
      conditions: [{ metric: 'reachProbability', operator: '<', value: 0.1 }],
      scope: EVERYTHING,
      lookbackDays: 30,
      skipRecentDays: 2,
      attributionDays: 7,
      acosTarget: 0.3,
      priorClicks: 20,
      flag: 2,
      matchType: 'NEGATIVE_EXACT',
      level: 'adGroup',
      protectedTerms: ['brightwood', 'northpeak'],
      scheduleHours: 24,
    },
  ]);
}
