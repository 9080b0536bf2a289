import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parse, type CsvError } from 'csv-parse';
import { CSV_LINE_MAX_BYTES, CSV_RECORD_TOO_LONG, csvLineTooLong } from '../../http/csv-upload.ts';
import { AbaFileError, type AbaTerm, type ClickedAsin } from './terms.ts';

/**
 * Seller Central's "Search Terms" CSV download (Brand Analytics > Search Terms > Generate download), for
 * sellers without Selling Partner API access. Columns are found by name, in either layout Seller Central
 * has used (see README):
 * - `Search Frequency Rank`, `Search Term`, `Top Clicked Product #1: ASIN`, `... #1: Product Title`,
 *   `... #1: Click Share`, `... #1: Conversion Share`, the same for #2 and #3 (brand, category and date
 *   columns are not read);
 * - the older `Department`, `Search Term`, `Search Frequency Rank`, `#1 Clicked ASIN`, `#1 Product Title`,
 *   `#1 Click Share`, `#1 Conversion Share`, ... #3.
 * Lines before the header (Seller Central's line of the report's settings) are skipped.
 */

interface AsinColumns {
  asin: number;
  title: number;
  clickShare: number;
  conversionShare: number;
}

export interface AbaCsvColumns {
  rank: number;
  term: number;
  department: number;
  asins: AsinColumns[];
}

/** The header is within this many lines of the top, or the file is not a search-terms download. */
const HEADER_WITHIN = 5;
const TERMS_PER_BATCH = 1000;

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnsOf(header: string[]): AbaCsvColumns | undefined {
  const names = header.map(normalised);
  const at = (...candidates: string[]) => names.findIndex((name) => candidates.includes(name));
  const rank = at('searchfrequencyrank');
  const term = at('searchterm');
  if (rank < 0 || term < 0) return undefined;
  const asins = [1, 2, 3].map((n) => ({
    asin: at(`${n}clickedasin`, `topclickedproduct${n}asin`),
    title: at(`${n}producttitle`, `topclickedproduct${n}producttitle`),
    clickShare: at(`${n}clickshare`, `topclickedproduct${n}clickshare`),
    conversionShare: at(`${n}conversionshare`, `topclickedproduct${n}conversionshare`),
  }));
  const first = asins[0]!;
  if (first.asin < 0 || first.clickShare < 0 || first.conversionShare < 0) return undefined;
  return { rank, term, department: at('department'), asins };
}

const notADownload = () =>
  new AbaFileError(
    'not a Seller Central search-terms CSV: no header with Search Frequency Rank, Search Term and the #1 clicked ASIN, click share and conversion share',
  );

function records(path: string, onBytes?: (bytes: number) => void) {
  const file = createReadStream(path);
  if (onBytes) file.on('data', (piece) => onBytes(piece.length));
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: CSV_LINE_MAX_BYTES,
  });
  file.on('error', (error) => parser.destroy(error));
  parser.on('close', () => file.destroy());
  return file.pipe(parser) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/** The download's columns, read from its first lines: a file that is not one is refused before loading. */
export async function abaCsvColumns(path: string): Promise<AbaCsvColumns> {
  let seen = 0;
  try {
    for await (const { record } of records(path)) {
      const columns = columnsOf(record);
      if (columns) return columns;
      if (++seen >= HEADER_WITHIN) break;
    }
  } catch (error) {
    if ((error as CsvError).code === CSV_RECORD_TOO_LONG) throw csvLineTooLong();
    throw new AbaFileError(`not a readable CSV file (${(error as Error).message})`);
  }
  throw notADownload();
}

/** The download's search terms in file order, a batch at a time; `onBytes` hears the progress. */
export async function* abaCsvTerms(
  path: string,
  onBytes?: (read: number, size: number) => void,
): AsyncGenerator<AbaTerm[]> {
  const { size } = await stat(path);
  let read = 0;
  let columns: AbaCsvColumns | undefined;
  let terms: AbaTerm[] = [];
  try {
    for await (const { record, info } of records(path, (bytes) => onBytes?.((read += bytes), size))) {
      if (!columns) {
        columns = columnsOf(record);
        if (!columns && info.lines >= HEADER_WITHIN) throw notADownload();
        continue;
      }
      terms.push(termOf(record, columns, info.lines));
      if (terms.length >= TERMS_PER_BATCH) {
        yield terms;
        terms = [];
      }
    }
  } catch (error) {
    if (error instanceof AbaFileError) throw error;
    throw new AbaFileError(`not a readable CSV file (${(error as Error).message})`);
  }
  if (!columns) throw notADownload();
  if (terms.length) yield terms;
}

function termOf(record: string[], columns: AbaCsvColumns, line: number): AbaTerm {
  const searchTerm = (record[columns.term] ?? '').trim();
  const rank = Number((record[columns.rank] ?? '').replace(/[,\s]/g, ''));
  if (!searchTerm || !Number.isInteger(rank) || rank < 1)
    throw new AbaFileError(`line ${line}: no search term or no search frequency rank`);
  const asins: ClickedAsin[] = [];
  for (const at of columns.asins) {
    const asin = (record[at.asin] ?? '').trim();
    if (!asin) continue;
    asins.push({
      asin,
      title: (record[at.title] ?? '').trim(),
      clickShare: share(record[at.clickShare], line),
      conversionShare: share(record[at.conversionShare], line),
    });
  }
  const department = columns.department >= 0 ? (record[columns.department] ?? '').trim() : '';
  return { searchTerm, department, rank, asins };
}

/** "12.34%" and 0.1234 are the same share; a bare number over 1 is read as a percentage. */
function share(text: string | undefined, line: number): number {
  const value = (text ?? '').trim();
  if (!value || value === '-') return 0;
  const percent = value.endsWith('%');
  const number = Number(percent ? value.slice(0, -1) : value);
  if (!Number.isFinite(number) || number < 0) throw new AbaFileError(`line ${line}: a share is not a number`);
  return percent || number > 1 ? number / 100 : number;
}
