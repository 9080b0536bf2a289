import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline as pipelineStreams, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import copyStreams from 'pg-copy-streams';
import type pg from 'pg';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { copyIntoEmbedded, isEmbedded } from './client.ts';
import { partitionDefaultAbaRows } from './aba-report-partitions.ts';
import { partitionDefaultRows } from './report-months.ts';
import * as schema from './schema/index.ts';

/**
 * A backup is one gzip file of lines: a JSON header (format, the migrations the schema had, the secrets),
 * then per table a JSON line naming it and its columns, its rows in COPY text format and COPY's end marker,
 * then a JSON end line (a file without it was cut short). Rows are read in one repeatable-read transaction,
 * so the file is one consistent moment of a running server.
 */
const FORMAT = 'termwise-backup/1';
const END_OF_ROWS = '\\.';
/** Rows handed to one COPY on restore: bounds memory whatever a table's size. */
const ROWS_PER_COPY = 20_000;

/** What decrypts and signs the data: without them Amazon tokens cannot be read and every login ends. */
export interface BackupSecrets {
  jwtSecret: string;
  /** base64 */
  amazonTokenKey: string;
}

interface Header {
  format: typeof FORMAT;
  createdAt: string;
  /** The schema's migrations (drizzle's hashes) at the time: a backup restores into that schema. */
  migrations: string[];
  secrets: BackupSecrets;
}

interface TableLine {
  table: string;
  columns: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

/** Writes a backup of the database to `file` (through a temporary file, so `file` is never half written). */
export async function writeBackup(
  pool: pg.Pool,
  file: string,
  secrets: BackupSecrets,
): Promise<BackupSummary> {
  const client = await pool.connect();
  const summary = { tables: 0, rows: 0 };
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read read only');
    const header: Header = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      secrets,
    };
    const tables = await tablesOf(client);
    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const { table, columns } of tables) {
        yield `${JSON.stringify({ table, columns } satisfies TableLine)}\n`;
        const rows = client.query(
          // A query, not the table: COPY reads no rows of a partitioned table's partitions.
          copyStreams.to(`copy (select ${columns.map(quoted).join(', ')} from ${quoted(table)}) to stdout`),
        );
        for await (const chunk of rows) yield chunk as Buffer;
        summary.tables += 1;
        summary.rows += rows.rowCount ?? 0;
        yield `${END_OF_ROWS}\n`;
      }
      yield `${JSON.stringify({ end: true, ...summary })}\n`;
    }
    await pipeline(Readable.from(lines()), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    await client.query('commit');
    renameSync(partial, file);
    return summary;
  } catch (error) {
    rmSync(partial, { force: true });
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export class BackupError extends Error {}

/**
 * Loads a backup into a database that holds no data yet (a fresh data directory or PostgreSQL database,
 * migrated by the same release), in one transaction: a failed restore leaves it empty. Answers the
 * backup's secrets for the caller to put in place.
 */
export async function restoreBackup(
  pool: pg.Pool,
  file: string,
): Promise<BackupSummary & { secrets: BackupSecrets }> {
  const lines = linesOf(file);
  const header = await readHeader(lines);
  const target = await targetOf(pool);
  const summary = { tables: 0, rows: 0 };
  try {
    await checkSchema(target, header);
    await target.query('begin');
    // Rows arrive table by table, not in the order their foreign keys need.
    await target.query('set local session_replication_role = replica');
    let ended = false;
    for (let next = await lines.next(); !next.done; next = await lines.next()) {
      const line = JSON.parse(next.value) as TableLine | (BackupSummary & { end: true });
      if ('end' in line) {
        ended = true;
        break;
      }
      summary.rows += await loadTable(target, line, lines);
      summary.tables += 1;
    }
    if (!ended) throw new BackupError(`${file} ends early: the backup was cut short`);
    await resetSequences(target);
    // The empty database has no month or Brand Analytics report partitions yet: the rows went into the
    // default ones.
    await partitionDefaultRows(target);
    await partitionDefaultAbaRows(target);
    await target.query('commit');
    return { ...summary, secrets: header.secrets };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    if (isDamaged(error)) throw new BackupError(`${file} is damaged (${(error as Error).message})`);
    throw error;
  } finally {
    await lines.return(undefined);
    target.release();
  }
}

/** The file's lines; a missing file or a broken gzip stream throws from the read that meets it. */
async function* linesOf(file: string): AsyncGenerator<string, undefined> {
  let rest = '';
  // pipeline (not pipe) hands a read error of the file on to the stream read here.
  const text = pipelineStreams(createReadStream(file), createGunzip(), () => undefined).setEncoding('utf8');
  for await (const chunk of text) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  if (rest) yield rest;
  return undefined;
}

const isDamaged = (error: unknown) => /^Z_/.test(String((error as NodeJS.ErrnoException)?.code));

async function readHeader(lines: AsyncIterator<string>): Promise<Header> {
  let header: Partial<Header> | undefined;
  try {
    const first = await lines.next();
    header = first.done ? undefined : (JSON.parse(first.value) as Partial<Header>);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`no such file: ${(error as NodeJS.ErrnoException).path}`);
    header = undefined;
  }
  if (header?.format !== FORMAT) throw new BackupError('not a Termwise backup (or one of another format)');
  return header as Header;
}

