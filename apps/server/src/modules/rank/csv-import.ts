import { parse } from 'csv-parse/sync';
import { RANK_BEYOND } from '@termwise/contracts';
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

export interface ParsedRanks {
  format: RankCsvFormat | null;
  rows: RankDay[];
  errors: { line: number; reason: string }[];
}

/** Reads an export: every row it can take, and every other one named by its line and why. */
export function parseRankCsv(csv: string): ParsedRanks {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { relaxColumnCount: true, skipEmptyLines: false, bom: true });
  } catch (error) {
    return {
      format: null,
      rows: [],
      errors: [{ line: 1, reason: `not a CSV file: ${(error as Error).message}` }],
    };
  }
  const [header = [], ...body] = records;
  const found = detectFormat(header);
  if (!found)
    return {
      format: null,
      rows: [],
      errors: [{ line: 1, reason: 'unknown columns: expected a Helium 10 or SellerSprite rank export' }],
    };
  const rows: RankDay[] = [];
  const errors: ParsedRanks['errors'] = [];
  body.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => !cell.trim())) return;
    const read = (field: Field) => (record[found.columns[field]] ?? '').trim();
    const parsed = parseRow(read);
    if ('reason' in parsed) errors.push({ line, reason: parsed.reason });
    else rows.push(parsed);
  });
  return { format: found.format, rows, errors };
}

function detectFormat(header: string[]) {
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
    if (complete) return { format, columns };
  }
  return null;
}

function parseRow(read: (field: Field) => string): RankDay | { reason: string } {
  const asin = read('asin').toUpperCase();
  if (!ASIN.test(asin)) return { reason: `ASIN "${read('asin')}" is not 10 letters or digits` };
  const keyword = normaliseKeyword(read('keyword'));
  if (!keyword) return { reason: 'the keyword is empty' };
  if (keyword.length > 200) return { reason: 'the keyword is longer than 200 characters' };
  const date = parseDate(read('date'));
  if (!date) return { reason: `date "${read('date')}" is not YYYY-MM-DD, YYYY/MM/DD or MM/DD/YYYY` };
  const organic = parseRank(read('organic'));
  if (organic === undefined) return { reason: `organic rank "${read('organic')}" is not a position` };
  const sponsored = parseRank(read('sponsored'));
  if (sponsored === undefined) return { reason: `sponsored rank "${read('sponsored')}" is not a position` };
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
