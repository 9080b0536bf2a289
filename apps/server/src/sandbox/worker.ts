import { parentPort, workerData } from 'node:worker_threads';
import { createSandbox } from '@termwise/amazon-sandbox';

const { port, stateDir, throttle } = workerData as { port: number; stateDir: string; throttle: boolean };

// The sandbox builds report files on its own thread, so a 90-day backfill never stalls the API's event loop.
// It is the demo's Amazon: its shops carry the structure mistakes the duplicate-keywords screen finds.
const sandbox = await createSandbox({
  stateDir,
  structureMistakes: true,
  ...(throttle ? {} : { throttle: false }),
});
const url = await listen(port);
parentPort!.postMessage({ type: 'ready', url, asked: port });
parentPort!.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  void sandbox.app.close().then(() => parentPort!.postMessage({ type: 'stopped' }));
});

/** The configured port, or any free one when something else holds it: nothing stored depends on the port. */
async function listen(wanted: number): Promise<string> {
  try {
    return await sandbox.app.listen({ port: wanted, host: '127.0.0.1' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || wanted === 0) throw error;
    return sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  }
}
