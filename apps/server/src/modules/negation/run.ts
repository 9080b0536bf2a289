import type { OperationLog } from '../operation-log/index.ts';
import type { ShopDirectory } from '../shop/index.ts';
import type { ApplyOutcome, NegationApplier } from './apply.ts';
import { shopToday } from '../../shop-calendar.ts';
import { evaluateRule, totalsQueryOf, type Candidate, type ShopFacts } from './engine/evaluate.ts';
import type { EngineRepo, NegationRow, RuleRow, ShopRow } from './engine/repo.ts';
import { negatedKey } from './engine/terms.ts';
import { jobKind, shopJobPayload } from '../../jobs/job-kind.ts';

export const negationRunJob = jobKind('negation.run', shopJobPayload);
export const negationRunKey = (shopId: string) => `${negationRunJob.name}:${shopId}`;

/** Automatic negations one run may send for one shop before it stops and asks (NEGATION_MAX_PER_RUN). */
export const DEFAULT_MAX_AUTOMATIC_PER_RUN = 50;

export interface RunSummary {
  shopId: string;
  rules: number;
  proposed: number;
  /** Set when the run would have negated more than the maximum on its own and asked instead. */
  heldBackOverMaximum: number;
  applied: number;
  failed: number;
}

/** What the rules need to know about a shop; each rule's search-term sums are read when it is evaluated. */
export async function loadShopFacts(repo: EngineRepo, target: ShopRow, now: Date): Promise<ShopFacts> {
  const [asinOfAdGroup, negated, keywords] = await Promise.all([
    repo.asinOfAdGroup(target.id),
    repo.negatedKeys(target.id),
    repo.ownKeywords(target.id),
  ]);
  const today = shopToday(target.timezone, now);
  let baselines: ReturnType<ShopFacts['baselines']> | undefined;
  return {
    shopId: target.id,
    currencyCode: target.currencyCode,
    today,
    termTotals: (query) => repo.termTotals(target.id, query),
    termTotalsOf: (queries) => repo.termTotalsOf(target.id, queries),
    asinOfAdGroup,
    negated,
    keywords,
    baselines: () => (baselines ??= repo.baselines(target.id, today, asinOfAdGroup)),
  };
}

/**
 * What each rule proposes in one run of a shop. Two rules never take one term at one place (say exact and
 * phrase). When the automatic ones together exceed the shop's maximum, the run negates none of them on its
 * own: they all wait for a person, marked as held back, so a rule that misfires on an unusual account
 * cannot push hundreds of negatives at once.
 */
export async function planRun(rules: RuleRow[], shopFacts: ShopFacts, maxAutomatic: number) {
  const negated = new Set(shopFacts.negated);
  const sums = await sumsOfRules(rules, shopFacts);
  const perRule: { rule: RuleRow; candidates: Candidate[] }[] = [];
  for (const [index, rule] of rules.entries()) {
    const { candidates } = await evaluateRule(rule, { ...shopFacts, negated, termTotals: sums[index]! });
    const fresh = candidates.filter((candidate) => {
      const key = negatedKey(candidate.place.campaignId, candidate.place.adGroupId, candidate.searchTerm);
      if (negated.has(key)) return false;
      negated.add(key);
      return true;
    });
    perRule.push({ rule, candidates: fresh });
  }
  const automatic = perRule.flatMap(({ candidates }) => candidates.filter((c) => c.flag === 1));
  if (automatic.length <= maxAutomatic) return { perRule, heldBackOverMaximum: 0 };
  for (const candidate of automatic) {
    candidate.flag = 2;
    candidate.caution = { ...candidate.caution, heldBack: 'runMaximum' };
  }
  return { perRule, heldBackOverMaximum: automatic.length };
}

/**
 * Each rule's search-term sums, read together before any rule is evaluated: the shop's rows are read once
 * per distinct window, not once per rule.
 */
async function sumsOfRules(rules: RuleRow[], shopFacts: ShopFacts): Promise<ShopFacts['termTotals'][]> {
  const queries = rules.map((rule) => totalsQueryOf(rule, shopFacts));
  const wanted = queries.filter((query) => query !== null);
  if (!shopFacts.termTotalsOf || wanted.length < 2) return rules.map(() => shopFacts.termTotals);
  const totals = await shopFacts.termTotalsOf(wanted);
  let next = 0;
  return queries.map((query) => {
    const found = query ? totals[next++]! : [];
    return async () => found;
  });
}

/**
 * One run of a shop's rules: finish what an earlier run left half-done, propose the new negations, and
 * apply the automatic ones (flag 1) at once. Safe to repeat: a term already proposed is never proposed
 * again, and applying goes through the applier's intent rows.
 */
