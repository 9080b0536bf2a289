import { Worker } from 'node:worker_threads';

/** Starts the simulated Amazon in a worker thread on a loopback port; answers its URL and a stop function. */
export async function startSandboxWorker(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), { workerData: { port } });
  const { url } = await nextMessage<{ url: string }>(worker, 'ready');
  return {
    url,
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
