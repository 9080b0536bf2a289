// `npm run bench`: starts the server in a child process on a fresh embedded database (or DATABASE_URL)
// and measures it with autocannon at 50 concurrent connections. Prints figures and the targets.
import autocannon, { type Result } from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'tw-bench-'));

const server = fork(new URL('./server.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const port = await nextMessage<{ port: number }>(server, 'listening').then((message) => message.port);
const baseUrl = `http://127.0.0.1:${port}`;

const login = await post('/v1/enter/login', { phone: '13800000002', password: 'demo_123456' });
const token = login.data.token as string;
const userInfo = {
  url: `${baseUrl}/v1/user/info`,
  method: 'POST' as const,
  headers: { authorization: `Bearer ${token}` },
};

console.log(
  `Termwise bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per run, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
);

report(
  'login (argon2id verify)',
  await load({
    url: `${baseUrl}/v1/enter/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000003', password: 'demo_123456' }),
  }),
  'no target; bound by argon2id on 2 cores',
);

report('user-info', await load(userInfo), 'target >= 5,000 req/s and p99 <= 25 ms');

server.send({ type: 'heavy', rows: 60_000_000 });
const underLoad = await load({ ...userInfo, duration: Math.min(DURATION_SECONDS, 5) });
const heavy = await nextMessage<{ ms: number }>(server, 'heavy-done');
report(`user-info while a ${(heavy.ms / 1000).toFixed(1)} s query runs`, underLoad, 'target p99 <= 50 ms');

server.send({ type: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

function load(options: autocannon.Options): Promise<Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
}

function report(name: string, result: Result, target: string) {
  const { latency, requests } = result;
  const p95 = (latency as unknown as Record<string, number>).p95 ?? latency.p97_5;
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(44)} ${requests.average.toFixed(0).padStart(7)} req/s   p50 ${latency.p50} ms   p95 ${p95} ms   p99 ${latency.p99} ms   errors ${errors}   (${target})`,
  );
}

async function post(path: string, body: unknown) {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
