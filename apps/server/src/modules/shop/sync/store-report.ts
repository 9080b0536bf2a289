import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyText } from '../../../db/copy-text.ts';
import { reportFileBatches, type ReportTypeId } from '../../amazon/reports.ts';
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
 * The statements that store one report: rows go into a session-private staging table and are merged into
 * the report's table in one statement, so a window is stored whole or not at all, and a repeat
 * overwrites the same natural keys. The report is the whole truth of its days: `prune` ($1 shop id, $2
 * and $3 the window's first and last day) first drops stored rows the report no longer has (a search term
 * that stopped getting clicks, say after a negation Amazon dates back); a crash between the two leaves
 * only rows the report says are gone, and the repeat merges the rest.
 */
export function stagingStatements(type: ReportTypeId) {
  const target = REPORT_TARGETS[type];
  const names = Object.values(columnsOf(type)).map((column) => column.name);
  const keyNames = target.key.map((column) => column.name);
  const staging = `report_staging_${randomBytes(6).toString('hex')}`;
  const table = getTableName(target.table);
  const list = names.map(quote).join(', ');
  const keys = keyNames.map(quote).join(', ');
  const updates = [...names.filter((name) => !keyNames.includes(name)), 'updated_at']
    .map((name) => `${quote(name)} = excluded.${quote(name)}`)
    .join(', ');
  const upsert = `on conflict (${keys}) do update set ${updates}`;
  return {
    create: [
      `create temp table ${staging} (like ${table} including defaults)`,
      `alter table ${staging} add column load_seq bigint generated always as identity`,
    ],
    // Planned on missing or stale statistics, the prune became a nested-loop anti join that read the whole
    // staging table once per stored row: a re-pulled window held the embedded database for minutes. With
    // the keys indexed and counted, every plan finds a stored row's fresh twin by lookup or by hash.
    prepareMerge: [`create index on ${staging} (${keys})`, `analyze ${staging}`],
    copy: `copy ${staging} (${list}) from stdin`,
    copyBlob: `copy ${staging} (${list}) from '/dev/blob'`,
    // In key order the indexes are filled page after page instead of at random.
    merge: `insert into ${table} (${list}) select ${list} from ${staging} order by ${keys} ${upsert}`,
    // Amazon never sends one key twice; if it did, the plain merge fails and this one keeps the last row.
    mergeLastWins: `insert into ${table} (${list})
      select distinct on (${keys}) ${list} from ${staging} order by ${keys}, load_seq desc ${upsert}`,
    prune: `delete from ${table} stored
      where stored.shop_id = $1 and stored.date between $2::date and $3::date
        and not exists (select 1 from ${staging} fresh where ${keyNames.map((name) => `fresh.${quote(name)} = stored.${quote(name)}`).join(' and ')})`,
    drop: `drop table if exists ${staging}`,
  };
}

/** PostgreSQL's "ON CONFLICT DO UPDATE command cannot affect row a second time". */
const CARDINALITY_VIOLATION = '21000';

/**
 * Replaces the window's stored rows with the staged ones; sorting them for the last of each key only when
 * a key came twice.
 */
export async function mergeStaged(
  query: (statement: string, params?: unknown[]) => Promise<unknown>,
  statements: ReturnType<typeof stagingStatements>,
  window: Pick<StoreReportInput, 'shopId' | 'startDate' | 'endDate'>,
) {
  for (const statement of statements.prepareMerge) await query(statement);
  await query(statements.prune, [window.shopId, window.startDate, window.endDate]);
  try {
    await query(statements.merge);
  } catch (error) {
    if ((error as { code?: string }).code !== CARDINALITY_VIOLATION) throw error;
    await query(statements.mergeLastWins);
  }
}

function columnsOf(type: ReportTypeId) {
  const { updatedAt: _, ...columns } = getTableColumns(REPORT_TARGETS[type].table);
  return columns;
}

/**
 * The report file as COPY text (tab-separated, in `stagingStatements`' column order), `rowsPerChunk`
 * rows at a time.
 */
export async function* copyChunks(
  input: Pick<StoreReportInput, 'file' | 'shopId' | 'type'>,
  rowsPerChunk: number,
): AsyncGenerator<{ text: string; rows: number }> {
  const target = REPORT_TARGETS[input.type];
  const properties = Object.keys(columnsOf(input.type));
  let lines: string[] = [];
  for await (const reportRows of reportFileBatches(input.file)) {
    for (const reportRow of reportRows) {
      const row = target.toRow(input.shopId, reportRow);
      lines.push(properties.map((property) => copyText(row[property])).join('\t'));
      if (lines.length >= rowsPerChunk) {
        yield { text: `${lines.join('\n')}\n`, rows: lines.length };
        lines = [];
      }
    }
  }
  if (lines.length) yield { text: `${lines.join('\n')}\n`, rows: lines.length };
}

/** PostgreSQL: COPY the rows into the staging table on the worker's own connection, then merge. */
export async function copyReportFile(input: StoreReportInput & { connection: pg.ClientConfig }) {
  const statements = stagingStatements(input.type);
  const client = new pg.Client(input.connection);
  await client.connect();
  try {
    for (const statement of statements.create) await client.query(statement);
    let count = 0;
    async function* texts() {
      for await (const chunk of copyChunks(input, STREAM_CHUNK_ROWS)) {
        count += chunk.rows;
        yield chunk.text;
      }
    }
    await pipeline(Readable.from(texts()), client.query(copyFrom(statements.copy)));
    await mergeStaged((statement, params) => client.query(statement, params), statements, input);
    return count;
  } finally {
    await client.query(statements.drop).catch(() => undefined);
    await client.end();
  }
}

const quote = (name: string) => `"${name}"`;
