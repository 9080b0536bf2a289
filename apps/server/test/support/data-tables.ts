import type pg from 'pg';

/**
 * The tables that hold Termwise's data, by name: every table of the schema but the login rate limiter's
 * counters, which its library keeps in a table of its own and which a backup leaves out. A partition's rows
 * count as its table's: which months have a partition depends on when the database was made.
 */
export async function dataTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select t.table_name as name from information_schema.tables t
       join pg_class c on c.oid = format('public.%I', t.table_name)::regclass
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE' and t.table_name <> 'rate_limit'
        and not c.relispartition
      order by t.table_name`,
  );
  return rows.map((row) => row.name);
}
