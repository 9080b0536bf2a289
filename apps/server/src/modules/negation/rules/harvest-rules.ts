import type { NegRuleDraft } from '@termwise/contracts';
import type { SessionUser } from '../../../http/session-user.ts';
import { conditionsHold } from '../engine/conditions.ts';
import { deriveMetrics } from '../engine/metrics.ts';
import { findProtectedWord } from '../engine/terms.ts';
import type { EngineRepo, RuleRow, ShopRow } from '../engine/repo.ts';
import type { RuleService } from './service.ts';

/** A rule whose action is `harvest`, as it runs on one shop: in the shop's currency, in trial or not. */
export type HarvestRule = Pick<
  RuleRow,
  | 'id'
  | 'name'
  | 'flag'
  | 'trialRun'
  | 'scope'
  | 'conditions'
  | 'lookbackDays'
  | 'skipRecentDays'
  | 'acosTarget'
  | 'cpcTarget'
  | 'protectedTerms'
>;

/** A term's sums where it was found, as the harvest scan has them. */
export interface HarvestTermTotals {
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
}

/**
 * The rules whose action is harvest, for the harvest module: it owns the scan and the harvests, the
 * negation module owns the rules, their trial per shop and how a condition is measured.
 */
export function createHarvestRules(deps: { engineRepo: EngineRepo; rules: RuleService }) {
  const { engineRepo } = deps;
  return {
    /** The enabled harvest rules acting on the shop, each in trial until it has run there. */
    rulesFor: (target: ShopRow): Promise<HarvestRule[]> => engineRepo.rulesToRunOn(target, 'harvest'),

    /** A saved harvest rule (`id`) or a draft as it would run now on each shop of its scope the user sees. */
    onShops: (user: SessionUser, request: { id?: string; rule?: NegRuleDraft }) =>
      deps.rules.harvestRuleOnShops(user, request),

    /** The scan ran these rules on the shop: from now on an automatic one acts there on its own. */
    markRun: (ruleIds: string[], target: ShopRow, at: Date) => engineRepo.markRuleRun(ruleIds, target, at),

    /** Whether a term's sums clear every condition of the rule and it holds no protected word. */
    matches(rule: HarvestRule, totals: HarvestTermTotals & { searchTerm: string }): boolean {
      if (findProtectedWord(totals.searchTerm, rule.protectedTerms)) return false;
      return conditionsHold(rule.conditions, deriveMetrics(totals), rule);
    },
  };
}

export type HarvestRules = ReturnType<typeof createHarvestRules>;
