// The server's start on a fresh data directory with DEMO=off: from spawn to its first answer over HTTP, and its
// resident memory once started. Measured for what `npm start` runs (the build in apps/server/dist) and, for
// comparison, for the TypeScript source run through tsx as `npm start` did before the build.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { builtServerArgs } from '../scripts/server-command.mjs';
import { median } from './support/browser.ts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';

export const title = 'Server start-up (fresh data directory, DEMO=off)';

const repoRoot = new URL('..', import.meta.url).pathname;
const RUNTIMES = {
  built: builtServerArgs(process.env),
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};
/** Resident memory is read this long after the first answer, when start-up's own allocations have settled. */
const SETTLE_MS = 2_000;

interface Start {
  firstAnswerMs: number;
  rssMb: number;
}

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], { cwd: repoRoot });
  if (build.status !== 0) throw new Error(`building the server failed: ${String(build.stderr)}`);
  const starts: Record<keyof typeof RUNTIMES, Start[]> = { built: [], tsx: [] };
  // Alternated, so a machine busier in one half of the run weighs on both alike.
  for (let i = 0; i < (ctx.quick ? 1 : 5); i++) {
    for (const runtime of ['built', 'tsx'] as const) {
      const start = await startOnce(RUNTIMES[runtime], ctx.tempDir('startup'));
      ctx.log(`${runtime}: first answer ${start.firstAnswerMs} ms, ${Math.round(start.rssMb)} MB`);
      starts[runtime].push(start);
    }
  }
  const ms = (runtime: keyof typeof RUNTIMES) =>
    Math.round(median(starts[runtime].map((s) => s.firstAnswerMs)));
  const mb = (runtime: keyof typeof RUNTIMES) => Math.round(median(starts[runtime].map((s) => s.rssMb)));
  const runs = `median of ${starts.built.length}`;
  return [
    figure(
      'start: spawn to first answer, built JavaScript',
      ms('built'),
      'ms',
      atMost(ms('tsx')),
      `${runs}; target: under tsx`,
    ),
    figure('start: spawn to first answer, tsx (before)', ms('tsx'), 'ms', undefined, runs),
    figure(
      'start: RSS after start, built JavaScript',
      mb('built'),
      'MB',
      atMost(mb('tsx')),
      `${runs}; target: under tsx`,
    ),
    figure('start: RSS after start, tsx (before)', mb('tsx'), 'MB', undefined, runs),
  ];
}

async function startOnce(args: string[], dir: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      DEMO: 'off',
      PORT: '0',
      SANDBOX_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on (http:\/\/\S+)/.exec(output);
        if (listening) resolve(listening[1]!);
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });
    const answer = await fetch(`${baseUrl}/route/getConstantRoutes`);
    if (answer.status !== 200) throw new Error(`the first request answered ${answer.status}`);
    const firstAnswerMs = Math.round(performance.now() - started);
    await sleep(SETTLE_MS);
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    return { firstAnswerMs, rssMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
