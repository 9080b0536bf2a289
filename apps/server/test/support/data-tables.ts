import type pg from 'pg';

/**
 * The tables that hold Termwise's data, by name: every table of the schema but the login rate limiter's
 * counters, which its library keeps in a table of its own and which a backup leaves out.
 */
export async function dataTables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit'
      order by table_name`,
  );
  return rows.map((row) => row.name);
}
