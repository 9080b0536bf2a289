// What a COPY of search terms needs, without the database client: the load worker imports it too.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { AbaFileError } from './terms.ts';

/** aba_search_term's columns in the order load-batches.ts writes each line. */
export const ABA_COPY_COLUMNS = [
  'organisation_id',
  'report_id',
  'search_term',
  'department',
  'search_frequency_rank',
  'word_count',
  ...[1, 2, 3].flatMap((n) => [`asin${n}`, `title${n}`, `click_share${n}`, `conversion_share${n}`]),
  'click_share_top3',
  'conversion_share_top3',
].join(', ');

/** A batch's COPY text into PostgreSQL on the given connection. */
export async function copyIntoPostgres(client: pg.ClientBase, text: string): Promise<void> {
  await pipeline(
    Readable.from([text]),
    client.query(copyFrom(`copy aba_search_term (${ABA_COPY_COLUMNS}) from stdin`)),
  ).catch(rethrowDuplicate);
}

/** A term twice in one report breaks the primary key: the file is wrong, and a retry would be too. */
export function rethrowDuplicate(error: unknown): never {
  const duplicate =
    (error as { code?: string }).code === '23505' ||
    /duplicate key|23505/.test(String((error as Error).message ?? error));
  throw duplicate ? new AbaFileError('the report lists a search term twice') : error;
}
