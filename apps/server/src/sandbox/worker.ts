import { parentPort, workerData } from 'node:worker_threads';
import { createSandbox } from '@termwise/amazon-sandbox';

// The sandbox builds report files on its own thread, so a 90-day backfill never stalls the API's event loop.
const sandbox = await createSandbox();
const url = await sandbox.app.listen({ port: (workerData as { port: number }).port, host: '127.0.0.1' });
parentPort!.postMessage({ type: 'ready', url });
parentPort!.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  void sandbox.app.close().then(() => parentPort!.postMessage({ type: 'stopped' }));
});
