import {
  isFractionMetric,
  type NegRule,
  type RuleConditionInput,
  type RuleScopeInput,
} from '@termwise/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Clicks >= 20", "ACOS > 30%", "Spend >= 10 USD", "Spend >= 2 × CPC target". Ratios are fractions on the wire. */
export function conditionText(condition: RuleConditionInput, t: Translate): string {
  const metric = t(`negation.metric.${condition.metric}`);
  if (condition.relativeTo) {
    const target = t(`negation.rules.relative.${condition.relativeTo}`);
    return `${metric} ${condition.operator} ${condition.value} ${t('negation.rules.times', { target })}`;
  }
  const value = isFractionMetric(condition.metric)
    ? `${round(condition.value * 100)}%`
    : `${condition.value}`;
  // A money amount says its currency: "Spend >= 10 USD" is converted for shops of other currencies.
  const currency = condition.currencyCode ? ` ${condition.currencyCode}` : '';
  return `${metric} ${condition.operator} ${value}${currency}`;
}

/** The whole rule as a seller says it: "Clicks >= 20 and Orders = 0 in 30 days". */
export function conditionsText(rule: Pick<NegRule, 'conditions' | 'lookbackDays'>, t: Translate): string {
  const all = rule.conditions.map((condition) => conditionText(condition, t)).join(t('negation.rules.and'));
  return `${all}${t('negation.rules.within', { days: rule.lookbackDays })}`;
}

export function scopeText(scope: RuleScopeInput, t: Translate): string {
  const parts = [
    scope.shopIds.length && t('negation.rules.scopeParts.shops', { count: scope.shopIds.length }),
    scope.asins.length && t('negation.rules.scopeParts.asins', { count: scope.asins.length }),
    scope.campaignIds.length && t('negation.rules.scopeParts.campaigns', { count: scope.campaignIds.length }),
    scope.adGroupIds.length && t('negation.rules.scopeParts.adGroups', { count: scope.adGroupIds.length }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('negation.rules.allScope');
}

/** Floating point noise (0.07 * 100 = 7.000000000000001) must not reach the screen. */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
