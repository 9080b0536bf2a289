import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { AmazonConfig } from '../config.ts';
import { SMALL_YOUNG_GENERATION } from '../thread-heap.ts';
import { nextMessage } from '../worker-message.ts';

/**
 * The simulated Amazon's heap. Building report files, V8 let its heap grow to ~145 MB around ~35 MB of live
 * data before collecting, a quarter of a demo start's peak; capped, it stays near 55 MB. Its live data grows
 * with the sellers it simulates (~12 MB each); past the cap the thread ends and the next request starts it
 * again from its saved state.
 */
const SANDBOX_HEAP = { maxOldGenerationSizeMb: 128, ...SMALL_YOUNG_GENERATION };

export interface SandboxProcess {
  url: string;
  portTaken: boolean;
  /** Whether its thread is up now (it stops when idle). */
  running(): boolean;
  stop(): Promise<void>;
}

/**
 * Listens for the simulated Amazon on a loopback port and starts it, in a worker thread keeping its state in
 * `stateDir`, when the first connection comes: a server that never calls it (no demo, live mode later, a demo
 * whose history is in) does not carry its ~50 MB. Connections are relayed to the thread's own port. Answers
 * the URL, whether the port asked for was taken (another free one is used then), and a stop function.
 */
export async function startSandboxOnDemand(
  options: Pick<AmazonConfig, 'sandboxPort' | 'sandboxStateDir' | 'sandboxThrottle'>,
  idleStopMs = SANDBOX_IDLE_STOP_MS,
): Promise<SandboxProcess> {
  const sockets = new Set<Socket>();
  let lastSentAt = Date.now();
  const sent = () => (lastSentAt = Date.now());
  const thread = sandboxThread(options, idleStopMs, {
    quietForMs: () => Date.now() - lastSentAt,
    closeAll: () => sockets.forEach((socket) => socket.destroy()),
  });
  const server = createServer((client) => {
    sockets.add(client);
    sent();
    client.once('close', () => sockets.delete(client));
    relay(client, thread.port(), sent);
  });
  const port = await listen(server, options.sandboxPort);
  return {
    url: `http://127.0.0.1:${port}`,
    portTaken: options.sandboxPort !== 0 && port !== options.sandboxPort,
    running: () => thread.running(),
    async stop() {
      const closed = once(server, 'close');
      server.close();
      sockets.forEach((socket) => socket.destroy());
      await closed;
      await thread.stop();
    },
  };
}

function relay(client: Socket, threadPort: Promise<number>, sent: () => void) {
  client.pause();
  threadPort.then(
    (port) => {
      const upstream = connect(port, '127.0.0.1');
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      client.pipe(upstream).pipe(client);
      client.on('data', sent);
      client.resume();
    },
    () => client.destroy(),
  );
}

/**
 * Idle this long (no request open, no report a client awaits), the thread stops and gives its ~45 MB back; the
 * next request starts it again (about a second).
 */
export const SANDBOX_IDLE_STOP_MS = 20_000;
const IDLE_CHECK_MS = 5_000;

interface RunningSandbox {
  worker: Worker;
  port: Promise<number>;
  exited: Promise<unknown>;
}

/** What the relay knows of the connections it carries. */
interface RelayedConnections {
  /** How long since a client last connected or sent anything. */
  quietForMs(): number;
  /** Ends them all: they lead to a thread that is stopping. */
  closeAll(): void;
}

/**
 * The worker thread, started on first use and again after it stopped (idle) or ended (heap cap). Idle is
 * decided here, in the thread that relays: the worker counts requests and reports, the relay sees a client
 * that connected or sent bytes the worker has not read yet. Once decided, new connections go to a new thread.
 */
function sandboxThread(
  options: Pick<AmazonConfig, 'sandboxStateDir' | 'sandboxThrottle'>,
  idleStopMs: number,
  connections: RelayedConnections,
) {
  let running: RunningSandbox | undefined;
  const live = new Set<RunningSandbox>();
  const stopThread = (thread: RunningSandbox) => {
    thread.worker.postMessage({ type: 'stop' });
    return thread.exited;
  };
  const start = () => {
    const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
      workerData: { stateDir: options.sandboxStateDir, throttle: options.sandboxThrottle },
      resourceLimits: SANDBOX_HEAP,
    });
    const started: RunningSandbox = {
      worker,
      port: nextMessage<{ port: number }>(worker, 'ready', 'the simulated Amazon').then((m) => m.port),
      exited: new Promise((resolve) => worker.once('exit', resolve)),
    };
    live.add(started);
    // Past its heap cap the worker emits an error, then exits: the exit handler below starts over.
    worker.on('error', (error) => console.warn(`The simulated Amazon failed: ${error.message}`));
    worker.on('message', (message: { type?: string; idleForMs?: number }) => {
      if (message?.type === 'stopped') void worker.terminate();
      const idle =
        message?.type === 'idleFor' &&
        message.idleForMs! >= idleStopMs &&
        connections.quietForMs() >= idleStopMs;
      if (!idle || running !== started) return;
      running = undefined;
      connections.closeAll();
      void stopThread(started);
    });
    worker.once('exit', (code) => {
      live.delete(started);
      if (running !== started) return;
      running = undefined;
      console.warn(`The simulated Amazon stopped (exit code ${code}); the next request starts it again.`);
    });
    return started;
  };
  const idleCheck = setInterval(
    () => running?.worker.postMessage({ type: 'idleFor?' }),
    Math.min(IDLE_CHECK_MS, idleStopMs),
  ).unref();
  return {
    port(): Promise<number> {
      running ??= start();
      return running.port;
    },
    running: () => live.size > 0,
    async stop() {
      clearInterval(idleCheck);
      running = undefined;
      await Promise.all([...live].map(stopThread));
    },
  };
}

/** The configured port, or any free one when something else holds it: nothing stored depends on the port. */
async function listen(server: Server, wanted: number): Promise<number> {
  try {
    return await listenOn(server, wanted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || wanted === 0) throw error;
    return listenOn(server, 0);
  }
}

async function listenOn(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the sandbox relay has no address');
  return address.port;
}
