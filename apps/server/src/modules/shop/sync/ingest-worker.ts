// The report ingest's thread: gunzip, parse and encode a downloaded report file off the HTTP event loop.
// With a PostgreSQL connection it writes itself (COPY); else it hands COPY text to the server, one piece
// stored while it encodes the next. It takes one report after another. From source, ingest-worker.mjs
// starts it; in the build it is the entry dist/ingest-worker.mjs itself.
import { once } from 'node:events';
import { parentPort as maybeParentPort } from 'node:worker_threads';
import type pg from 'pg';
import { runThisThreadInBackground } from '../../../jobs/background-thread.ts';
import { copyReportFile } from './copy-into-postgres.ts';
import { EMBEDDED_CHUNK_ROWS, copyChunks, type StoreReportInput } from './store-report.ts';

if (!maybeParentPort) throw new Error('the report ingest worker runs as a worker thread');
const parentPort = maybeParentPort;
type Input = StoreReportInput & { connection?: pg.ClientConfig };

const encoder = new TextEncoder();
runThisThreadInBackground();

async function handOver(input: Input): Promise<number> {
  let count = 0;
  let stored: Promise<unknown> = Promise.resolve();
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
  const [input] = (await once(parentPort, 'message')) as [Input];
  try {
    const rows = input.connection
      ? await copyReportFile({ ...input, connection: input.connection })
      : await handOver(input);
    parentPort.postMessage({ rows });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
}
