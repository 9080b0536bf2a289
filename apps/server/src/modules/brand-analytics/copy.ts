import { copyIntoEmbedded, isEmbedded, type Database } from '../../db/client.ts';
import { ABA_COPY_COLUMNS, rethrowDuplicate } from './copy-statement.ts';

/**
 * Terms per COPY. Each COPY is one statement, so a crash leaves whole batches: the rows stored are a prefix
 * of the file, and a resumed load skips that many terms. The embedded database holds its one connection
 * while a batch is stored, so its batches are smaller (HTTP calls wait at most one batch).
 */
export const batchTerms = (db: Database) => (isEmbedded(db.$client) ? 5_000 : 20_000);

/**
 * Stores a batch in the embedded database: its COPY text as UTF-8 bytes, which came from the load worker
 * without a copy and go on to the database's thread the same way. (On PostgreSQL the worker stores itself.)
 */
export async function copyIntoEmbeddedTerms(db: Database, bytes: Uint8Array): Promise<void> {
  await copyIntoEmbedded(
    db.$client,
    `copy aba_search_term (${ABA_COPY_COLUMNS}) from '/dev/blob'`,
    bytes,
  ).catch(rethrowDuplicate);
}
