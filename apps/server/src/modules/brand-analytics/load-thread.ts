import { on } from 'node:events';
import { Worker } from 'node:worker_threads';
import { PARSE_WORKER_HEAP } from '../../jobs/parse-worker.ts';
import type { AbaCopyBatch, AbaLoadInput } from './load-batches.ts';
import { AbaFileError } from './terms.ts';

const LOAD_WORKER = new URL('./load-worker.mjs', import.meta.url);

/** A batch the load worker stored (PostgreSQL), or hands over to be stored: its COPY text as UTF-8 bytes. */
export type StoredBatch = Omit<AbaCopyBatch, 'text'> & { bytes?: Uint8Array };

type LoadMessage = StoredBatch & { done?: true; departments?: string[]; error?: string; fileError?: boolean };

/**
 * The document's batches as the load worker parses and encodes them (off the HTTP event loop); the worker
 * works on the next batch while this thread stores the one it has. A shutdown ends the worker. The
 * departments the document names are added to `found` at the end.
 */
export async function* parsedInWorker(
  input: AbaLoadInput,
  signal: AbortSignal,
  found: Set<string>,
): AsyncGenerator<StoredBatch> {
  const worker = new Worker(LOAD_WORKER, { resourceLimits: PARSE_WORKER_HEAP });
  // Queued from the start: on PostgreSQL the worker reports each batch it stored while this thread is busy,
  // and a worker's message with no listener at that moment is lost (its `done` too, failing the attempt).
  const messages = on(worker, 'message', { signal }) as AsyncIterableIterator<[LoadMessage]>;
  // An error or an exit can come while this thread stores a batch, with nothing listening: kept here and
  // thrown at the next wait. The worker ends by itself after its last message, which is no failure then.
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the ABA load worker ended (${code})`)));
  });
  failed.catch(() => undefined);
  try {
    worker.postMessage(input);
    for (;;) {
      const next = await Promise.race([messages.next(), failed]);
      if (next.done) throw new Error('the ABA load worker stopped reporting');
      const [message] = next.value;
      if (message.error !== undefined)
        throw message.fileError ? new AbaFileError(message.error) : new Error(message.error);
      if (message.done) {
        for (const department of message.departments ?? []) found.add(department);
        return;
      }
      yield message;
      if (message.bytes) worker.postMessage('next');
    }
  } finally {
    await messages.return?.();
    await worker.terminate();
  }
}
