import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { TOKEN_KEY } from './amazon.ts';
import { DEMO } from './test-server.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export type AmazonGate = Awaited<ReturnType<typeof startAmazonGate>>;

/**
 * A pass-through proxy in front of the sandbox that counts what passes and can SIGKILL a server on its next
 * request to a path: after forwarding it (Amazon did the work, the server never hears so) or instead of it.
 */
export async function startAmazonGate(sandboxUrl: string) {
  let trap:
    | { path: RegExp; when: 'after' | 'before'; child: ChildProcess; skip: number; done: () => void }
    | undefined;
  const seen: { method: string; path: string }[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      seen.push({ method: request.method ?? '', path });
      const armed = trap && request.method === 'POST' && trap.path.test(path) && trap.skip-- === 0;
      if (armed && trap!.when === 'before') return kill(request);
      const forwarded = await fetch(sandboxUrl + path, {
        method: request.method,
        headers: forwardable(request),
        body: body.length ? new Uint8Array(body) : undefined,
      });
      const answer = Buffer.from(await forwarded.arrayBuffer());
      if (armed) return kill(request);
      response.writeHead(forwarded.status, Object.fromEntries(forwarded.headers));
      response.end(answer);
    })().catch(() => request.socket.destroy());
  });

  function kill(request: IncomingMessage) {
    const { child, done } = trap!;
    trap = undefined;
    child.kill('SIGKILL');
    request.socket.destroy();
    done();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    /** Requests that reached the gate, in order. */
    seen,
    /** Resolves once `child` was killed on a POST to a matching path, after `skip` such POSTs passed. */
    killOn(path: RegExp, when: 'after' | 'before', child: ChildProcess, skip = 0) {
      return new Promise<void>((done) => (trap = { path, when, child, skip, done }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function forwardable(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
      headers[name] = value;
  }
  return headers;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The real server (`main.ts`) in its own process on a test's PostgreSQL database, reaching Amazon through
 * `amazonUrl`; the demo accounts only (the test's world already holds the shop and its history).
 */
export async function spawnServer(database: DatabaseHandle, amazonUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.pool.options.connectionString,
      DEMO: 'accounts',
      AMAZON_SANDBOX_URL: amazonUrl,
      AMAZON_TOKEN_KEY: TOKEN_KEY,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // A killed server's job is taken over within seconds of the restart, not a minute later.
      JOB_LEASE_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await until(
    () => /Termwise listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1],
    60_000,
    () => `the server did not start:\n${output}`,
  );
  const post = async <T = unknown>(path: string, body: unknown, token?: string) => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; msg: string; data: T };
  };
  return {
    child,
    baseUrl,
    exited,
    output: () => output,
    post,
    async login(phone: string) {
      return (await post<{ token: string }>('/v1/enter/login', { phone, password: DEMO.password })).data
        .token;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof spawnServer>>;

export async function until<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  why = () => 'timed out',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
