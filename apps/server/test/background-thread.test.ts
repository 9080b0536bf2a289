import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

describe('background threads', () => {
  it.runIf(existsSync('/proc/thread-self'))(
    'lower their own CPU priority and leave the HTTP thread at its own',
    async () => {
      const worker = new Worker(new URL('./support/background-thread-worker.mjs', import.meta.url));
      const [niceness] = await once(worker, 'message');
      await worker.terminate();
      expect(niceness).toEqual({ lowered: true, own: 10, process: getPriority() });
    },
  );
});
