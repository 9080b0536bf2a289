import type { OperLogRow } from '@termwise/contracts';

const NAMING_FIELDS = ['searchTerm', 'name', 'asin'];

/** What the seller recognises the object by (the term, the rule name) rather than its database id. */
export function objectName(row: Pick<OperLogRow, 'objectId' | 'before' | 'after'>): string {
  for (const snapshot of [row.after, row.before]) {
    if (typeof snapshot !== 'object' || snapshot === null) continue;
    const record = snapshot as Record<string, unknown>;
    const field = NAMING_FIELDS.find((name) => typeof record[name] === 'string' && record[name]);
    if (field) return record[field] as string;
  }
  return row.objectId;
}
