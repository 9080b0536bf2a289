// Runs the embedded PGlite database off the main thread and exposes it as a
// PostgreSQL socket, so the server talks to it exactly as it talks to a real
// PostgreSQL server and a slow query never blocks the HTTP event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, socketPath } = workerData;
const db = await PGlite.create(dataDir);
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message?.type !== 'stop') return;
  await server.stop();
  await db.close();
  parentPort.postMessage({ type: 'stopped' });
});
