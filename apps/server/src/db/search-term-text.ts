import { sql, type AnyColumn } from 'drizzle-orm';

/** A keyword's text as Amazon reports search terms (lowercase, single spaces): SQL's `normaliseKeyword`. */
export const asSearchTermText = (column: AnyColumn) =>
  sql<string>`regexp_replace(lower(btrim(${column})), '[[:space:]]+', ' ', 'g')`;
