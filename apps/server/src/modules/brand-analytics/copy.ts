import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { copyIntoEmbedded, isEmbedded, type Database } from '../../db/client.ts';
import { copyText } from '../../db/copy-text.ts';
import type { AbaTerm } from './terms.ts';

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

/** Stores terms with COPY: PostgreSQL's text stream, or the embedded database's blob. */
export async function copyTerms(db: Database, reportId: string, terms: AbaTerm[]): Promise<void> {
  const text = terms.map((term) => copyLine(reportId, term)).join('');
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
