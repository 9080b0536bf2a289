// The report ingest's thread: gunzip, parse and encode a downloaded report file off the HTTP event loop.
// With a PostgreSQL connection it writes itself (COPY); else it hands COPY text to the server, one piece
// stored while it encodes the next. It takes one report after another. A worker thread does not inherit
// the parent's TypeScript loader, so it registers tsx itself.
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { EMBEDDED_CHUNK_ROWS, copyChunks } = await import('./store-report.ts');
const { copyReportFile } = await import('./copy-into-postgres.ts');
const { runThisThreadInBackground } = await import('../../../jobs/background-thread.ts');

const encoder = new TextEncoder();
runThisThreadInBackground();

async function handOver(input) {
  let count = 0;
  let stored = Promise.resolve();
  for await (const chunk of copyChunks(input, EMBEDDED_CHUNK_ROWS)) {
    await stored;
    stored = once(parentPort, 'message');
    // As bytes, moved rather than copied through the HTTP thread to the database's.
    const bytes = encoder.encode(chunk.text);
    parentPort.postMessage({ copy: bytes }, [bytes.buffer]);
    count += chunk.rows;
  }
  await stored;
  return count;
}

for (;;) {
  const [input] = await once(parentPort, 'message');
  try {
    const rows = input.connection ? await copyReportFile(input) : await handOver(input);
    parentPort.postMessage({ rows });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}
