type Translate = (key: string | string[], options?: { defaultValue?: string }) => string;

/** Where a field's values are translated: a status reads "已否定", a match type "否定精准". */
const VALUE_KEYS: Record<string, string[]> = {
  status: ['negation.status', 'operationLog.value.status'],
  matchType: ['negation.matchType'],
  level: ['negation.level'],
  recommendation: ['negation.recommendation'],
  flag: ['negation.flag'],
  outcome: ['operationLog.value.outcome'],
  keywordState: ['operationLog.value.keywordState'],
};

/** "heldBackOverMaximum" -> "held back over maximum": a field no text names yet still reads as words. */
const words = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

export function fieldLabel(field: string, t: Translate): string {
  // Metrics (clicks, spend, ACOS) are named once, by the negation pages.
  return t([`operationLog.field.${field}`, `negation.metric.${field}`], { defaultValue: words(field) });
}

/**
 * A logged value as the seller reads it: ids by their names, known codes translated, lists joined,
 * nested objects as "label: value" parts. Empty is a dash.
 */
export function fieldValueText(
  field: string,
  value: unknown,
  t: Translate,
  names: Record<string, string>,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.length ? value.map((item) => fieldValueText(field, item, t, names)).join(', ') : '—';
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => `${fieldLabel(key, t)}: ${fieldValueText(key, child, t, names)}`)
      .join('; ');
  if (typeof value === 'boolean') return t(`operationLog.value.${value ? 'yes' : 'no'}`);
  const text = String(value);
  if (names[text]) return names[text];
  const keys = VALUE_KEYS[field];
  return keys
    ? t(
        keys.map((key) => `${key}.${text}`),
        { defaultValue: text },
      )
    : text;
}
