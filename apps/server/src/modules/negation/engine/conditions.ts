import type { RuleConditionInput } from '@termwise/contracts';
import type { DerivedMetrics } from './metrics.ts';

export interface RuleTargets {
  cpcTarget: number | null;
  acosTarget: number | null;
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

function thresholdOf(condition: RuleConditionInput, targets: RuleTargets): number | null {
  const target = condition.relativeTo ? targets[condition.relativeTo] : 1;
  return target === null ? null : condition.value * target;
}

function holds(condition: RuleConditionInput, metrics: DerivedMetrics, targets: RuleTargets): boolean {
  const actual = metrics[condition.metric];
  const threshold = thresholdOf(condition, targets);
  return actual !== null && threshold !== null && COMPARE[condition.operator](actual, threshold);
}

/** e.g. "clicks 23 >= 15" or "spend 4.20 >= 3.00 (2 x cpcTarget)". */
function measured(condition: RuleConditionInput, metrics: DerivedMetrics, targets: RuleTargets): string {
  const relative = condition.relativeTo ? ` (${condition.value} x ${condition.relativeTo})` : '';
  const actual = show(condition.metric, metrics[condition.metric]);
  const threshold = show(condition.metric, thresholdOf(condition, targets));
  return `${condition.metric} ${actual} ${condition.operator} ${threshold}${relative}`;
}

/** Whether every condition holds. */
export function conditionsHold(
  conditions: readonly RuleConditionInput[],
  metrics: DerivedMetrics,
  targets: RuleTargets,
): boolean {
  return conditions.every((condition) => holds(condition, metrics, targets));
}

/**
 * The conditions as they were measured, for a term a rule acts on. Kept apart from conditionsHold: a
 * 90-day replay checks every term once a day, and writing each one's reason was a tenth of its allocations.
 */
export function reasonOf(
  conditions: readonly RuleConditionInput[],
  metrics: DerivedMetrics,
  targets: RuleTargets,
): string {
  return conditions.map((condition) => measured(condition, metrics, targets)).join('; ');
}

function show(metric: RuleConditionInput['metric'], value: number | null): string {
  if (value === null) return 'n/a';
  if (metric === 'acos' || metric === 'cvr' || metric === 'reachProbability')
    return `${(value * 100).toFixed(2)}%`;
  if (metric === 'spend' || metric === 'cpc') return value.toFixed(2);
  return String(value);
}
