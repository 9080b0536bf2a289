import type { OperLogRow } from '@termwise/contracts';

const NAMING_FIELDS = ['searchTerm', 'name', 'accountName', 'asin', 'userName', 'phone'];

/** What the seller recognises the object by (the term, the rule or shop name) rather than its database id. */
export function objectName(
  row: Pick<OperLogRow, 'objectId' | 'objectType' | 'before' | 'after' | 'shopName'>,
): string {
  if (row.objectType === 'shop' && row.shopName) return row.shopName;
  for (const snapshot of [row.after, row.before]) {
    if (typeof snapshot !== 'object' || snapshot === null) continue;
    const record = snapshot as Record<string, unknown>;
    const field = NAMING_FIELDS.find((name) => typeof record[name] === 'string' && record[name]);
    if (field) return record[field] as string;
  }
  return row.objectId;
}
