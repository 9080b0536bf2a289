import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** How often the embedded database's statistics are checked (croner, UTC): every minute. */
export const STATISTICS_CHECK = '* * * * *';

/**
 * Analyzes the tables whose planner statistics went stale, by PostgreSQL's own autovacuum rule (more than
 * 50 rows plus 10 % of the table changed since the last analyze), and tables with rows that were never
 * analyzed. PostgreSQL's autovacuum does this by itself; the embedded database (PGlite) runs no autovacuum,
 * so without this its planner guesses row counts forever and picks plans 20x slower (the board's term
 * lookups scanned a month of rows through the wrong index). Temporary tables are left out: an import's staging
table belongs to its run, which analyzes it itself, and may be gone by the time its turn comes. The change counters live in memory and start
 * at zero after a restart; statistics once gathered are stored.
 */
export async function refreshStaleStatistics(db: Database): Promise<string[]> {
  const stale = await db.execute<{ name: string }>(sql`
    select format('%I.%I', s.schemaname, s.relname) as name
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where c.relpersistence = 'p'
      and (s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
        or (c.reltuples < 0 and pg_relation_size(s.relid) > 0))`);
  const names = stale.rows.map((row) => row.name);
  // One table at a time: the embedded database serves one connection, so requests interleave between them.
  for (const name of names) await db.execute(sql.raw(`analyze ${name}`));
  return names;
}
