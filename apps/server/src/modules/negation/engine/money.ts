import { isMoneyCondition, type RuleConditionInput } from '@termwise/contracts';
import type { Converter } from '../../currency/index.ts';

interface MoneyOfRule {
  conditions: RuleConditionInput[];
  cpcTarget: number | null;
  cpcTargetCurrency: string | null;
}

/**
 * The rule as it applies to a shop of `shopCurrency`: each money amount given in another currency
 * (a condition's `currencyCode`, `cpcTargetCurrency`) converted at the organisation's rates. Undefined when
 * a rate is missing: a rule that cannot say what its amount is here does not run here.
 */
export function inShopCurrency<Rule extends MoneyOfRule>(
  rule: Rule,
  shopCurrency: string,
  convert: Converter,
): Rule | undefined {
  const amount = (value: number, currency: string | null | undefined) =>
    currency ? convert(value, currency, shopCurrency) : value;
  const conditions = rule.conditions.map((condition) => {
    const { currencyCode, ...inShop } = condition;
    if (!isMoneyCondition(condition)) return inShop;
    const value = amount(condition.value, currencyCode);
    return value === undefined ? undefined : { ...inShop, value };
  });
  const cpcTarget = rule.cpcTarget === null ? null : amount(rule.cpcTarget, rule.cpcTargetCurrency);
  if (conditions.includes(undefined) || cpcTarget === undefined) return undefined;
  return {
    ...rule,
    conditions: conditions as RuleConditionInput[],
    cpcTarget,
    cpcTargetCurrency: null,
  };
}

/** Why a rule's money cannot stand as it is over shops of several currencies, or null. */
export function moneyWithoutCurrency(rule: MoneyOfRule, scopeCurrencies: ReadonlySet<string>) {
  if (scopeCurrencies.size < 2) return null;
  const index = rule.conditions.findIndex(
    (condition) => isMoneyCondition(condition) && !condition.currencyCode,
  );
  if (index >= 0) return { field: `conditions.${index}.currencyCode` };
  if (rule.cpcTarget !== null && !rule.cpcTargetCurrency) return { field: 'cpcTargetCurrency' };
  return null;
}

/** The currencies of the shops a rule covers (an empty shop list: all the organisation's). */
export function scopeCurrencies(
  rule: { scope: { shopIds: string[] } },
  organisationShops: readonly { id: string; currencyCode: string }[],
): Set<string> {
  const { shopIds } = rule.scope;
  return new Set(
    organisationShops
      .filter((row) => !shopIds.length || shopIds.includes(row.id))
      .map((row) => row.currencyCode),
  );
}

/** A rule whose amount has no currency while its shops use several: it runs nowhere until given one. */
export const needsCurrency = (
  rule: MoneyOfRule & { scope: { shopIds: string[] } },
  organisationShops: readonly { id: string; currencyCode: string }[],
) => moneyWithoutCurrency(rule, scopeCurrencies(rule, organisationShops)) !== null;
