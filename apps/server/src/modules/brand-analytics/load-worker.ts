// The ABA import's parsing thread: gunzips, parses and encodes the document for COPY off the HTTP event
// loop. With a PostgreSQL connection it stores each batch itself while it parses the next; else it hands
// each batch to the server as bytes, one ahead of the batch being stored. From source, load-worker.mjs
// starts it; in the build it is the entry dist/load-worker.mjs itself.
import { once } from 'node:events';
import { parentPort as maybeParentPort } from 'node:worker_threads';
import pg from 'pg';
import { runThisThreadInBackground } from '../../jobs/background-thread.ts';
import { copyIntoPostgres } from './copy-statement.ts';
import { abaCopyBatches, type AbaLoadInput } from './load-batches.ts';
import { AbaFileError } from './terms.ts';

if (!maybeParentPort) throw new Error('the ABA load worker runs as a worker thread');
const parentPort = maybeParentPort;
runThisThreadInBackground();

const encoder = new TextEncoder();
const [input] = (await once(parentPort, 'message')) as [AbaLoadInput];
const client = input.connection ? new pg.Client(input.connection) : undefined;
try {
  await client?.connect();
  const departments = new Set<string>();
  let stored: Promise<unknown> = Promise.resolve();
  for await (const batch of abaCopyBatches(input, departments)) {
    await stored;
    const progress = { terms: batch.terms, fraction: batch.fraction };
    if (client) {
      stored = copyIntoPostgres(client, batch.text).then(() => parentPort.postMessage(progress));
    } else {
      // As bytes handed over, not text copied: the main thread's heap then never holds the batches.
      stored = once(parentPort, 'message');
      const bytes = encoder.encode(batch.text);
      parentPort.postMessage({ ...progress, bytes }, [bytes.buffer]);
    }
  }
  await stored;
  parentPort.postMessage({ done: true, departments: [...departments] });
} catch (error) {
  parentPort.postMessage({
    error: error instanceof Error ? error.message : String(error),
    fileError: error instanceof AbaFileError,
  });
} finally {
  await client?.end().catch(() => undefined);
}
