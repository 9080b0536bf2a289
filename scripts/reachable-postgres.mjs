// The PostgreSQL server the test suite and the bench use when one answers: DATABASE_URL, else the local
// development server.
import pg from 'pg';

const LOCAL_POSTGRES_URL = 'postgres://termwise:termwise@127.0.0.1:5432/postgres';

/** @returns {Promise<string | undefined>} the URL when a connection succeeds within 2 s */
export async function reachablePostgres() {
  const url = process.env.DATABASE_URL ?? LOCAL_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}
