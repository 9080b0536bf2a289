import diff from 'microdiff';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'same';

export interface FieldChange {
  field: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One line per top-level field of a logged change. A field only one side recorded (the after of a
 * confirm carries the outcome, not the term again) is context, not a removal: only a whole object
 * appearing or going counts as added or removed, and a field changed when its values differ.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === after || (before == null && after == null)) return [];
    return [
      { field: '', kind: before == null ? 'added' : after == null ? 'removed' : 'changed', before, after },
    ];
  }
  if (!isRecord(before))
    return Object.entries(after as object).map(([field, value]) => ({ field, kind: 'added', after: value }));
  if (!isRecord(after))
    return Object.entries(before).map(([field, value]) => ({ field, kind: 'removed', before: value }));
  const changed = new Set(
    diff(before, after)
      .filter((change) => change.path.length > 1 || change.type === 'CHANGE')
      .map((change) => String(change.path[0])),
  );
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    kind: changed.has(field) ? 'changed' : 'same',
    before: before[field],
    after: after[field],
  }));
}
