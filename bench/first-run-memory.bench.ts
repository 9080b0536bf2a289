// A newcomer's first run, as `npm start` runs it (the build in apps/server/dist, embedded database, the demo
// and its simulated Amazon in the same process): resident memory sampled every second from the spawn through
// the demo's 90-day ad history and every Brand Analytics week it queues, its peak (the kernel's high-water
// mark, so no spike falls between samples), and what stays once the server is idle. Then the same start with
// DEMO=off, idle. Issue 34: at most 400 MB at every moment, 300 MB idle, 200 MB idle without the demo.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ABA_BACKFILL_MAX_WEEKS } from '@termwise/contracts';
import { atMost, figure, type BenchContext, type Figure } from './support/harness.ts';
import { demoApi, waitForFirstSyncs } from './support/demo-api.ts';
import { startMainServer, waitUntilQuiet } from './support/main-process.ts';

export const title = "A newcomer's first run: resident memory of `npm start` with the demo, then without";

const repoRoot = new URL('..', import.meta.url).pathname;
/** A year of weeks for three marketplaces at the demo's pace takes half an hour on two busy cores. */
const FIRST_RUN_DEADLINE_MS = 60 * 60_000;
/** Idle: read this long after the server last did anything, when its collectors have had their turn. */
const IDLE_SETTLE_MS = 30_000;
/** A newcomer's settings where the bench server's defaults differ; the sandbox on a free port. */
const NEWCOMER = { SANDBOX_PORT: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '1200' };

export async function run(ctx: BenchContext): Promise<Figure[]> {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
  if (build.status !== 0) throw new Error(`building failed: ${String(build.stderr)}`);
  const weeks = ctx.quick ? 2 : ABA_BACKFILL_MAX_WEEKS;
  const demo = await firstRunWithDemo(ctx, weeks);
  const bare = await idleWithoutDemo(ctx);
  return [
    figure('first run with the demo: peak RSS', demo.peakMb, 'MB', atMost(400), demo.note),
    figure('first run with the demo: RSS idle after it', demo.idleMb, 'MB', atMost(300)),
    figure('start without the demo (DEMO=off): RSS idle', bare, 'MB', atMost(200)),
  ];
}

async function firstRunWithDemo(ctx: BenchContext, weeks: number) {
  const server = await startMainServer(ctx, { DEMO_ABA_WEEKS: String(weeks), ...NEWCOMER }, 'built');
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid, 'VmRSS')), 1_000);
  try {
    const started = Date.now();
    const api = await demoApi(server.baseUrl);
    ctx.log('waiting for the demo shops to finish their first sync');
    await waitForFirstSyncs(api, FIRST_RUN_DEADLINE_MS);
    const historyPeak = Math.round(Math.max(...samples));
    const historySeconds = Math.round((Date.now() - started) / 1000);
    ctx.log(
      `ad history in after ${historySeconds} s (peak so far ${historyPeak} MB); waiting for ${weeks} ABA weeks`,
    );
    const aba = await waitForAbaWeeks(api, weeks, started);
    await waitUntilQuiet(server.pid);
    await sleep(IDLE_SETTLE_MS);
    const peakMb = Math.round(rssMb(server.pid, 'VmHWM'));
    const idleMb = Math.round(rssMb(server.pid, 'VmRSS'));
    const abaNote = `${aba.loaded} of ${aba.expected} Brand Analytics weeks after ${Math.round((Date.now() - started) / 1000)} s`;
    return {
      peakMb,
      idleMb,
      note: `ad history in ${historySeconds} s (peak ${historyPeak} MB by then), ${abaNote}; ${samples.length} samples`,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

async function waitForAbaWeeks(api: Awaited<ReturnType<typeof demoApi>>, weeks: number, started: number) {
  for (;;) {
    const aba = await api.abaWeeks(weeks);
    if ((aba.expected > 0 && aba.loaded >= aba.expected) || Date.now() - started > FIRST_RUN_DEADLINE_MS)
      return aba;
    await sleep(5_000);
  }
}

async function idleWithoutDemo(ctx: BenchContext): Promise<number> {
  const server = await startMainServer(ctx, { DEMO: 'off', ...NEWCOMER }, 'built');
  try {
    await waitUntilQuiet(server.pid);
    await sleep(IDLE_SETTLE_MS);
    return Math.round(rssMb(server.pid, 'VmRSS'));
  } finally {
    await server.stop();
  }
}

/** A line of the process's status in MB: VmRSS resident now, VmHWM the most it was resident. */
function rssMb(pid: number, line: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${line}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}