/** Where restored rows go: one session, and a COPY path for the embedded database or PostgreSQL. */
interface RestoreTarget {
  query(sql: string, values?: unknown[]): Promise<pg.QueryResult>;
  copy(statement: string, rows: string): Promise<void>;
  release(): void;
}

async function targetOf(pool: pg.Pool): Promise<RestoreTarget> {
  // The embedded database is one session whoever speaks to it, so statements through the pool and COPY
  // through its thread share the transaction.
  if (isEmbedded(pool))
    return {
      query: (sql, values) => pool.query(sql, values),
      copy: (statement, rows) =>
        copyIntoEmbedded(pool, statement.replace('from stdin', "from '/dev/blob'"), rows),
      release: () => undefined,
    };
  const client = await pool.connect();
  return {
    query: (sql, values) => client.query(sql, values),
    copy: async (statement, rows) => {
      const stream = client.query(copyStreams.from(statement));
      stream.end(rows);
      await once(stream, 'finish');
    },
    release: () => client.release(),
  };
}

async function checkSchema(target: RestoreTarget, header: Header): Promise<void> {
  const migrations = await appliedMigrations(target);
  if (migrations.join() !== header.migrations.join())
    throw new BackupError(
      `the backup has ${header.migrations.length} migrations and this release ${migrations.length}: ` +
        'restore it with the release that made it, then start the new one (migrations run forward)',
    );
  for (const { table } of await tablesOf(target)) {
    const { rowCount } = await target.query(`select 1 from ${quoted(table)} limit 1`);
    if (rowCount)
      throw new BackupError(`the database already holds data (table ${table}): restore needs an empty one`);
  }
}

async function loadTable(target: RestoreTarget, { table, columns }: TableLine, lines: AsyncIterator<string>) {
  const statement = `copy ${quoted(table)} (${columns.map(quoted).join(', ')}) from stdin`;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await target.copy(statement, `${batch.join('\n')}\n`);
    rows += batch.length;
    batch = [];
  };
  for (let next = await lines.next(); ; next = await lines.next()) {
    if (next.done) throw new BackupError(`the backup ends inside table ${table}`);
    if (next.value === END_OF_ROWS) break;
    batch.push(next.value);
    if (batch.length === ROWS_PER_COPY) await flush();
  }
  await flush();
  return rows;
}

type Queryable = Pick<RestoreTarget, 'query'>;

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const { rows } = await db.query('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((row: { hash: string }) => row.hash);
}

/**
 * The tables of Termwise's schema with the columns a COPY can write (generated ones are computed again).
 * Tables a library makes at run time (the login rate limiter's counters) are not data worth keeping.
 */
async function tablesOf(db: Queryable): Promise<TableLine[]> {
  const names = Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table));
  const { rows } = await db.query(
    `select c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns
       from information_schema.columns c
      where c.table_schema = 'public' and c.table_name = any($1) and c.is_generated = 'NEVER'
      group by c.table_name
      order by c.table_name`,
    [names],
  );
  return rows as TableLine[];
}

/** Sequences continue after the restored rows' highest ids. */
async function resetSequences(target: RestoreTarget): Promise<void> {
  const { rows } = await target.query(
    `select table_name as table, column_name as column, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of rows as { table: string; column: string; sequence: string }[])
    await target.query(
      `select setval($1, coalesce((select max(${quoted(column)}) from ${quoted(table)}), 0) + 1, false)`,
      [sequence],
    );
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