export function createNegationRunner(deps: {
  repo: EngineRepo;
  shops: ShopDirectory;
  applier: NegationApplier;
  operationLog: OperationLog;
  now: () => Date;
  maxAutomaticPerRun?: number;
}) {
  const { repo, applier, operationLog, now } = deps;
  const maxAutomaticPerRun = deps.maxAutomaticPerRun ?? DEFAULT_MAX_AUTOMATIC_PER_RUN;

  /** Finishes what a crashed applier left `applying`: adopts what reached Amazon, sends what did not. */
  async function recoverAbandoned(target: ShopRow) {
    const claimed = await applier.claimAbandoned(target.id);
    const outcomes = await applier.apply(target, claimed, true);
    const authors = await repo.ruleAuthors(claimed.map((row) => row.ruleId));
    await Promise.all(outcomes.map((outcome) => logAutomatic(target, claimed, outcome, 'applying', authors)));
    return outcomes;
  }

  async function propose(target: ShopRow, rules: RuleRow[]) {
    const shopFacts = await loadShopFacts(repo, target, now());
    const planned = await planRun(rules, shopFacts, maxAutomaticPerRun);
    let proposed = 0;
    for (const { rule, candidates } of planned.perRule) {
      proposed += (await repo.insertNegations(target, rule, candidates)).length;
    }
    await repo.markRuleRun(
      rules.map((rule) => rule.id),
      target,
      now(),
    );
    return { proposed, heldBackOverMaximum: planned.heldBackOverMaximum };
  }

  async function applyAutomatic(target: ShopRow) {
    const waiting = await repo.automaticPending(target.id);
    const claimed = await applier.claim(
      waiting.map((row) => row.id),
      ['pending'],
      null,
    );
    const outcomes = await applier.apply(target, claimed);
    const authors = await repo.ruleAuthors(claimed.map((row) => row.ruleId));
    await Promise.all(outcomes.map((outcome) => logAutomatic(target, claimed, outcome, 'pending', authors)));
    return outcomes;
  }

  async function logAutomatic(
    target: ShopRow,
    rows: NegationRow[],
    outcome: ApplyOutcome,
    before: 'pending' | 'applying',
    authors: Awaited<ReturnType<EngineRepo['ruleAuthors']>>,
  ) {
    const row = rows.find((candidate) => candidate.id === outcome.id)!;
    // No person clicked: the entry names the rule and whoever last changed it.
    const rule = row.ruleId ? authors.get(row.ruleId) : undefined;
    const proposedBy = {
      ruleId: row.ruleId,
      ruleName: rule?.name ?? null,
      changedBy: rule?.changedByName ?? null,
    };
    await operationLog.record(
      { organisationId: target.organisationId },
      {
        module: 'negation',
        action: 'auto_negate',
        objectType: 'negation',
        objectId: row.id,
        shopId: target.id,
        before: { status: before, proposedBy },
        after: {
          proposedBy,
          status: outcome.status,
          searchTerm: row.searchTerm,
          matchType: row.matchType,
          campaignId: row.campaignId,
          adGroupId: row.adGroupId,
        },
        result: outcome.status === 'applied' ? 'success' : 'failure',
        message: outcome.message ?? undefined,
        failure: outcome.failure ?? undefined,
      },
    );
  }

  return {
    /**
     * The recovery pass (at start, then every few seconds, on every instance): each abandoned row is
     * claimed by one taker, which looks on Amazon before it sends anything.
     */
    async recoverAbandonedApplies(): Promise<number> {
      let recovered = 0;
      for (const shopId of await applier.shopsWithAbandoned()) {
        const target = await deps.shops.shop(shopId);
        if (target) recovered += (await recoverAbandoned(target)).length;
      }
      return recovered;
    },

    async runShop(shopId: string): Promise<RunSummary | undefined> {
      const target = await deps.shops.shop(shopId);
      if (!target) return undefined;
      const recovered = await recoverAbandoned(target);
      const rules = await repo.rulesToRunOn(target);
      const { proposed, heldBackOverMaximum } = await propose(target, rules);
      const outcomes = [...recovered, ...(await applyAutomatic(target))];
      const summary: RunSummary = {
        shopId,
        rules: rules.length,
        proposed,
        heldBackOverMaximum,
        applied: outcomes.filter((outcome) => outcome.status === 'applied').length,
        failed: outcomes.filter((outcome) => outcome.status !== 'applied').length,
      };
      await operationLog.record(
        { organisationId: target.organisationId },
        {
          module: 'negation',
          action: 'run_rules',
          objectType: 'shop',
          objectId: shopId,
          shopId,
          after: summary,
          result: 'success',
        },
      );
      return summary;
    },
  };
}

export type NegationRunner = ReturnType<typeof createNegationRunner>;
