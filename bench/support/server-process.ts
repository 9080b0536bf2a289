// Starts bench/support/server.ts in a child process on a fresh database, so load generators and the
// server do not share an event loop.
import { readFileSync } from 'node:fs';
import type { BenchContext } from './harness.ts';
import { forkAsServer, nextMessage } from './server-child.ts';

export interface BenchServer {
  baseUrl: string;
  /** Logs a demo account in and answers its access token. */
  login(phone?: string): Promise<string>;
  /** Runs a heavy query on the server's database; resolves with its duration when it ends. */
  heavyQuery(rows: number): Promise<number>;
  /** Writes a year of one shop's data (support/year-of-data.ts); answers the shop's id. */
  seedYear(rows: number, negations: number): Promise<string>;
  /** Evaluates the demo rules over that shop's whole year; answers the time taken and what it read. */
  evaluateYear(shopId: string): Promise<YearEvaluation>;
  /** Runs `work` while sampling the server's resident memory every 50 ms; answers its peak in MB. */
  peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number }>;
  stop(): Promise<void>;
}

export interface YearEvaluation {
  ms: number;
  rules: number;
  facts: number;
  proposed: number;
  /** The server's resident memory at its highest while it evaluated. */
  peakMb: number;
}

export const DEMO_PASSWORD = 'demo_123456';

export async function startServer(
  ctx: BenchContext,
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: ctx.tempDir('server'),
    LOG_LEVEL: 'warn',
    // All load comes from one address: the per-address limit stays on (its cost is measured) but never trips.
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  const child = forkAsServer(new URL('./server.ts', import.meta.url), env);
  const { port } = await nextMessage<{ port: number }>(child, 'listening');
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    async login(phone = '13800000002') {
      const response = await fetch(`${baseUrl}/v1/enter/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { code: string; data: { token: string } };
      if (body.code !== '0000') throw new Error(`bench login failed: ${JSON.stringify(body)}`);
      return body.data.token;
    },
    async heavyQuery(rows) {
      const done = nextMessage<{ ms: number }>(child, 'heavy-done');
      child.send({ type: 'heavy', rows });
      return (await done).ms;
    },
    async seedYear(rows, negations) {
      const seeded = nextMessage<{ shopId: string }>(child, 'seeded');
      child.send({ type: 'seed-year', rows, negations });
      return (await seeded).shopId;
    },
    async evaluateYear(shopId) {
      const evaluated = nextMessage<YearEvaluation>(child, 'evaluated');
      child.send({ type: 'evaluate', shopId });
      return evaluated;
    },
    async peakRssDuring(work) {
      const rssMb = () => {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      };
      let peakMb = rssMb();
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 50);
      try {
        const result = await work();
        return { result, peakMb: Math.max(peakMb, rssMb()) };
      } finally {
        clearInterval(sampler);
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
