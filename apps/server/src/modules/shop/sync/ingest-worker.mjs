// The report ingest's thread: gunzip, parse and encode a downloaded report file off the HTTP event loop.
// With a PostgreSQL connection it writes itself (COPY); else it hands batches to the server's pool one at
// a time. It takes one report after another. A worker thread does not inherit the parent's TypeScript
// loader, so it registers tsx itself.
import { once } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { ARRAY_BATCH, byColumn, columnRows, copyReportFile } = await import('./store-report.ts');

async function handOver(input) {
  let batch = [];
  let count = 0;
  const send = async () => {
    parentPort.postMessage({ batch: byColumn(batch) });
    count += batch.length;
    batch = [];
    await once(parentPort, 'message');
  };
  for await (const row of columnRows(input)) {
    batch.push(row);
    if (batch.length >= ARRAY_BATCH) await send();
  }
  if (batch.length) await send();
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
