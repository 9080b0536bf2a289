import { finished, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { CSV_LINE_MAX_BYTES, CSV_RECORD_TOO_LONG, csvLineTooLong } from '../../http/csv-upload.ts';
import { RANK_BEYOND, RANK_IMPORT_LISTED_ERRORS } from '@termwise/contracts';
import type { Language } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';
import { normaliseKeyword } from './normalise.ts';
import type { RankDay } from './source.ts';

/**
 * The rank exports sellers already have. Headers are matched case-insensitively; other columns are ignored.
 * - Helium 10 Keyword Tracker (historical export): `ASIN`, `Keyword`, `Date`, `Organic Rank`,
 *   `Sponsored Position` (or `Sponsored Rank`).
 * - SellerSprite keyword rank export: `ASIN`, `关键词` (or `Keyword`), `日期` (or `Date`), `自然排名` (or
 *   `Natural Rank`), `广告排名` (or `Ad Rank`).
 * A rank is a whole number from 1; `>306`-style values and numbers over 300 read as beyond 300 (kept as
 * 301); empty, `-`, `N/A` and `未收录` mean not found that day. Dates: YYYY-MM-DD, YYYY/MM/DD or MM/DD/YYYY.
 */
const FORMATS = {
  helium10: {
    asin: ['asin'],
    keyword: ['keyword'],
    date: ['date'],
    organic: ['organic rank'],
    sponsored: ['sponsored position', 'sponsored rank'],
  },
  sellersprite: {
    asin: ['asin'],
    keyword: ['关键词', 'keyword'],
    date: ['日期', 'date'],
    organic: ['自然排名', 'natural rank'],
    sponsored: ['广告排名', 'ad rank'],
  },
} as const;
export type RankCsvFormat = keyof typeof FORMATS;
type Field = keyof (typeof FORMATS)['helium10'];

const NOT_FOUND = new Set(['', '-', 'n/a', 'na', '未收录', '无']);
const ASIN = /^[A-Z0-9]{10}$/;
const BATCH_ROWS = 5_000;

/** Why a line of an export was not taken; `value` is the cell as it was written. */
export type RowProblem =
  | { kind: 'notCsv' | 'columns' | 'keywordEmpty' | 'keywordLong' }
  | { kind: 'asin' | 'date' | 'organic' | 'sponsored'; value: string };

export interface RankCsvSummary {
  format: RankCsvFormat | null;
  rows: number;
  /** The first bad lines; `errorCount` counts them all. */
  errors: { line: number; problem: RowProblem }[];
  errorCount: number;
}

/**
 * Reads an export as it streams in, handing over its good rows in batches (the next batch is read only once
 * `onRows` has finished with this one), and names every other line with why. Memory stays at one batch
 * whatever the file's size.
 */
export async function readRankCsv(
  input: Readable,
  onRows: (rows: RankDay[]) => Promise<void>,
): Promise<RankCsvSummary> {
  const summary: RankCsvSummary = { format: null, rows: 0, errors: [], errorCount: 0 };
  const reject = (line: number, problem: RowProblem) => {
    summary.errorCount += 1;
    if (summary.errors.length < RANK_IMPORT_LISTED_ERRORS) summary.errors.push({ line, problem });
  };
  const parser = parse({
    relaxColumnCount: true,
    relaxQuotes: true,
    bom: true,
    info: true,
    skipEmptyLines: true,
    skipRecordsWithError: true,
    maxRecordSize: CSV_LINE_MAX_BYTES,
  });
  parser.on('skip', (error: CsvError & { lines?: number }) => {
    // An open quote would read the rest of the file as one cell: the file is refused, not its line.
    if (error.code === CSV_RECORD_TOO_LONG) parser.destroy(csvLineTooLong());
    else reject(error.lines ?? 1, { kind: 'notCsv' });
  });
  // The upload's guard may have refused the file already, while the route looked the shop up (Node 22 and
  // later buffer 64 KiB, past the 64 KB header limit): finished() also reports an error emitted before it
  // was called, which an 'error' listener would never hear, leaving the loop below waiting forever.
  finished(input, (error) => {
    if (error) parser.destroy(error);
  });
  input.pipe(parser);
  let columns: Columns | null | undefined;
  let batch: RankDay[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (columns === undefined) {
        columns = detectFormat(record);
        summary.format = columns?.format ?? null;
        if (!columns) reject(info.lines, { kind: 'columns' });
        continue;
      }
      if (!columns || record.every((cell) => !cell.trim())) continue;
      const read = (field: Field) => (record[columns!.at[field]] ?? '').trim();
      const parsed = parseRow(read);
      if ('kind' in parsed) reject(info.lines, parsed);
      else batch.push(parsed);
      if (batch.length < BATCH_ROWS) continue;
      summary.rows += batch.length;
      await onRows(batch);
      batch = [];
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    reject((error as CsvError & { lines?: number }).lines ?? 1, { kind: 'notCsv' });
  } finally {
    input.unpipe(parser);
    input.resume();
  }
  if (batch.length) {
    summary.rows += batch.length;
    await onRows(batch);
  }
  if (columns === undefined) reject(1, { kind: 'columns' });
  return summary;
}

/** Why a line was not taken, in the reader's language. */
export function problemText(problem: RowProblem, language: Language): string {
  const text = messages.rankImportProblem[problem.kind];
  return (typeof text === 'function' ? text('value' in problem ? problem.value : '') : text)[language];
}

interface Columns {
  format: RankCsvFormat;
  at: Record<Field, number>;
}

function detectFormat(header: string[]): Columns | null {
  const names = header.map((name) =>
    name
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase(),
  );
  for (const [format, fields] of Object.entries(FORMATS) as [
    RankCsvFormat,
    (typeof FORMATS)[RankCsvFormat],
  ][]) {
    const columns = {} as Record<Field, number>;
    const complete = (Object.keys(fields) as Field[]).every((field) => {
      const at = names.findIndex((name) => (fields[field] as readonly string[]).includes(name));
      columns[field] = at;
      return at >= 0;
    });
    if (complete) return { format, at: columns };
  }
  return null;
}

function parseRow(read: (field: Field) => string): RankDay | RowProblem {
  const asin = read('asin').toUpperCase();
  if (!ASIN.test(asin)) return { kind: 'asin', value: read('asin') };
  const keyword = normaliseKeyword(read('keyword'));
  if (!keyword) return { kind: 'keywordEmpty' };
  if (keyword.length > 200) return { kind: 'keywordLong' };
  const date = parseDate(read('date'));
  if (!date) return { kind: 'date', value: read('date') };
  const organic = parseRank(read('organic'));
  if (organic === undefined) return { kind: 'organic', value: read('organic') };
  const sponsored = parseRank(read('sponsored'));
  if (sponsored === undefined) return { kind: 'sponsored', value: read('sponsored') };
  return { asin, keyword, date, organicRank: organic, sponsoredRank: sponsored };
}

/** A position, null for "not found", undefined when the cell is not a rank at all. */
function parseRank(cell: string): number | null | undefined {
  if (NOT_FOUND.has(cell.toLowerCase())) return null;
  if (/^>\s*\d+$/.test(cell)) return RANK_BEYOND + 1;
  if (!/^\d+$/.test(cell)) return undefined;
  const rank = Number(cell);
  if (rank < 1) return undefined;
  return Math.min(rank, RANK_BEYOND + 1);
}

function parseDate(cell: string): string | null {
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(cell);
  const american = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : american
      ? [american[3], american[1], american[2]]
      : [];
  if (!year || !month || !day) return null;
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== text ? null : text;
}
