import type { RuleConditionInput } from '@termwise/contracts';
import type { DerivedMetrics } from './metrics.ts';

export interface RuleTargets {
  cpcTarget: number | null;
  acosTarget: number | null;
}

export interface ConditionCheck {
  matched: boolean;
  /** e.g. "clicks 23 >= 15" or "spend 4.20 >= 3.00 (2 x cpcTarget)". */
  text: string;
}

const COMPARE: Record<RuleConditionInput['operator'], (actual: number, threshold: number) => boolean> = {
  '>=': (actual, threshold) => actual >= threshold - EPSILON,
  '>': (actual, threshold) => actual > threshold + EPSILON,
  '<=': (actual, threshold) => actual <= threshold + EPSILON,
  '<': (actual, threshold) => actual < threshold - EPSILON,
  '=': (actual, threshold) => Math.abs(actual - threshold) <= EPSILON,
};
// Money and ratios are floats: 0.1 + 0.2 must still equal 0.3.
const EPSILON = 1e-9;

export function checkCondition(
  condition: RuleConditionInput,
  metrics: DerivedMetrics,
  targets: RuleTargets,
): ConditionCheck {
  const actual = metrics[condition.metric];
  const target = condition.relativeTo ? targets[condition.relativeTo] : 1;
  const threshold = target === null ? null : condition.value * target;
  const relative = condition.relativeTo ? ` (${condition.value} x ${condition.relativeTo})` : '';
  const text = `${condition.metric} ${show(condition.metric, actual)} ${condition.operator} ${show(condition.metric, threshold)}${relative}`;
  if (actual === null || threshold === null) return { matched: false, text };
  return { matched: COMPARE[condition.operator](actual, threshold), text };
}

/** All conditions must hold; the reason lists each as it was measured. */
export function checkConditions(
  conditions: readonly RuleConditionInput[],
  metrics: DerivedMetrics,
  targets: RuleTargets,
): { matched: boolean; reason: string } {
  const checks = conditions.map((condition) => checkCondition(condition, metrics, targets));
  return {
    matched: checks.every((check) => check.matched),
    reason: checks.map((check) => check.text).join('; '),
  };
}

function show(metric: RuleConditionInput['metric'], value: number | null): string {
  if (value === null) return 'n/a';
  if (metric === 'acos' || metric === 'cvr' || metric === 'reachProbability')
    return `${(value * 100).toFixed(2)}%`;
  if (metric === 'spend' || metric === 'cpc') return value.toFixed(2);
  return String(value);
}
