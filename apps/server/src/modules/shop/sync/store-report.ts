import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyText } from '../../../db/copy-text.ts';
import { reportFileBatches, type ReportTypeId } from '../../amazon/reports.ts';
import { searchTermDaily } from '../../../db/schema/amazon.ts';
import { REPORT_TARGETS } from './report-rows.ts';

export interface StoreReportInput {
  file: string;
  shopId: string;
  type: ReportTypeId;
  /** The window the report covers: it replaces every stored row of the shop on those days. */
  startDate: string;
  endDate: string;
  /** PostgreSQL: the worker connects on its own and COPYs. Without: it hands COPY text to the server. */
  connection?: pg.ClientConfig;
}

/** Rows per COPY text handed to the embedded database, one blob each: the server's one connection is held
 * while each is stored, so HTTP calls wait no longer than one of them takes. */
export const EMBEDDED_CHUNK_ROWS = 5000;
/** Rows per piece of the COPY stream to PostgreSQL. */
const STREAM_CHUNK_ROWS = 1000;

/**
 * The statements that store one report. The report is the whole truth of its days: in one transaction the
 * window's stored rows are deleted (`clear`: $1 shop id, $2 and $3 the window's first and last day) and the
 * report's rows inserted, so readers see the old window or the new one, a crash leaves the old one, and a
 * repeat stores the same rows again. A row the report no longer has (a search term that stopped getting
 * clicks, say after a negation Amazon dates back) is gone with the rest. PostgreSQL stores shares of the
 * days side by side instead, each share so (`copy-into-postgres.ts`): there every day is whole.
 *
 * Measured at 200,000 rows on PostgreSQL, a plain insert takes about half the time of an upsert on the
 * natural key (`on conflict do update` probes and locks every key first), and nothing is left to prune.
 */
export function stagingStatements(type: ReportTypeId) {
  const target = REPORT_TARGETS[type];
  const names = Object.values(columnsOf(type)).map((column) => column.name);
  const keyNames = target.key.map((column) => column.name);
  const staging = `report_staging_${randomBytes(6).toString('hex')}`;
  const table = getTableName(target.table);
  const list = names.map(quote).join(', ');
  const keys = keyNames.map(quote).join(', ');
  return {
    table,
    create: [
      `create temp table ${staging} (like ${table} including defaults)`,
      `alter table ${staging} add column load_seq bigint generated always as identity`,
    ],
    copy: `copy ${staging} (${list}) from stdin`,
    copyBlob: `copy ${staging} (${list}) from '/dev/blob'`,
    /** The rows go straight into the report's table, inside the transaction that cleared it. */
    copyIntoTable: `copy ${table} (${list}) from stdin`,
    copyBlobIntoTable: `copy ${table} (${list}) from '/dev/blob'`,
    // The report tables have no foreign key to the shop (see reportShopId): the window locks its shop once,
    // so a shop deleted meanwhile waits, then deletes these rows too.
    lockShop: `select 1 from shop where id = $1 for key share`,
    clear: `delete from ${table} where shop_id = $1 and date between $2::date and $3::date`,
    /** PostgreSQL, one share of the window's days ($4 of $5: day number modulo the share count). */
    clearShare: `delete from ${table} where shop_id = $1 and date between $2::date and $3::date
      and abs(date - date '1970-01-01') % $5 = $4`,
    // The board's figures are keyed by the shop's data version. The rollup trigger moves it on any write
    // but a report ingest's, which moves it itself right before each commit (migration 0018).
    markIngest: `set local termwise.report_ingest = 'on'`,
    lockTimeout: `set local lock_timeout = '2min'`,
    moveVersion:
      target.table === searchTermDaily
        ? `insert into shop_data_version (shop_id, version) values ($1, 1)
      on conflict (shop_id) do update set version = shop_data_version.version + 1`
        : undefined,
    // In key order the primary key is filled page after page instead of at random.
    insert: `insert into ${table} (${list}) select ${list} from ${staging} order by ${keys}`,
    // Amazon never sends one key twice; if it did, the plain insert fails and this one keeps the last row.
    insertLastWins: `insert into ${table} (${list})
      select distinct on (${keys}) ${list} from ${staging} order by ${keys}, load_seq desc`,
    drop: `drop table if exists ${staging}`,
  };
}

