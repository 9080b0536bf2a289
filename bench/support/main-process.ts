// The real `npm start` server (apps/server/src/main.ts) in a child process on a fresh embedded database,
// with the demo organisation and its sandbox shops: it connects them and ingests their 90-day history
// in the background, as a new installation does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtServerArgs } from '../../scripts/server-command.mjs';
import type { BenchContext } from './harness.ts';

const LISTENING = /listening on (http:\/\/[^\s]+)/;

/** The server from its TypeScript source, or as `npm start` runs it: the build in apps/server/dist. */
const ENTRY = {
  source: () => ['--import', 'tsx', 'apps/server/src/main.ts'],
  built: builtServerArgs,
};

export async function startMainServer(
  ctx: BenchContext,
  env: Record<string, string> = {},
  entry: keyof typeof ENTRY = 'source',
) {
  const serverEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: ctx.tempDir('main'),
    LOG_LEVEL: 'warn',
    // All load comes from one address: the per-address limit stays on (its cost is measured) but never trips.
    RATE_LIMIT_PER_MINUTE: '100000000',
    DEMO: 'on',
    // The Brand Analytics history import is aba.bench's to measure; here it would keep the server busy for
    // minutes after the figures these benches take.
    DEMO_ABA_WEEKS: '0',
    ...env,
  };
  const child = spawn(process.execPath, ENTRY[entry](serverEnv), {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = LISTENING.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    baseUrl,
    pid: child.pid!,
    /** Resolves once the server has used under 10 % of a core for 3 s in a row (false if it never did). */
    waitUntilQuiet: () => waitUntilQuiet(child.pid!),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

const QUIET_SHARE = 0.1;
const QUIET_FOR_MS = 3_000;
const QUIET_TIMEOUT_MS = 120_000;

/**
 * Waits out the server's background work (rank pulls, statistics, the last rule runs) so that a timing in
 * the browser does not share the two cores with it. Reads the process's CPU time (all its threads, the
 * embedded database's included) from /proc: the bench runs on Linux, and one file read needs no library.
 */
export async function waitUntilQuiet(pid: number): Promise<boolean> {
  const ticksPerMs = 100 / 1000;
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let quietSince = Date.now();
  let last = cpuTicks(pid);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuTicks(pid);
    if (now - last > 500 * ticksPerMs * QUIET_SHARE) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_FOR_MS) return true;
    last = now;
  }
  return false;
}

/** utime + stime of a process, in clock ticks (100 per second on Linux). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
