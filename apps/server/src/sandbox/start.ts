import { Worker } from 'node:worker_threads';
import type { AmazonConfig } from '../config.ts';
import { SMALL_YOUNG_GENERATION } from '../thread-heap.ts';

/**
 * Starts the simulated Amazon in a worker thread on a loopback port, keeping its state in `stateDir`;
 * answers its URL, whether it got the port asked for, and a stop function.
 */
export async function startSandboxWorker(
  options: Pick<AmazonConfig, 'sandboxPort' | 'sandboxStateDir' | 'sandboxThrottle'>,
): Promise<{ url: string; portTaken: boolean; stop(): Promise<void> }> {
  const port = options.sandboxPort;
  const workerData = { port, stateDir: options.sandboxStateDir, throttle: options.sandboxThrottle };
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData,
    resourceLimits: SMALL_YOUNG_GENERATION,
  });
  const { url } = await nextMessage<{ url: string }>(worker, 'ready');
  return {
    url,
    portTaken: port !== 0 && new URL(url).port !== String(port),
    async stop() {
      worker.postMessage({ type: 'stop' });
      await nextMessage(worker, 'stopped');
      await worker.terminate();
    },
  };
}

function nextMessage<T>(worker: Worker, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T & { type?: string }) => {
      if (message?.type !== type) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
}
