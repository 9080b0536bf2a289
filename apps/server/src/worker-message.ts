import type { Worker } from 'node:worker_threads';

/** A worker's next message of `type`; rejects if the worker fails, or ends first (`who` names it then). */
export function nextMessage<T = unknown>(worker: Worker, type: string, who: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`${who} ended (exit code ${code})`));
    const onMessage = (message: T & { type?: string }) => {
      if (message?.type !== type) return;
      worker.off('message', onMessage).off('error', reject).off('exit', onExit);
      resolve(message);
    };
    worker.on('message', onMessage).once('error', reject).once('exit', onExit);
  });
}
