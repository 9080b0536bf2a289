// The ABA import's parsing thread: gunzips, parses and encodes the document for COPY off the HTTP event
// loop, one batch ahead of the batch being stored. A worker thread does not inherit the parent's
// TypeScript loader, so it registers tsx itself.
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { abaCopyBatches } = await import('./load-batches.ts');
const { AbaFileError } = await import('./terms.ts');

const encoder = new TextEncoder();
const [input] = await once(parentPort, 'message');
try {
  let stored = Promise.resolve();
  const departments = new Set();
  for await (const batch of abaCopyBatches(input, departments)) {
    await stored;
    stored = once(parentPort, 'message');
    // As bytes handed over, not text copied: the main thread's heap then never holds the batches.
    const bytes = encoder.encode(batch.text);
    parentPort.postMessage({ bytes, terms: batch.terms, fraction: batch.fraction }, [bytes.buffer]);
  }
  await stored;
  parentPort.postMessage({ done: true, departments: [...departments] });
} catch (error) {
  parentPort.postMessage({
    error: error instanceof Error ? error.message : String(error),
    fileError: error instanceof AbaFileError,
  });
}
