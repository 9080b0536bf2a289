import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, getTableName } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { reportFileRows, type ReportTypeId } from '../../amazon/reports.ts';
import { REPORT_TARGETS } from './report-rows.ts';

export interface StoreReportInput {
  file: string;
  shopId: string;
  type: ReportTypeId;
  /** The window the report covers: it replaces every stored row of the shop on those days. */
  startDate: string;
  endDate: string;
  /** PostgreSQL: the worker connects on its own and COPYs. Without: it hands batches to the server's pool. */
  connection?: pg.ClientConfig;
}

/** Rows per batch handed over for an array insert (embedded database). */
export const ARRAY_BATCH = 5000;

/**
 * The statements that store one report: rows go into a session-private staging table and are merged into
 * the report's table in one statement, so a window is stored whole or not at all. The report is the
 * whole truth of its days: a repeat overwrites the same natural keys, and a stored row the new report no
 * longer has (a search term that stopped getting clicks, say after a negation Amazon dates back) goes.
 * The merge takes the shop id and the window's first and last day as $1, $2, $3 (`mergeParams`).
 */
export function stagingStatements(type: ReportTypeId) {
  const target = REPORT_TARGETS[type];
  const columns = Object.entries(getTableColumns(target.table)).filter(
    ([property]) => property !== 'updatedAt',
  );
  const names = columns.map(([, column]) => column.name);
  const keyNames = target.key.map((column) => column.name);
  const staging = `report_staging_${randomBytes(6).toString('hex')}`;
  const table = getTableName(target.table);
  const list = names.map(quote).join(', ');
  const keys = keyNames.map(quote).join(', ');
  const updates = [...names.filter((name) => !keyNames.includes(name)), 'updated_at']
    .map((name) => `${quote(name)} = excluded.${quote(name)}`)
    .join(', ');
  const arrays = columns.map(([, column], index) => `$${index + 1}::${column.getSQLType()}[]`).join(', ');
  return {
    create: [
      `create temp table ${staging} (like ${table} including defaults)`,
      `alter table ${staging} add column load_seq bigint generated always as identity`,
    ],
    copy: `copy ${staging} (${list}) from stdin`,
    insert: `insert into ${staging} (${list}) select * from unnest(${arrays})`,
    // The last row of a key wins: Amazon never sends one key twice, but the merge must not fail if it did.
    merge: `with gone as (
        delete from ${table} stored
        where stored.shop_id = $1 and stored.date between $2::date and $3::date
          and not exists (select 1 from ${staging} fresh where ${keyNames.map((name) => `fresh.${quote(name)} = stored.${quote(name)}`).join(' and ')})
      )
      insert into ${table} (${list})
      select distinct on (${keys}) ${list} from ${staging} order by ${keys}, load_seq desc
      on conflict (${keys}) do update set ${updates}`,
    drop: `drop table if exists ${staging}`,
  };
}

export const mergeParams = (input: Pick<StoreReportInput, 'shopId' | 'startDate' | 'endDate'>) => [
  input.shopId,
  input.startDate,
  input.endDate,
];

/** The report file's rows as the table's column values, in `stagingStatements`' column order. */
export async function* columnRows(input: Pick<StoreReportInput, 'file' | 'shopId' | 'type'>) {
  const target = REPORT_TARGETS[input.type];
  const properties = Object.keys(getTableColumns(target.table)).filter(
    (property) => property !== 'updatedAt',
  );
  for await (const reportRow of reportFileRows(input.file)) {
    const row = target.toRow(input.shopId, reportRow);
    yield properties.map((property) => row[property] ?? null);
  }
}

/** PostgreSQL: COPY the rows into the staging table on the worker's own connection, then merge. */
export async function copyReportFile(input: StoreReportInput & { connection: pg.ClientConfig }) {
  const statements = stagingStatements(input.type);
  const client = new pg.Client(input.connection);
  await client.connect();
  try {
    for (const statement of statements.create) await client.query(statement);
    let count = 0;
    async function* lines() {
      let chunk = '';
      for await (const row of columnRows(input)) {
        chunk += row.map(copyText).join('\t') + '\n';
        count++;
        if (chunk.length > 65_536) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
    await pipeline(Readable.from(lines()), client.query(copyFrom(statements.copy)));
    await client.query(statements.merge, mergeParams(input));
    return count;
  } finally {
    await client.query(statements.drop).catch(() => undefined);
    await client.end();
  }
}

/** Column-wise arrays of a batch of rows, as `unnest` takes them. */
export function byColumn(batch: unknown[][]): unknown[][] {
  const width = batch[0]?.length ?? 0;
  return Array.from({ length: width }, (_, index) => batch.map((row) => row[index]));
}

const quote = (name: string) => `"${name}"`;

/** COPY's text format: \N for null; backslash, tab, newline and carriage return escaped. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}
