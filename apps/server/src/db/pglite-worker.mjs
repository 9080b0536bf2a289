// Runs the embedded PGlite database off the main thread and exposes it as a
// PostgreSQL socket, so the server talks to it exactly as it talks to a real
// PostgreSQL server and a slow query never blocks the HTTP event loop.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';

// PostgreSQL compiled to WASM is a large module: V8's optimising tier keeps ~90 MB of compiler memory
// for it, more than the embedded database's whole budget. The baseline tier runs queries ~30% slower
// and keeps the server near 250 MB. It must be set before the module compiles, hence the late import.
v8.setFlagsFromString('--liftoff-only');
const { PGlite } = await import('@electric-sql/pglite');
const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

const { dataDir, socketPath, settings } = workerData;

const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
const db = await PGlite.create(dataDir, { startParams });
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message?.type === 'copy') {
    const { id, statement, text } = message;
    db.query(statement, [], { blob: new Blob([text]) }).then(
      () => parentPort.postMessage({ type: 'copied', id }),
      // With its SQLSTATE, so that a caller tells a key twice (23505) from other failures.
      (error) =>
        parentPort.postMessage({
          type: 'copied',
          id,
          error: String(error?.message ?? error),
          code: error?.code,
        }),
    );
    return;
  }
  if (message?.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort.postMessage({ type: 'stopped' });
});
