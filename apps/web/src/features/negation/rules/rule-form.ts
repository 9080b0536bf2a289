import {
  isFractionMetric,
  isMoneyCondition,
  issueMessage,
  negRuleSaveRequest,
  type NegRule,
  type NegRuleSaveRequest,
  type RuleAction,
  type RuleConditionInput,
} from '@termwise/contracts';
import type { LanguageCode } from '@/locales/languages';

/** The form shows ACOS and CVR in percent; the API stores them as fractions. */
export interface RuleFormValues {
  id?: string;
  name: string;
  action: RuleAction;
  enabled: boolean;
  scope: NegRuleSaveRequest['scope'];
  conditions: RuleConditionInput[];
  lookbackDays: number;
  skipRecentDays: number;
  attributionDays: 1 | 7;
  cpcTarget: number | null;
  /** null: each shop's own currency. */
  cpcTargetCurrency: string | null;
  acosTargetPercent: number | null;
  flag: 1 | 2;
  matchType: NegRuleSaveRequest['matchType'];
  level: NegRuleSaveRequest['level'];
  protectedTerms: string[];
  coreTerms: string[];
  coreTermFactor: number;
  priorClicks: number;
  scheduleHours: number;
}

const isPercentInForm = (condition: RuleConditionInput) =>
  isFractionMetric(condition.metric) && !condition.relativeTo;
const round = (value: number) => Math.round(value * 1_000_000) / 1_000_000;

/**
 * What a new harvest rule starts from: 2 orders and an ACOS of at most 30 % over 60 days (Teikametrics'
 * and the harvest defaults), counted with 7-day attribution as harvest rules are.
 */
export const HARVEST_START: Pick<RuleFormValues, 'conditions' | 'lookbackDays' | 'attributionDays'> = {
  conditions: [
    { metric: 'orders', operator: '>=', value: 2 },
    { metric: 'acos', operator: '<=', value: 30 },
  ],
  lookbackDays: 60,
  attributionDays: 7,
};

/** The rule a seller starts from: the classic "clicks without orders" waste filter. */
export const NEW_RULE: RuleFormValues = {
  name: '',
  action: 'negate',
  enabled: true,
  scope: { shopIds: [], asins: [], campaignIds: [], adGroupIds: [] },
  conditions: [
    { metric: 'clicks', operator: '>=', value: 20 },
    { metric: 'orders', operator: '=', value: 0 },
  ],
  lookbackDays: 30,
  skipRecentDays: 2,
  attributionDays: 7,
  cpcTarget: null,
  cpcTargetCurrency: null,
  acosTargetPercent: null,
  flag: 2,
  matchType: 'NEGATIVE_EXACT',
  level: 'adGroup',
  protectedTerms: [],
  coreTerms: [],
  coreTermFactor: 3,
  priorClicks: 20,
  scheduleHours: 24,
};

export function toFormValues(rule: NegRule): RuleFormValues {
  return {
    id: rule.id,
    name: rule.name,
    action: rule.action,
    enabled: rule.enabled,
    scope: rule.scope,
    conditions: rule.conditions.map((condition) =>
      isPercentInForm(condition) ? { ...condition, value: round(condition.value * 100) } : condition,
    ),
    lookbackDays: rule.lookbackDays,
    skipRecentDays: rule.skipRecentDays,
    attributionDays: rule.attributionDays,
    cpcTarget: rule.cpcTarget,
    cpcTargetCurrency: rule.cpcTargetCurrency,
    acosTargetPercent: rule.acosTarget === null ? null : round(rule.acosTarget * 100),
    flag: rule.flag,
    matchType: rule.matchType,
    level: rule.level,
    protectedTerms: rule.protectedTerms,
    coreTerms: rule.coreTerms,
    coreTermFactor: rule.coreTermFactor,
    priorClicks: rule.priorClicks,
    scheduleHours: rule.scheduleHours,
  };
}

export function toSaveRequest({ acosTargetPercent, ...values }: RuleFormValues): NegRuleSaveRequest {
  return {
    ...values,
    name: values.name.trim(),
    conditions: values.conditions.map(({ relativeTo: chosen, currencyCode, ...condition }) => {
      // The form hides "relative to" for a probability; a choice left from another metric goes.
      const relativeTo = condition.metric === 'reachProbability' ? undefined : chosen;
      return {
        ...condition,
        ...(relativeTo ? { relativeTo } : {}),
        ...(currencyCode && isMoneyCondition({ ...condition, relativeTo }) ? { currencyCode } : {}),
        value: isPercentInForm({ ...condition, relativeTo }) ? round(condition.value / 100) : condition.value,
      };
    }),
    cpcTarget: values.cpcTarget ?? null,
    cpcTargetCurrency: values.cpcTargetCurrency ?? null,
    acosTarget:
      acosTargetPercent === null || acosTargetPercent === undefined ? null : round(acosTargetPercent / 100),
  };
}

export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/**
 * The server's own schema run on the form: whatever slips past the field rules is caught here, on the
 * field it belongs to, before a round trip.
 */
export function serverSchemaErrors(values: RuleFormValues, language: LanguageCode): FieldError[] {
  const request = toSaveRequest(values);
  const parsed = negRuleSaveRequest.safeParse(request);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    name: issue.path[0] === 'acosTarget' ? ['acosTargetPercent'] : (issue.path as (string | number)[]),
    errors: [issueMessage(issue, language, valueAt(request, issue.path))],
  }));
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, step) => (value as Record<PropertyKey, unknown> | null | undefined)?.[step],
    input,
  );
}
