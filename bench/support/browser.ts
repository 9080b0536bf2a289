// Chromium (through playwright-core) for the bench's page figures, and the web build it measures.
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import type { BenchContext } from './harness.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

const builtFor = new WeakMap<BenchContext, string>();

/** The web app, built once per run: the login-page and first-screen benches both serve it. */
export function builtWebApp(ctx: BenchContext): string {
  const built = builtFor.get(ctx);
  if (built) return built;
  ctx.log('building the web app');
  const dir = ctx.runDir('web-dist');
  buildWebApp(dir);
  builtFor.set(ctx, dir);
  return dir;
}

/** Builds the web app as `npm start` does, into `outDir`, so the bench measures today's code. */
function buildWebApp(outDir: string): void {
  const build = spawnSync(
    'npm',
    ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) throw new Error('building apps/web failed');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
