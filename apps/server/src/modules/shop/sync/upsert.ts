import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';

/** Rows per statement: large enough to be fast, small enough to stay under PostgreSQL's parameter limit. */
const BATCH_ROWS = 500;

/**
 * `insert ... on conflict (key) do update` of every other column, in batches, each batch in its own
 * transaction: a repeat overwrites with the newer values and never duplicates a row.
 */
export async function upsertRows<T extends PgTable>(
  db: Database,
  table: T,
  key: PgColumn[],
  rows: T['$inferInsert'][],
): Promise<void> {
  const keyNames = new Set(key.map((column) => column.name));
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS);
    await db.transaction(async (tx) => {
      await tx.insert(table).values(batch).onConflictDoUpdate({ target: key, set });
    });
  }
}
