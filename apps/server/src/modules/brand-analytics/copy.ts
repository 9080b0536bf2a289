import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { copyIntoEmbedded, isEmbedded, type Database } from '../../db/client.ts';
import { copyText } from '../../db/copy-text.ts';
import { abaTerms, type AbaTerm } from './terms.ts';

const COLUMNS = [
  'report_id',
  'search_term',
  'department',
  'search_frequency_rank',
  'word_count',
  ...[1, 2, 3].flatMap((n) => [`asin${n}`, `title${n}`, `click_share${n}`, `conversion_share${n}`]),
  'click_share_top3',
  'conversion_share_top3',
].join(', ');

/**
 * Terms per COPY. Each COPY is one statement, so a crash leaves whole batches: the rows stored are a prefix
 * of the file, and a resumed load skips that many terms. The embedded database holds its one connection
 * while a batch is stored, so its batches are smaller (HTTP calls wait at most one batch).
 */
export const batchTerms = (db: Database) => (isEmbedded(db.$client) ? 5_000 : 20_000);

/** A batch of the document's terms as COPY text, and how far through the (gzipped) file it reaches. */
export interface AbaCopyBatch {
  text: string;
  terms: number;
  fraction: number;
}

export interface AbaLoadInput {
  file: string;
  reportId: string;
  /** Keep only these departments; empty: all. */
  departments: string[];
  /** Terms (of the departments kept) already stored by an earlier attempt. */
  skip: number;
  batchTerms: number;
}

/** The document's terms not stored yet, encoded for COPY a batch at a time (the load worker's work). */
export async function* abaCopyBatches(input: AbaLoadInput): AsyncGenerator<AbaCopyBatch> {
  const departments = new Set(input.departments);
  let skip = input.skip;
  let fraction = 0;
  let lines: string[] = [];
  for await (const terms of abaTerms(input.file, (read, total) => (fraction = read / total))) {
    for (const term of terms) {
      if (departments.size && !departments.has(term.department)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      lines.push(copyLine(input.reportId, term));
      if (lines.length >= input.batchTerms) {
        yield { text: lines.join(''), terms: lines.length, fraction };
        lines = [];
      }
    }
  }
  if (lines.length) yield { text: lines.join(''), terms: lines.length, fraction: 1 };
}

/** Stores a batch's COPY text: PostgreSQL's text stream, or the embedded database's blob. */
export async function copyTermText(db: Database, text: string): Promise<void> {
  if (isEmbedded(db.$client)) {
    await copyIntoEmbedded(db.$client, `copy aba_search_term (${COLUMNS}) from '/dev/blob'`, text);
    return;
  }
  const client = await db.$client.connect();
  try {
    await pipeline(
      Readable.from([text]),
      client.query(copyFrom(`copy aba_search_term (${COLUMNS}) from stdin`)),
    );
  } finally {
    client.release();
  }
}

function copyLine(reportId: string, term: AbaTerm): string {
  const fields: unknown[] = [
    reportId,
    term.searchTerm,
    term.department,
    term.rank,
    wordCount(term.searchTerm),
  ];
  for (let position = 0; position < 3; position++) {
    const asin = term.asins[position];
    fields.push(asin?.asin, asin?.title, asin?.clickShare, asin?.conversionShare);
  }
  fields.push(
    sum(term.asins.map((asin) => asin.clickShare)),
    sum(term.asins.map((asin) => asin.conversionShare)),
  );
  return `${fields.map(copyText).join('\t')}\n`;
}

export const wordCount = (text: string) => text.trim().split(/\s+/).length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