export type Statements = ReturnType<typeof stagingStatements>;
export type Query = (statement: string, params?: unknown[]) => Promise<{ rowCount: number | null }>;
type Window = Pick<StoreReportInput, 'shopId' | 'startDate' | 'endDate'>;

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

/** Locks the window's shop for the transaction; refuses a shop deleted meanwhile. */
export async function lockShop(query: Query, statements: Statements, shopId: string) {
  const { rowCount } = await query(statements.lockShop, [shopId]);
  if (!rowCount) throw new Error(`shop ${shopId} was deleted: its report is not stored`);
}

/** Clears the window and runs `fill` in one transaction. `query` must run on one connection. */
export async function replaceWindow<T>(
  query: Query,
  statements: Statements,
  window: Window,
  fill: () => Promise<T>,
): Promise<T> {
  await query('begin');
  try {
    await lockShop(query, statements, window.shopId);
    await query(statements.clear, [window.shopId, window.startDate, window.endDate]);
    const filled = await fill();
    await query('commit');
    return filled;
  } catch (error) {
    await query('rollback').catch(() => undefined);
    throw error;
  }
}

/** Replaces the window's stored rows with the staged ones; `query` must run on one connection. */
export async function mergeStaged(query: Query, statements: Statements, window: Window) {
  try {
    await replaceWindow(query, statements, window, () => query(statements.insert));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await replaceWindow(query, statements, window, () => query(statements.insertLastWins));
  }
}

function columnsOf(type: ReportTypeId) {
  const { updatedAt: _, ...columns } = getTableColumns(REPORT_TARGETS[type].table);
  return columns;
}

/**
 * The report file's rows as COPY text lines (tab-separated, in `stagingStatements`' column order), with
 * each row's date, a batch per piece of the file read.
 */
export async function* copyLineBatches(
  input: Pick<StoreReportInput, 'file' | 'shopId' | 'type'>,
): AsyncGenerator<{ lines: string[]; dates: string[] }> {
  const target = REPORT_TARGETS[input.type];
  const properties = Object.keys(columnsOf(input.type));
  for await (const reportRows of reportFileBatches(input.file)) {
    const lines: string[] = [];
    const dates: string[] = [];
    for (const reportRow of reportRows) {
      const row = target.toRow(input.shopId, reportRow);
      // Built up in place rather than mapped and joined: the hot loop of a million-row report (7% of it).
      let line = copyText(row[properties[0]!]);
      for (let index = 1; index < properties.length; index++)
        line += `\t${copyText(row[properties[index]!])}`;
      lines.push(line);
      dates.push(String(row.date));
    }
    yield { lines, dates };
  }
}

/** The report file as COPY text, `rowsPerChunk` rows at a time. */
export async function* copyChunks(
  input: Pick<StoreReportInput, 'file' | 'shopId' | 'type'>,
  rowsPerChunk: number,
): AsyncGenerator<{ text: string; rows: number }> {
  let lines: string[] = [];
  for await (const batch of copyLineBatches(input)) {
    for (const line of batch.lines) {
      lines.push(line);
      if (lines.length >= rowsPerChunk) {
        yield { text: `${lines.join('\n')}\n`, rows: lines.length };
        lines = [];
      }
    }
  }
  if (lines.length) yield { text: `${lines.join('\n')}\n`, rows: lines.length };
}

/** COPYs the whole report file on one connection with `statement`; answers the row count. */
export async function copyFile(client: pg.Client, statement: string, input: StoreReportInput) {
  let count = 0;
  async function* texts() {
    for await (const chunk of copyChunks(input, STREAM_CHUNK_ROWS)) {
      count += chunk.rows;
      yield chunk.text;
    }
  }
  await pipeline(Readable.from(texts()), client.query(copyFrom(statement)));
  return count;
}

const quote = (name: string) => `"${name}"`;
