export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffLine {
  /** Dotted path to the value, e.g. `scope.asins.0`; empty for a whole non-object value. */
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** What changed between two JSON values, leaf by leaf, in a stable (sorted) order. */
export function jsonDiff(before: unknown, after: unknown, path = ''): DiffLine[] {
  if (isPlainObject(before) && isPlainObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(byKey);
    return keys.flatMap((key) => {
      const childPath = path ? `${path}.${key}` : key;
      if (!(key in after)) return [{ path: childPath, kind: 'removed' as const, before: before[key] }];
      if (!(key in before)) return [{ path: childPath, kind: 'added' as const, after: after[key] }];
      return jsonDiff(before[key], after[key], childPath);
    });
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (before === null || before === undefined) return [{ path, kind: 'added', after }];
  if (after === null || after === undefined) return [{ path, kind: 'removed', before }];
  return [{ path, kind: 'changed', before, after }];
}

/** Array indexes in numeric order, other keys alphabetically. */
function byKey(a: string, b: string): number {
  const [na, nb] = [Number(a), Number(b)];
  return Number.isInteger(na) && Number.isInteger(nb) ? na - nb : a.localeCompare(b);
}
