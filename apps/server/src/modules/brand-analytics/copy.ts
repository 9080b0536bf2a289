import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { copyIntoEmbedded, isEmbedded, type Database } from '../../db/client.ts';

/** aba_search_term's columns in the order load-batches.ts writes each line. */
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

/**
 * Stores a batch's COPY text, as UTF-8 bytes (they came from the load worker without a copy and go on to
 * the embedded database's thread the same way): PostgreSQL's text stream, or the embedded database's blob.
 */
export async function copyTermText(db: Database, bytes: Uint8Array): Promise<void> {
  if (isEmbedded(db.$client)) {
    await copyIntoEmbedded(db.$client, `copy aba_search_term (${COLUMNS}) from '/dev/blob'`, bytes);
    return;
  }
  const client = await db.$client.connect();
  try {
    await pipeline(
      Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
      client.query(copyFrom(`copy aba_search_term (${COLUMNS}) from stdin`)),
    );
  } finally {
    client.release();
  }
}
