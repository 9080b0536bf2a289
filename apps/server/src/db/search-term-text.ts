import { sql, type AnyColumn } from 'drizzle-orm';

/** A keyword's text as Amazon reports search terms (lowercase, single spaces): SQL's `normaliseKeyword`. */
export const asSearchTermText = (column: AnyColumn) =>
  sql<string>`regexp_replace(lower(btrim(${column})), '[[:space:]]+', ' ', 'g')`;

/**
 * `column` is one of `terms`, joined to the list rather than compared with an IN list: with an IN list of
 * 2,000 negated terms, PostgreSQL checked a shop's rows against every term, and one board call took 1.2 s
 * at 50M rows instead of 0.24 s (the scale bench). Only for such long lists: for the negative-keyword
 * list's terms on the embedded database the join was slower (p95 85 -> 120 ms, the rules bench).
 */
export const isOneOf = (column: AnyColumn, terms: readonly string[]) =>
  sql`${column} in (select unnest(${sql.param([...terms])}::text[]))`;
