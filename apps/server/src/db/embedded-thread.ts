import { Worker } from 'node:worker_threads';
import { SMALL_YOUNG_GENERATION } from '../thread-heap.ts';
import { nextMessage } from '../worker-message.ts';

// Beside this module from source; beside the entry point in the build, which names its workers alike.
const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/** COPY data: text, or its UTF-8 bytes, which move to the database's thread without a copy. */
export type CopyData = string | Uint8Array;

interface ThreadMessage {
  type?: string;
  id?: number;
  error?: string;
  code?: string;
}

/**
 * The worker thread that runs the embedded PGlite database behind a PostgreSQL socket. It can be ended and
 * started again on the same files and socket: the pages of PGlite's WASM heap stay resident once a query touched
 * them, and ending its thread is the only way to give that memory back.
 */
export class EmbeddedThread {
  private worker!: Worker;
  private lastId = 0;
  private readonly waiting = new Map<number, { resolve(): void; reject(error: Error): void }>();

  private constructor(
    private readonly dataDir: string,
    private readonly socketPath: string,
    private readonly settings: Record<string, string>,
  ) {}

  static async start(dataDir: string, socketPath: string, settings: Record<string, string>) {
    const thread = new EmbeddedThread(dataDir, socketPath, settings);
    await thread.begin();
    return thread;
  }

  /** Runs a COPY statement with its data in the database's own thread, answering when it is stored. */
  copy(statement: string, data: CopyData): Promise<void> {
    return new Promise((resolve, reject) => {
      const id = ++this.lastId;
      this.waiting.set(id, { resolve, reject });
      const transfer = typeof data === 'string' ? [] : [data.buffer as ArrayBuffer];
      this.worker.postMessage({ type: 'copy', id, statement, text: data }, transfer);
    });
  }

  /** Ends the thread; the caller holds the socket's only connection, so no query is cut off. */
  async stop() {
    this.worker.postMessage({ type: 'stop' });
    await nextMessage(this.worker, 'stopped', 'the embedded database');
    await this.worker.terminate();
  }

  async restart() {
    await this.stop();
    await this.begin();
  }

  private async begin() {
    this.worker = new Worker(WORKER, {
      workerData: { dataDir: this.dataDir, socketPath: this.socketPath, settings: this.settings },
      resourceLimits: SMALL_YOUNG_GENERATION,
    });
    this.worker.on('message', (message: ThreadMessage) => this.copied(message));
    await nextMessage(this.worker, 'ready', 'the embedded database');
  }

  private copied(message: ThreadMessage) {
    if (message?.type !== 'copied') return;
    const caller = this.waiting.get(message.id!);
    this.waiting.delete(message.id!);
    if (message.error === undefined) caller?.resolve();
    else caller?.reject(Object.assign(new Error(message.error), { code: message.code }));
  }
}
